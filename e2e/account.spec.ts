import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE } from './support/browser.ts';
import { activationCode, mailsTo, waitForMail } from './support/mailbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const uniqueEmail = (label: string): string =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@backline.test`;

async function fillRegistration(page: Page, email: string, name: string): Promise<void> {
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Bassline-2026x');
  await page.locator('input[name="passwordRepeat"]').fill('Bassline-2026x');
  await page.locator('input[name="acceptTerms"]').check();
}

describe('creating an account', () => {
  it('registers a musician, mails a German code over SMTP, and the code activates and signs in', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: PHONE });
    const email = uniqueEmail('jonas');
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'Konto erstellen' }).waitFor();
    await fillRegistration(page, email, 'Jonas Becker');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();

    await page.getByRole('heading', { level: 1, name: 'Konto aktivieren' }).waitFor();
    const mail = await waitForMail(email);
    expect(mail).toMatch(/^Subject: .*(Aktiv|Code)/im);

    // A wrong code first: the catalogue message, and the right code still works afterwards.
    const code = activationCode(mail);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.locator('input[name="code"]').fill(wrong);
    await page.getByRole('button', { name: 'Konto aktivieren' }).click();
    await page.getByText('Falscher Code').waitFor();

    await page.locator('input[name="code"]').fill(code);
    await page.getByRole('button', { name: 'Konto aktivieren' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByRole('heading', { level: 1, name: /Jonas Becker/ }).waitFor();
    expect(errors.filter((error) => !error.includes('422'))).toEqual([]);
    await context.close();
  });

  it('refuses a second account with the same address and sends a new code in English on request', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    const email = uniqueEmail('mia');
    await page.goto('/account');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await fillRegistration(page, email, 'Mia Wagner');
    await page.getByRole('button', { name: 'Create account' }).click();
    const first = await waitForMail(email);
    expect(first).toMatch(/^Subject: .*(activat|code)/im);

    await page.getByRole('button', { name: /Send code again/ }).click();
    const second = await waitForMail(email, 1);
    expect(mailsTo(email)).toHaveLength(2);
    expect(activationCode(second)).not.toBe('');

    await page
      .getByRole('button', { name: /another e-mail|different e-mail|other e-mail/i })
      .click();
    await fillRegistration(page, email, 'Mia Wagner');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('E-Mail or phone number is already in use').waitFor();
    await context.close();
  });
});
