import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { OIDC_PROVIDER_NAME } from './support/oidc-provider.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The provider's development pages import a web font; the journeys stay offline. */
async function offline(page: Page): Promise<void> {
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
}

/** At the provider: its development login form (any password), then consent if it asks. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('beliebig');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  await Promise.race([
    consent.waitFor().then(() => consent.click()),
    page.waitForURL((url) => url.pathname === '/home'),
  ]);
}

/** The signed-in user's id, as the app's API reports it. */
const userId = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const token = window.localStorage.getItem('backline_token') ?? '';
    const response = await fetch('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { user: { id: string } }).user.id;
  });

describe('signing in through an OpenID Connect provider', () => {
  it('signs in a new user through the local provider and lands on /home', async () => {
    const { context, page, errors } = await openPage(browser);
    await offline(page);
    const login = `lena-${Date.now().toString(36)}`;
    await page.goto('/login');
    const authorization = page.waitForRequest((request) =>
      new URL(request.url()).searchParams.has('code_challenge'),
    );
    await page.getByRole('button', { name: `Weiter mit ${OIDC_PROVIDER_NAME}` }).click();
    const asked = new URL((await authorization).url()).searchParams;
    expect(asked.get('code_challenge_method')).toBe('S256');
    expect(asked.get('response_type')).toBe('code');
    expect(asked.get('state')).toBeTruthy();
    expect(asked.get('nonce')).toBeTruthy();
    await signInAtProvider(page, login);

    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByRole('heading', { level: 1, name: new RegExp(login) }).waitFor();
    // The code and state do not stay in the history.
    expect(await page.evaluate(() => window.location.search)).toBe('');
    expect(errors).toEqual([]);
    const firstId = await userId(page);

    // Signed out and in again: the same account, no new one.
    await context.clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/login');
    await page.getByRole('button', { name: `Weiter mit ${OIDC_PROVIDER_NAME}` }).click();
    await signInAtProvider(page, login);
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByRole('heading', { level: 1, name: new RegExp(login) }).waitFor();
    expect(await userId(page)).toBe(firstId);
    await context.close();
  });

  it("shows 'external authentication failed' for an answer it did not ask for, with a way back", async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    await page.goto('/oauth?code=forged&state=forged');
    await page.getByText('External authentication failed. Please try again.').waitFor();
    expect(await page.evaluate(() => window.location.search)).toBe('');
    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});
