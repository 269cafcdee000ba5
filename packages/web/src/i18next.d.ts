import 'i18next';
import type { resources } from './lib/i18n.ts';

declare module 'i18next' {
  // Module augmentation of i18next's options needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'common';
    /** Keys are typed against the German catalogue; a test keeps English identical. */
    resources: (typeof resources)['de'];
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}
