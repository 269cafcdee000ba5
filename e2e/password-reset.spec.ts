import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser.ts';
import { activationCode, waitForMail } from './support/mailbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A fresh activated account, made through the public API as a user would (mail included). */
async function createAccount(email: string, password: string): Promise<void> {
  const post = (path: string, body: object) =>
    fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/account', {
    email,
    password,
    passwordRepeat: password,
    name: 'Sam Richter',
    accountType: 'musician',
    acceptTerms: true,
    locale: 'de',
  });
  expect(registered.status).toBe(201);
  const code = activationCode(await waitForMail(email));
  expect((await post('/api/account/activate', { email, code })).status).toBe(200);
}

describe('resetting a forgotten password', () => {
  it('mails a code, sets the new password with it and signs in; the old password stops working', async () => {
    const email = `sam-${Date.now().toString(36)}@backline.test`;
    await createAccount(email, 'Drumroll-2026x');
    const { context, page } = await openPage(browser);

    await page.goto('/login');
    await page
      .getByLabel(/E-Mail/i)
      .first()
      .fill(email);
    await page.getByRole('link', { name: /Passwort vergessen/ }).click();
    await page.waitForURL((url) => url.searchParams.has('reset'));
    await page.getByRole('button', { name: /Code (senden|anfordern)/ }).click();
    const mail = await waitForMail(email, 1);
    const code = activationCode(mail);

    await page.locator('input[name="code"]').waitFor();
    await page.locator('input[name="code"]').fill(code);
    await page.locator('input[name="password"]').fill('Snaredrum-2027y');
    await page.locator('input[name="passwordRepeat"]').fill('Snaredrum-2027y');
    await page
      .getByRole('button', { name: /Passwort (speichern|ändern|setzen|zurücksetzen)/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByRole('heading', { level: 1, name: /Sam Richter/ }).waitFor();

    const signIn = (password: string) =>
      fetch(`${baseUrl()}/api/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.8' },
        body: JSON.stringify({ email, password }),
      });
    expect((await signIn('Drumroll-2026x')).status).toBe(422);
    expect((await signIn('Snaredrum-2027y')).status).toBe(200);
    await context.close();
  });
});
