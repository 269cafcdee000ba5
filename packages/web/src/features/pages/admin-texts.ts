import de from '../../locales/de/page-admin.json';
import { addNamespace } from '../../lib/i18n.ts';

// Team, invite, request and deletion texts load with the administration sections only.
addNamespace('page-admin', { de, en: () => import('../../locales/en/page-admin.json') });
