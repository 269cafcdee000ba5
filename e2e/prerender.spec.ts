import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Holds the app's entry script back, as a slow phone network would, until the returned function
 * is called: only the markup (and its inline script) is there meanwhile.
 */
async function holdTheAppBack(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** The public pages the build prerenders, with the heading each shows in German and English. */
const PAGES: [path: string, de: RegExp, en: RegExp][] = [
  ['/', /Gigs/, /gigs/i],
  ['/login', /^Anmelden$/, /^Log in$/],
  ['/account', /^Konto erstellen$/, /^Create account$/],
  ['/static/faq', /^Häufige Fragen$/, /^Frequently asked questions$/],
  ['/static/privacy', /Datenschutz/, /Privacy/],
];

describe('prerendered public pages', () => {
  it.each(PAGES)(
    '%s has its real content and styles before any JavaScript runs',
    async (path, de, en) => {
      for (const [language, heading] of [
        ['de', de],
        ['en', en],
      ] as const) {
        const response = await fetch(new URL(path, baseUrl()), {
          headers: { 'accept-language': language },
        });
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${language}">`);
        expect(html).toContain(`data-prerendered="${language}"`);
        expect(html).toMatch(/<style data-emotion="css[^"]*">/);
        const h1 = /<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
        expect(h1).toMatch(heading);
        // The CSP allows one inline script by its hash, MUI's colour-scheme script in the head:
        // the markup must not need another.
        const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
        expect(inline.map((script) => script.index < html.indexOf('</head>'))).toEqual([true]);
        const hash = createHash('sha256')
          .update(inline[0]?.[1] ?? '')
          .digest('base64');
        const scriptSrc = response.headers
          .get('content-security-policy')
          ?.split(';')
          .find((directive) => directive.startsWith('script-src '));
        expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
        expect(html).not.toContain('/color-scheme.js');
      }
    },
  );

  it('paints the page without JavaScript, on a phone, in the dark scheme too', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      locale: 'en-US',
      viewport: PHONE,
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    await page.goto('/static/faq');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Frequently asked questions',
    );
    expect(await page.locator('main p').count()).toBeGreaterThan(5);
    // Without JavaScript the colour-scheme script does not run either: the page still has its
    // styles (the light scheme).
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await context.close();
  });

  it('sets the dark scheme before the app’s JavaScript runs, with the inline script the CSP allows', async () => {
    const tab = await openPage(browser, { locale: 'en-US', viewport: PHONE });
    await tab.page.emulateMedia({ colorScheme: 'dark' });
    // Hold the app's code back, as a slow phone network would: only the inline script runs.
    const release = await holdTheAppBack(tab.page);
    const scripts: string[] = [];
    tab.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await tab.page.goto('/static/faq', { waitUntil: 'commit' });
    await tab.page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    expect(await tab.page.locator('#root').getAttribute('data-hydrated')).toBeNull();
    expect(await tab.page.evaluate(() => document.documentElement.className)).toContain('dark');
    // No request for the scheme (it is inline), and a CSP refusal would be a console error.
    expect(scripts.filter((pathname) => !pathname.startsWith('/assets/'))).toEqual([]);
    expect(tab.errors).toEqual([]);
    release();
    await tab.page.locator('#root[data-hydrated="en"]').waitFor();
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });

  it.each(['/', '/login', '/static/faq'])(
    'hydrates %s in the visitor’s language without errors, in the scheme the visitor uses',
    async (path) => {
      const tab = await openPage(browser, { locale: 'en-US', viewport: PHONE });
      await tab.page.emulateMedia({ colorScheme: 'dark' });
      await tab.page.goto(path);
      await tab.page.locator('#root[data-hydrated="en"]').waitFor();
      expect(await tab.page.evaluate(() => document.documentElement.className)).toContain('dark');
      expect(tab.errors).toEqual([]);
      await tab.context.close();
    },
  );

  it('follows ?lang= and keeps the choice for the next prerendered page', async () => {
    const tab = await openPage(browser, { locale: 'de-DE' });
    await tab.page.goto('/login?lang=en');
    await tab.page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    // The server picked English from ?lang=: the markup already was English and hydrates.
    await tab.page.locator('#root[data-hydrated="en"]').waitFor();
    // The app dropped the parameter from the address before its router started.
    expect(new URL(tab.page.url()).search).toBe('');
    // The choice is kept: the next visit of a prerendered page gets English from the cookie.
    await tab.page.goto('/static/faq');
    await tab.page.locator('#root[data-hydrated="en"]').waitFor();
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });

  it('renders on the client when the stored language differs from the page the server sent', async () => {
    const tab = await openPage(browser, { locale: 'de-DE' });
    await tab.page.goto('/static/faq');
    await tab.page.locator('#root[data-hydrated="de"]').waitFor();
    // English stored in the browser only (the cookie lost): the server still sends German.
    await tab.page.evaluate(() => localStorage.setItem('backline_language', 'en'));
    await tab.context.clearCookies();
    await tab.page.reload();
    await tab.page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    expect(await tab.page.locator('#root').getAttribute('data-hydrated')).toBeNull();
    expect(await tab.page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });

  it.each(['/', '/login'])(
    'hydrates %s on the prerendered styles instead of inserting them again',
    async (path) => {
      const tab = await openPage(browser, { locale: 'de-DE', viewport: PHONE });
      await tab.page.goto(path);
      await tab.page.locator('#root[data-hydrated="de"]').waitFor();
      await tab.page.waitForLoadState('networkidle');
      const styles = await tab.page.evaluate(() => {
        const sheets = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')];
        const prerendered = sheets
          .find((sheet) => sheet.dataset['emotion']?.startsWith('css '))
          ?.dataset['emotion']?.split(' ')
          .slice(1);
        // Emotion's client sheets: rules inserted through the CSSOM, no text of their own.
        const inserted = new Set<string>();
        for (const sheet of sheets) {
          if (sheet.dataset['emotion'] !== 'css' || sheet.textContent !== '') continue;
          for (const rule of sheet.sheet?.cssRules ?? []) {
            for (const match of rule.cssText.matchAll(/\.css-([\w-]+)/g)) inserted.add(match[1]!);
          }
        }
        return { prerendered: prerendered ?? [], inserted: inserted.size };
      });
      expect(styles.prerendered.length).toBeGreaterThan(20);
      // The server rendered with the production class names the browser computes (a development
      // build of MUI would label them, e.g. `r76wb8-MuiTypography-root`) …
      expect(styles.prerendered.filter((name) => name.includes('-Mui'))).toEqual([]);
      // … so the browser reuses them and inserts only the styles of what came after the markup
      // (before this was fixed it inserted every one of them again while hydrating).
      expect(styles.inserted).toBeLessThan(styles.prerendered.length);
      expect(tab.errors).toEqual([]);
      await tab.context.close();
    },
  );

  it('keeps what a visitor typed into the prerendered login before the JavaScript arrived', async () => {
    const tab = await openPage(browser, { locale: 'de-DE', viewport: PHONE });
    // Hold the app's code back, as a slow phone network would.
    const release = await holdTheAppBack(tab.page);
    // The module script holds DOMContentLoaded back too: wait for the markup itself.
    await tab.page.goto('/login', { waitUntil: 'commit' });
    await tab.page.locator('input[name="email"]').waitFor();
    expect(await tab.page.locator('#root').getAttribute('data-hydrated')).toBeNull();
    // The submit button waits for the app, so an early click cannot submit the form natively.
    expect(await tab.page.getByRole('button', { name: 'Anmelden', exact: true }).isDisabled()).toBe(
      true,
    );
    await tab.page.locator('input[name="email"]').fill('demo@backline.test');
    await tab.page.locator('input[name="password"]').fill('Demo-Passw0rd1');
    release();
    await tab.page.locator('#root[data-hydrated="de"]').waitFor();
    await tab.page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await tab.page.waitForURL((url) => url.pathname === '/home');
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });
});
