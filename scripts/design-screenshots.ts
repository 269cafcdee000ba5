/**
 * `npm run design:screenshots`: photographs every piece of the design system's gallery
 * (packages/web/design-gallery.html, served by Vite's dev server) in German and English, light
 * and dark, into docs/design/<piece>.<lang>.<scheme>.png for docs/design.md. Uses Debian's
 * Chromium like the journeys (CHROMIUM_PATH to point elsewhere).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { repoRoot } from './lib.ts';

const outDir = path.join(repoRoot, 'docs/design');
fs.mkdirSync(outDir, { recursive: true });

const vite = await createServer({
  root: path.join(repoRoot, 'packages/web'),
  configFile: path.join(repoRoot, 'packages/web/vite.config.ts'),
  server: { port: 0, host: '127.0.0.1' },
  logLevel: 'warn',
});
await vite.listen();
const address = vite.httpServer?.address();
if (!address || typeof address === 'string') throw new Error('Vite did not listen');
const base = `http://127.0.0.1:${address.port}`;

const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
});
try {
  for (const lang of ['de', 'en'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport: { width: 720, height: 900 },
        deviceScaleFactor: 1,
        colorScheme: scheme,
        locale: lang === 'de' ? 'de-DE' : 'en-US',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`${base}/design-gallery.html?lang=${lang}`);
      await page.locator('#root[data-app="ready"] [data-piece]').first().waitFor();
      // Skeletons pulse: wait for fonts and one settled frame so each photo is the same.
      await page.evaluate(() => document.fonts.ready);
      for (const piece of await page.locator('[data-piece]').all()) {
        const name = await piece.getAttribute('data-piece');
        await piece.screenshot({
          path: path.join(outDir, `${name}.${lang}.${scheme}.png`),
          animations: 'disabled',
        });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await vite.close();
}
console.log(`screenshots in ${path.relative(repoRoot, outDir)}`);
