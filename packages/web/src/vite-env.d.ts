/// <reference types="vite/client" />

// Declaration merging with Vite's own `ImportMetaEnv` needs an interface.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  /** `native` in the Capacitor shell; unset on the web. Ads are shown on the web build only. */
  readonly VITE_TARGET?: 'web' | 'native';
}

declare module '*.md' {
  /** The Markdown file as HTML, rendered at build time. */
  const html: string;
  export default html;
}
