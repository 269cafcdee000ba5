import de from '../../locales/de/gema.json';
import { addNamespace } from '../../lib/i18n.ts';

// The 'gema' texts load with the GEMA components, not with the entry.
addNamespace('gema', { de, en: () => import('../../locales/en/gema.json') });
