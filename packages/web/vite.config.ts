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
  plugins: [react(), markdown()],
  server: { proxy: { '/api': api } },
  preview: { proxy: { '/api': api } },
  build: {
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // packages/domain is pure by rule (zod and itself, no I/O), so a module none of whose
        // exports are used is dropped: importing one constant does not pull in every schema.
        moduleSideEffects: (id) => (id.includes('/packages/domain/src/') ? false : undefined),
      },
    },
  },
});
