import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser.ts';
import { activationCode, mailsTo, waitForMail } from './support/mailbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PASSWORD = 'Tremolo-2026x';

const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.8.7', ...headers },
    body: JSON.stringify(body),
  });

/** A fresh activated account made through the public API; answers its session token. */
async function createAccount(email: string): Promise<string> {
  const registered = await post('/api/account', {
    email,
    password: PASSWORD,
    passwordRepeat: PASSWORD,
    name: 'Rike Lange',
    accountType: 'musician',
    acceptTerms: true,
    locale: 'de',
  });
  expect(registered.status).toBe(201);
  const code = activationCode(await waitForMail(email));
  const activated = await post('/api/account/activate', { email, code });
  expect(activated.status).toBe(200);
  return ((await activated.json()) as { token: string }).token;
}

/** The path and query of the newest mailed `/login?reactivate=` link. */
function reactivationPath(raw: string): string {
  // Quoted-printable: soft line breaks joined, `=3D` back to `=`.
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = /\/login\?reactivate=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no reactivation link in the mail');
  return `/login?reactivate=${match[1]}`;
}

describe('deactivating an account', () => {
  it('refuses sign-in with the deactivation message; the mailed link signs in and lands on /home', async () => {
    const email = `rike-${Date.now().toString(36)}@backline.test`;
    const token = await createAccount(email);

    const deactivated = await post(
      '/api/user/deactivate',
      { password: PASSWORD },
      { authorization: `Bearer ${token}` },
    );
    expect(deactivated.status).toBe(200);
    await waitForMail(email, 1);
    const me = await fetch(`${baseUrl()}/api/user/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);

    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await page
      .getByLabel(/E-Mail/i)
      .first()
      .fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: /^Anmelden$/ }).click();
    await page.getByText('Dieses Konto ist deaktiviert.', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    // The refusal mailed a fresh link (the earlier one is replaced by it).
    const mail = await waitForMail(email, 2);
    expect(mailsTo(email)).toHaveLength(3);
    await page.goto(reactivationPath(mail));
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByRole('heading', { level: 1, name: /Rike Lange/ }).waitFor();
    const stored = await page.evaluate(() => window.localStorage.getItem('backline_token'));
    expect(stored).toBeTruthy();
    await context.close();
  });
});
