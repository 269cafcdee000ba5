import de from '../../locales/de/two-factor.json';
import { addNamespace } from '../../lib/i18n.ts';

// The 'two-factor' texts load with the sign-in step and the settings section, not with the entry.
addNamespace('two-factor', { de, en: () => import('../../locales/en/two-factor.json') });
