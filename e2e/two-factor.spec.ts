import type { Browser } from 'playwright-core';
import { generate } from 'otplib';
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

const PASSWORD = 'Zweifach-2026x';

/** A code as the authenticator app shows it, `steps` periods of 30 s from now. */
const totp = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** JSON to the API from the test's own client address (the server trusts X-Forwarded-For). */
const post = (path: string, body: object, token?: string) =>
  fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '10.9.7.7',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

/**
 * A fresh activated account (registration mail included) with two-factor sign-in turned on
 * through the API, as the settings section does it: password, secret, a code from it.
 */
async function accountWithTwoFactor(email: string) {
  const registered = await post('/api/account', {
    email,
    password: PASSWORD,
    passwordRepeat: PASSWORD,
    name: 'Toni Zweifach',
    accountType: 'musician',
    acceptTerms: true,
    locale: 'de',
  });
  expect(registered.status).toBe(201);
  const code = activationCode(await waitForMail(email));
  const activated = await post('/api/account/activate', { email, code });
  expect(activated.status).toBe(200);
  const { token } = (await activated.json()) as { token: string };

  const setup = await post('/api/user/2fa/setup', { password: PASSWORD }, token);
  expect(setup.status).toBe(200);
  const { secret, uri } = (await setup.json()) as { secret: string; uri: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/Backline:/);
  const enabled = await post('/api/user/2fa/enable', { code: await totp(secret) }, token);
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes };
}

describe('two-factor sign-in', () => {
  it('asks for the app code after the password, refuses a wrong one and signs in with the right one', async () => {
    const email = `toni-${Date.now().toString(36)}@backline.test`;
    const { secret } = await accountWithTwoFactor(email);
    const { context, page, errors } = await openPage(browser);
    await page.goto('/login');
    await page
      .getByLabel(/E-Mail/i)
      .first()
      .fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();

    await page.getByRole('heading', { level: 1, name: 'Bestätigung in zwei Schritten' }).waitFor();
    const otp = page.locator('input[name="otp"]');
    expect(await otp.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await otp.getAttribute('inputmode')).toBe('numeric');

    // The enabling code used this period's code: the next period's is fresh (±1 period).
    const right = await totp(secret, 1);
    await otp.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByText('Der Code ist falsch oder abgelaufen.').waitFor();
    expect(page.url()).toContain('/login');

    await otp.fill(right);
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByRole('heading', { level: 1, name: /Toni Zweifach/ }).waitFor();
    expect(errors.filter((error) => !error.includes('422'))).toEqual([]);
    await context.close();
  });

  it('signs in once with a recovery code, in English', async () => {
    const email = `toni-en-${Date.now().toString(36)}@backline.test`;
    const { recoveryCodes } = await accountWithTwoFactor(email);
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    await page.goto('/login');
    await page
      .getByLabel(/E-mail/i)
      .first()
      .fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Two-step verification' }).waitFor();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel(/Recovery code/).fill(recoveryCodes[0]!.toUpperCase());
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await context.close();

    // The same recovery code does not work a second time.
    const again = await post('/api/token', { email, password: PASSWORD, otp: recoveryCodes[0] });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ code: 'auth.two_factor_invalid' });
  });
});
