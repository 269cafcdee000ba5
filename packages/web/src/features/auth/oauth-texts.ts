import de from '../../locales/de/oauth.json';
import { addNamespace } from '../../lib/i18n.ts';

// The 'oauth' texts load with the external sign-in buttons and the /oauth screen only.
addNamespace('oauth', { de, en: () => import('../../locales/en/oauth.json') });
