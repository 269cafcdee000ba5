import { NOTIFICATION_TEXTS_DE } from '@backline/domain';
import de from '../../locales/de/notifications.json';
import { addNamespace } from '../../lib/i18n.ts';
import { kindTexts } from './kind-texts.ts';

// The screen's texts and the notices' texts (from the domain, shared with the mails) load with
// the notifications screen, German here, English as a chunk of its own when it is shown.
addNamespace('notifications', {
  de: { ...de, kinds: kindTexts(NOTIFICATION_TEXTS_DE) },
  en: () => import('./english-texts.ts'),
});
