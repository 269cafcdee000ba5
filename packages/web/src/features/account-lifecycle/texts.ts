import de from '../../locales/de/account-lifecycle.json';
import { addNamespace } from '../../lib/i18n.ts';

// The 'account-lifecycle' texts load with the danger zone and the link flow, not with the entry.
addNamespace('account-lifecycle', {
  de,
  en: () => import('../../locales/en/account-lifecycle.json'),
});
