import de from '../../locales/de/auth.json';
import { addNamespace } from '../../lib/i18n.ts';

// The 'auth' texts load with this feature's screens, not with the entry.
addNamespace('auth', { de, en: () => import('../../locales/en/auth.json') });
