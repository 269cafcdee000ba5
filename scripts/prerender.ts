/**
 * The last step of the web build: renders the public pages (packages/web/src/app/prerender.tsx,
 * built for Node into packages/web/dist-ssr) in German and English into
 * packages/web/dist/prerendered/<lang>/<path>.html, from the built index.html, so that they paint
 * before the JavaScript runs; and puts MUI's colour-scheme script inline into the head of every
 * page (index.html too), so no request holds the first paint back. The CSP allows that one inline
 * script by its hash, which this writes to dist/inline-scripts.json for the server (plugins/web.ts
 * reads it, plugins/security.ts allows it). The server sends a prerendered page to visitors.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type PrerenderModule = {
  PRERENDERED_PATHS: readonly string[];
  LOCALES: readonly ('de' | 'en')[];
  prerenderPage: (
    path: string,
    language: 'de' | 'en',
  ) => Promise<{ html: string; styles: string; title: string }>;
  colorSchemeScript: () => string;
};

// The SSR bundle leaves React, MUI and emotion external; they must run as they do in the browser's
// production build, or emotion labels its class names in development mode, the client computes
// other names, cannot reuse the prerendered styles and inserts all of them again while hydrating.
process.env['NODE_ENV'] = 'production';

const webRoot = path.resolve(import.meta.dirname, '../packages/web');
const dist = path.join(webRoot, 'dist');
const ssrEntry = path.join(webRoot, 'dist-ssr/prerender.js');
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const module = (await import(pathToFileURL(ssrEntry).href)) as PrerenderModule;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Every page, prerendered or not, sets its colour scheme before it paints: inline, since a
 * script file would be one more render-blocking request on a slow phone network.
 */
const schemeScript = module.colorSchemeScript();
if (/<\/script|<!--/i.test(schemeScript)) {
  throw new Error(`The colour-scheme script cannot be put inline as it is: ${schemeScript}`);
}
const SCHEME_TAG = `<script>${schemeScript}</script>`;
/**
 * The CSP source that allows exactly this script (the hash of its text as it stands between the
 * tags), for the server: `inline-scripts.json` names every inline script the pages carry.
 */
const schemeHash = `sha256-${createHash('sha256').update(schemeScript, 'utf8').digest('base64')}`;
fs.writeFileSync(
  path.join(dist, 'inline-scripts.json'),
  `${JSON.stringify({ scriptHashes: [schemeHash] }, null, 2)}\n`,
);
const withScheme = template.includes(SCHEME_TAG)
  ? template
  : template.replace(
      '<meta charset="utf-8" />',
      () => `<meta charset="utf-8" />\n    ${SCHEME_TAG}`,
    );
fs.writeFileSync(path.join(dist, 'index.html'), withScheme);

/** `/` → `index.html`, `/static/faq` → `static/faq.html`. */
export const prerenderedFile = (language: string, pagePath: string) =>
  path.join(
    dist,
    'prerendered',
    language,
    pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`,
  );

for (const language of module.LOCALES) {
  for (const pagePath of module.PRERENDERED_PATHS) {
    const page = await module.prerenderPage(pagePath, language);
    const html = withScheme
      .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace('</head>', `${page.styles}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${language}">${page.html}</div>`,
      );
    const file = prerenderedFile(language, pagePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    console.log(`prerendered ${language} ${pagePath} (${Math.round(html.length / 1024)} KiB)`);
  }
}
