import { NOTIFICATION_TEXTS_EN } from '@backline/domain';
import en from '../../locales/en/notifications.json';
import { kindTexts } from './kind-texts.ts';

/** The `notifications` namespace in English (loaded on demand, see `texts.ts`). */
export default { ...en, kinds: kindTexts(NOTIFICATION_TEXTS_EN) };
