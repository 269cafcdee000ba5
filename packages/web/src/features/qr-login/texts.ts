import de from '../../locales/de/qr-login.json';
import { addNamespace } from '../../lib/i18n.ts';

// The 'qr-login' texts load with the /qrlogin and /qrscan screens, not with the entry.
addNamespace('qr-login', { de, en: () => import('../../locales/en/qr-login.json') });
