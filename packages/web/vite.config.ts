import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { marked } from 'marked';

/**
 * `import html from './page.de.md'` gives the page as an HTML string, rendered at build time,
 * so no Markdown parser ships to the browser. The content is our own (src/content), never user input.
 */
function markdown(): Plugin {
  return {
    name: 'backline-markdown',
    enforce: 'pre',
    transform(source, id) {
      // In development Vite may append `?import` to non-script imports.
      if (!id.split('?', 1)[0]?.endsWith('.md')) return null;
      const html = marked.parse(source, { async: false, gfm: true });
      return { code: `export default ${JSON.stringify(html)};`, map: null, moduleType: 'js' };
    },
  };
}

const api = { target: 'http://localhost:3000', ws: true };

export default defineConfig({
  // React DOM renders the app; the plugin gives fast refresh in development.
  plugins: [react(), markdown()],
  server: { proxy: { '/api': api } },
  preview: { proxy: { '/api': api } },
  build: {
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Seven hash characters (42 bits) instead of eight: every chunk's name is listed in the
        // entry's preload map, and the hash is the part gzip cannot compress.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          // Everything the entry imports statically is loaded on every first visit anyway: one
          // chunk instead of about twenty compresses better and saves the glue between chunks
          // (about 9 KiB gzip on the entry). Lazily loaded code is still split per screen.
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
      treeshake: {
        // packages/domain is pure by rule (zod and itself, no I/O), so a module none of whose
        // exports are used is dropped: importing one constant does not pull in every schema.
        // @emotion/react imports hoist-non-react-statics (and with it a second react-is) only
        // for `withTheme`, which nothing here uses; the package does not declare itself pure.
        moduleSideEffects: (id) =>
          id.includes('/packages/domain/src/') ||
          id.includes('/node_modules/hoist-non-react-statics/')
            ? false
            : undefined,
      },
    },
  },
});
