import de from '../../locales/de/settings.json';
import { addNamespace } from '../../lib/i18n.ts';

// The 'settings' texts load with the settings screens, not with the entry.
addNamespace('settings', { de, en: () => import('../../locales/en/settings.json') });
