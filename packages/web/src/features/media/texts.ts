import de from '../../locales/de/media.json';
import { addNamespace } from '../../lib/i18n.ts';

// The 'media' texts load with the media editors, galleries and detail screens, not with the entry.
addNamespace('media', { de, en: () => import('../../locales/en/media.json') });
