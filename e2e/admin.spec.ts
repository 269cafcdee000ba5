import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, openPage, PHONE } from './support/browser.ts';
import { activationCode, waitForMail } from './support/mailbox.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/admin.ts';
import { signInWithTotp } from './support/moderators.ts';

const USER_PASSWORD = 'Schlagzeug-2026x';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The API as a script would call it, from its own client address (rate limits stay apart). */
async function api(
  path: string,
  options: { body?: object; token?: string } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: options.body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '10.7.7.7',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Fills and sends the login form (German interface). */
async function submitPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page
    .getByLabel(/E-Mail/i)
    .first()
    .fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/** A fresh activated account, made through the public API as a user would (mail included). */
async function createAccount(name: string): Promise<string> {
  const email = `verwaltet-${Date.now().toString(36)}@backline.test`;
  const registered = await api('/api/account', {
    body: {
      email,
      password: USER_PASSWORD,
      passwordRepeat: USER_PASSWORD,
      name,
      accountType: 'musician',
      acceptTerms: true,
      locale: 'de',
    },
  });
  expect(registered.status).toBe(201);
  const code = activationCode(await waitForMail(email));
  expect((await api('/api/account/activate', { body: { email, code } })).status).toBe(200);
  return email;
}

async function confirmAction(page: Page, action: string, reason: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (reason) await dialog.getByLabel('Grund (optional)').fill(reason);
  await dialog.getByRole('button', { name: 'Ausführen' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('site administration', () => {
  it('gives a one-time key that signs in once, bans a user who then sees the ban, and logs it all', async () => {
    const name = `Kira Admintest ${Date.now().toString(36)}`;
    const email = await createAccount(name);

    // The admin works on a phone-sized screen (360 px).
    const admin = await openPage(browser, { viewport: PHONE });
    await signInWithTotp(admin.page, DEMO_ADMIN);
    await admin.page.goto('/admin/user');
    await admin.page.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' }).waitFor();
    await admin.page.getByLabel('Name oder E-Mail').fill(email);
    await admin.page.getByRole('button', { name: 'Suchen' }).click();
    await admin.page.getByRole('button', { name: new RegExp(name) }).click();
    await admin.page.getByRole('heading', { level: 2, name }).waitFor();

    await confirmAction(admin.page, 'Einmal-Login-Schlüssel', 'Support-Anfrage per Telefon');
    const key = (await admin.page.getByTestId('login-key').textContent())?.trim() ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await admin.page.getByTestId('login-key-url').textContent()).toContain(
      `/login?key=${key}`,
    );

    // The user opens the link in a browser of their own: signed in, the key gone from the address.
    const user = await openPage(browser);
    await user.page.goto(`/login?key=${key}`);
    await user.page.waitForURL((url) => url.pathname === '/home');
    expect(user.page.url()).not.toContain(key);
    expect(user.page.url()).not.toContain('key=');
    await user.page.getByRole('heading', { level: 1, name: new RegExp(name) }).waitFor();

    // The same key again: refused, back on /login.
    const again = await openPage(browser);
    await again.page.goto(`/home?key=${key}`);
    await again.page.getByText('Unbekanntes Konto oder falsche Zugangsdaten').waitFor();
    expect(new URL(again.page.url()).pathname).toBe('/login');
    expect(again.page.url()).not.toContain(key);
    await again.context.close();

    // A community ban with a reason.
    await confirmAction(admin.page, 'Community-Sperre setzen', 'Beleidigungen im Forum');
    await admin.page
      .getByTestId('admin-bans')
      .getByText(/Community-Sperre bis/)
      .waitFor();

    // The user reloads and sees the ban with its date.
    await user.page.reload();
    const notice = user.page.getByTestId('community-ban');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(
      /^Community-Sperre\. Du kannst bis \d{2}\.\d{2}\.\d{4}, 23:59 nichts veröffentlichen$/,
    );

    // The audit log, newest first, with who and why.
    const log = admin.page.getByTestId('admin-audit-log');
    const entries = log.getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toContain('Community-Sperre gesetzt');
    expect(await entries.nth(0).textContent()).toContain('Grund: Beleidigungen im Forum');
    expect(await entries.nth(0).textContent()).toContain('von Backline Admin');
    expect(await entries.nth(1).textContent()).toContain('Einmal-Login-Schlüssel erzeugt');
    expect(await entries.nth(1).textContent()).toContain('Grund: Support-Anfrage per Telefon');

    // Nothing is wider than the phone.
    const overflow = await admin.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The user's detail with its log is axe-clean in both colour schemes.
    expect(await seriousAxeViolations(admin.page)).toEqual([]);
    await admin.page.emulateMedia({ colorScheme: 'dark' });
    await expect
      .poll(() => admin.page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    expect(await seriousAxeViolations(admin.page)).toEqual([]);
    expect(admin.errors.filter((error) => !/4\d\d/.test(error))).toEqual([]);
    expect(user.errors.filter((error) => !/4\d\d/.test(error))).toEqual([]);
    await user.context.close();
    await admin.context.close();
  });

  it('shows a member without the admin role that the page is not for them', async () => {
    const { context, page } = await openPage(browser);
    await submitPassword(page, 'demo@backline.test', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/admin/user');
    await page.getByText('Diese Seite ist nur für Administrator:innen.').waitFor();
    await context.close();
  });
});
