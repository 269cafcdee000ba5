/**
 * The main journey of the accounts issue: register → activation code from the SMTP mail → home →
 * settings (e-mail change with the code mailed to the new address, phone change with the SMS code
 * from the development outbox, this device in the session list) → a bookmark of the gig list,
 * read in words → app settings (English, dark, kept after a reload) → sign out → sign in with
 * the new e-mail.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE } from './support/browser.ts';
import { activationCode, waitForMail } from './support/mailbox.ts';
import { waitForSmsCode } from './support/sms.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PASSWORD = 'Bassline-2026x';
const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const uniqueEmail = (label: string): string => `${label}-${stamp}@backline.test`;
/** A German mobile number of this run (E.164). */
const PHONE_NUMBER = `+49170${String(Date.now() % 10_000_000).padStart(7, '0')}`;

describe('account settings journey', () => {
  it('registers, changes e-mail and phone, switches language and colours, and signs in with the new e-mail', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: PHONE });
    const email = uniqueEmail('lena');
    const newEmail = uniqueEmail('lena-neu');

    // Register and activate with the code from the SMTP mail.
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'Konto erstellen' }).waitFor();
    await page.locator('input[name="name"]').fill('Lena Schulz');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="passwordRepeat"]').fill(PASSWORD);
    await page.locator('input[name="acceptTerms"]').check();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Konto aktivieren' }).waitFor();
    await page.locator('input[name="code"]').fill(activationCode(await waitForMail(email)));
    await page.getByRole('button', { name: 'Konto aktivieren' }).click();
    await page.waitForURL((url) => url.pathname === '/home');

    // Settings: change the e-mail; the request is pending until the mailed code comes back.
    await page.goto('/user/settings');
    await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();
    const emailSection = page.locator('section[aria-labelledby="email-setting"]');
    await expect.poll(() => emailSection.getByTestId('email-current').textContent()).toBe(email);
    await emailSection.getByRole('button', { name: 'Ändern' }).click();
    await emailSection.locator('input[name="email"]').fill(newEmail);
    await emailSection.locator('input[name="password"]').fill(PASSWORD);
    await emailSection.getByRole('button', { name: 'Code senden' }).click();
    const emailPending = emailSection.getByTestId('email-pending');
    await emailPending.waitFor();
    expect(await emailPending.textContent()).toContain(newEmail);
    expect(await emailSection.getByTestId('email-current').textContent()).toBe(email);
    const emailCode = activationCode(await waitForMail(newEmail));
    await emailSection.locator('input[name="code"]').fill(emailCode);
    await emailSection.getByRole('button', { name: 'Bestätigen' }).click();
    await emailSection.getByText('Deine E-Mail-Adresse wurde geändert.').waitFor();
    await expect.poll(() => emailSection.getByTestId('email-current').textContent()).toBe(newEmail);
    // The old address is told about the change.
    expect(await waitForMail(email, 1)).toContain(newEmail);

    // Phone: the SMS code from the development provider's outbox.
    const phoneSection = page.locator('section[aria-labelledby="phone-setting"]');
    await phoneSection.getByRole('button', { name: 'Hinzufügen' }).click();
    await phoneSection
      .locator('input[name="phone"]')
      .fill(`${PHONE_NUMBER.slice(0, 3)} ${PHONE_NUMBER.slice(3, 6)} ${PHONE_NUMBER.slice(6)}`);
    await phoneSection.locator('input[name="password"]').fill(PASSWORD);
    await phoneSection.getByRole('button', { name: 'Code senden' }).click();
    const phonePending = phoneSection.getByTestId('phone-pending');
    await phonePending.waitFor();
    expect(await phonePending.textContent()).toContain(PHONE_NUMBER);
    await phoneSection.locator('input[name="code"]').fill(await waitForSmsCode(PHONE_NUMBER));
    await phoneSection.getByRole('button', { name: 'Bestätigen' }).click();
    await expect
      .poll(() => phoneSection.getByTestId('phone-current').textContent())
      .toBe(PHONE_NUMBER);

    // Sessions: this device is listed and marked.
    const sessions = page.getByTestId('session-list');
    await sessions.getByText('Dieses Gerät').waitFor();
    expect(await sessions.locator('li').count()).toBe(1);
    const settingsOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(settingsOverflow).toBeLessThanOrEqual(0);

    // Bookmarks: the gig list's filter saved under a name (without the page it was on), then
    // read in words on /user/bookmarks and opened again.
    await page.goto('/gigs?paid=1&type=live&from=2026-12-12&page=2');
    // On a phone the filters and their bookmarks wait behind the counting filter button.
    await page.getByRole('button', { name: 'Filter (3)' }).click();
    await page.getByRole('button', { name: 'Filter als Lesezeichen speichern' }).click();
    await page.getByLabel(/^Name des Lesezeichens/).fill('Live mit Gage');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText('Lesezeichen gespeichert.').waitFor();
    await page.goto('/user/bookmarks');
    await page.getByRole('heading', { level: 1, name: 'Lesezeichen' }).waitFor();
    const saved = page.getByRole('listitem').filter({ hasText: 'Live mit Gage' });
    expect(await saved.getByTestId('bookmark-filter').textContent()).toBe(
      'Nur mit Gage · Auftrittsart: Live · ab 12.12.2026',
    );
    await saved.getByRole('button', { name: 'Lesezeichen Live mit Gage öffnen' }).click();
    await page.waitForURL((url) => url.pathname === '/gigs');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      paid: '1',
      type: 'live',
      from: '2026-12-12',
    });

    // App settings: English and dark apply at once and survive a reload.
    await page.goto('/user/appsettings');
    await page.getByRole('heading', { level: 1, name: 'App-Einstellungen' }).waitFor();
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('heading', { level: 1, name: 'App settings' }).waitFor();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.className))
      .toContain('dark');
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'App settings' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    // The page fits a 360 px phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Sign out from the account menu, then sign in with the NEW e-mail.
    await page.getByRole('button', { name: 'Lena Schulz (account menu)' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await page.getByLabel(/E-Mail/i).fill(newEmail);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="password"]').press('Enter');
    await page.waitForURL((url) => url.pathname === '/home');

    await page.goto('/user/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await expect.poll(() => page.getByTestId('email-current').textContent()).toBe(newEmail);
    expect(errors).toEqual([]);
    await context.close();

    // A fresh browser (nothing stored) gets the saved language and colour scheme on sign-in.
    const fresh = await openPage(browser, { viewport: PHONE });
    await fresh.page.goto('/login');
    await fresh.page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    await fresh.page.getByLabel(/E-Mail/i).fill(newEmail);
    await fresh.page.locator('input[name="password"]').fill(PASSWORD);
    await fresh.page.locator('input[name="password"]').press('Enter');
    await fresh.page.waitForURL((url) => url.pathname === '/home');
    await expect.poll(() => fresh.page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect
      .poll(() => fresh.page.evaluate(() => document.documentElement.className))
      .toContain('dark');
    expect(fresh.errors).toEqual([]);
    await fresh.context.close();
  });
});
