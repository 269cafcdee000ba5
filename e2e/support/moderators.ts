/**
 * The demo moderators (seed; their TOTP secrets are published in the README) and signing one in
 * through the login screen, second factor included.
 */
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, nextTotpStep, totpCodes } from './admin.ts';

export { DEMO_PASSWORD };

/** The demo moderators' published TOTP secrets (seed). */
export const MODERATORS = {
  first: { email: 'moderator@backline.test', secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' },
  second: { email: 'moderator2@backline.test', secret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U' },
} as const;

/**
 * Signs a demo moderator or the demo admin in through the login screen, second factor
 * included. A code is good once per 30-second step and account: when a journey running at the
 * same time used this step's code, the next step's is entered (see `totpCodes`).
 */
export async function signInWithTotp(page: Page, moderator: { email: string; secret: string }) {
  await page.goto('/login');
  await page
    .getByLabel(/E-Mail/i)
    .first()
    .fill(moderator.email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  const otp = page.locator('input[name="otp"]');
  await otp.waitFor();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    for (const code of totpCodes(moderator.secret)) {
      await otp.fill(code);
      const answer = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/token' &&
          response.request().method() === 'POST',
      );
      await otp.press('Enter');
      if ((await answer).ok()) {
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
        return;
      }
    }
    await nextTotpStep();
  }
  throw new Error(`${moderator.email} could not sign in with the second factor.`);
}
