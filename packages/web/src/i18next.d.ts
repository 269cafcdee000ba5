import 'i18next';
import type { Catalogues } from './lib/i18n-resources.ts';

// Typed keys: `t('key')` of the namespaces a component asked for, `t('ns:key')` of the others,
// checked against the German catalogues.
declare module 'i18next' {
  // Declaration merging with i18next's own options needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogues;
    returnNull: false;
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}
