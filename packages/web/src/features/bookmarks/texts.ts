import de from '../../locales/de/bookmarks.json';
import { addNamespace } from '../../lib/i18n.ts';

// The 'bookmarks' texts load with the bookmark components, not with the entry.
addNamespace('bookmarks', { de, en: () => import('../../locales/en/bookmarks.json') });
