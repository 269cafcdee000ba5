import de from '../../locales/de/profiles.json';
import { addNamespace } from '../../lib/i18n.ts';

// The 'profiles' texts load with the profile screens, not with the entry.
addNamespace('profiles', { de, en: () => import('../../locales/en/profiles.json') });
