import de from '../../locales/de/pages.json';
import { addNamespace } from '../../lib/i18n.ts';

// The 'pages' texts load with the page screens, not with the entry.
addNamespace('pages', { de, en: () => import('../../locales/en/pages.json') });
