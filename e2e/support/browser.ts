/**
 * Real Chromium (Debian's package) through playwright-core. Every page records console errors
 * and uncaught exceptions so a journey can assert that none happened.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/lib.ts';

export const baseUrl = (): string => inject('baseUrl');
export const publicSiteUrl = (): string => inject('publicSiteUrl');

/** `extraArgs`: more Chromium switches (e.g. a fake camera). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...CHROMIUM_FLAGS,
      '--disable-dev-shm-usage',
      // Every journey stays on the app's own origin (the identity provider's pages aside): a
      // renderer process per site only adds process start-ups, about 7% of the journeys' CPU
      // on a machine with two cores.
      '--disable-features=IsolateOrigins,site-per-process',
      ...extraArgs,
    ],
  });
}

export type TestPage = {
  context: BrowserContext;
  page: Page;
  /** Console errors and page exceptions seen so far. */
  errors: string[];
};

let clientCounter = Math.floor(Math.random() * 50_000);
/** A distinct documentation-range address (198.18.0.0/15) per browser context. */
function nextClientAddress(): string {
  clientCounter += 1;
  return `198.18.${Math.floor(clientCounter / 250) % 250}.${(clientCounter % 250) + 1}`;
}

export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 900 };

export async function openPage(
  browser: Browser,
  options: { locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    // Each browser context is its own client, as separate people would be: the server trusts
    // the proxy header in e2e, so per-address sign-in limits apply per context, not per suite.
    extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress() },
    baseURL: baseUrl(),
    locale: options.locale ?? 'de-DE',
    viewport: options.viewport ?? DESKTOP,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  // Addresses the server answered 404 with the app (docs/decisions.md, 29): the browser logs
  // each as a failed load, but the app shows its not-found screen as it should; a journey that
  // cares asserts the status itself. Failed loads of anything else stay errors.
  const notFoundPages = new Set<string>();
  const isNotFoundPage = (text: string, where: string) =>
    notFoundPages.has(where) && /^Failed to load resource: .* 404\b/.test(text);
  page.on('response', (response) => {
    const request = response.request();
    if (response.status() !== 404 || !request.isNavigationRequest()) return;
    if (request.frame() !== page.mainFrame()) return;
    notFoundPages.add(response.url());
    for (let i = errors.length - 1; i >= 0; i -= 1) {
      const match = /^console: (.*) \((.*)\)$/.exec(errors[i] ?? '');
      if (match && isNotFoundPage(match[1] ?? '', match[2] ?? '')) errors.splice(i, 1);
    }
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed request names no address in its text; the message's location does.
    const where = message.location().url;
    if (where && isNotFoundPage(message.text(), where)) return;
    errors.push(`console: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  awaitTheApp(page);
  return { context, page, errors };
}

/**
 * A prerendered page (`/`, `/login`, `/account`, the static pages) is on screen before React takes
 * it over, and its submit buttons wait for that. A journey acts as a person who waits for the
 * page to be ready: after `goto` and `reload` it waits until the app is running (`data-app` on
 * `#root`, set by main.tsx) whenever the page came prerendered. `prerender.spec.ts` checks the
 * early moments on its own pages.
 */
export function awaitTheApp(page: Page): void {
  const ready = async () => {
    if ((await page.locator('#root[data-prerendered]').count()) === 0) return;
    await page.locator('#root[data-app]').waitFor();
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await ready();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await ready();
    return response;
  };
}

/** Signs in through the login screen as a demo account. */
export async function signIn(
  page: Page,
  email = 'demo@backline.test',
  password = 'Demo-Passw0rd1',
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/E-Mail/i).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: /^(Anmelden|Log in)$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
