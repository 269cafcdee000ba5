import de from '../../locales/de/landing.json';
import { addNamespace } from '../../lib/i18n.ts';

// The 'landing' texts load with this feature's screens, not with the entry.
addNamespace('landing', { de, en: () => import('../../locales/en/landing.json') });
