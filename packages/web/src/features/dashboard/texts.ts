import de from '../../locales/de/home.json';
import { addNamespace } from '../../lib/i18n.ts';

// The 'home' texts load with this feature's screens, not with the entry.
addNamespace('home', { de, en: () => import('../../locales/en/home.json') });
