import de from '../../locales/de/admin.json';
import { addNamespace } from '../../lib/i18n.ts';

// The 'admin' texts load with the /admin/user screen, not with the entry.
addNamespace('admin', { de, en: () => import('../../locales/en/admin.json') });
