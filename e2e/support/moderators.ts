/**
 * The demo moderators (seed; their TOTP secrets are published in the README) and signing one in
 * through the login screen, second factor included.
 */
import type { Page } from 'playwright-core';
import { totp } from './admin.ts';

/** Every demo account's password, and the demo moderators' published TOTP secrets (seed). */
export const DEMO_PASSWORD = 'Demo-Passw0rd1';
export const MODERATORS = {
  first: { email: 'moderator@backline.test', secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' },
  second: { email: 'moderator2@backline.test', secret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U' },
} as const;

/**
 * Signs a demo moderator in through the login screen, second factor included. A code is good
 * once per 30-second step: when this step's code was used already, the next step's is entered.
 */
export async function signInModerator(page: Page, moderator: { email: string; secret: string }) {
  await page.goto('/login');
  await page.getByLabel(/E-Mail/i).fill(moderator.email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  const otp = page.locator('input[name="otp"]');
  await otp.waitFor();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await otp.fill(totp(moderator.secret));
    await otp.press('Enter');
    const signedIn = await page
      .waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (signedIn) return;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  throw new Error(`${moderator.email} could not sign in with the second factor.`);
}
