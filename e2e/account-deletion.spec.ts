/**
 * Deleting the own account and taking it back (account-lifecycle.spec.ts covers deactivation):
 * a musician with a band page deletes the account from the settings (a wrong password is refused
 * at the field, the dialog names the purge date), is signed out and told when the data go, and
 * the profile is hidden at once. A sign-in is refused with the date and mails a fresh link, which
 * replaces the first one; the fresh link cancels the deletion and signs in, the profile and the
 * band page are there, and signing in with the password works again.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { launchBrowser, openPage, signIn } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const BAND = `Die Wiederkehr ${stamp}`;

/** The path and query of the mailed `/login?restore=` link. */
function restorePath(raw: string): string {
  // Quoted-printable: soft line breaks joined, `=3D` back to `=`.
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = /\/login\?restore=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no restore link in the mail');
  return `/login?restore=${match[1]}`;
}

/** A day 30 days from now as the German interface writes it long ("12. Juli 2026"). */
const purgeDay = (): string =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'long' }).format(
    new Date(Date.now() + 30 * 24 * 3600 * 1000),
  );

describe('deleting the account and restoring it', () => {
  it('deletes from the settings, refuses sign-in, and the mailed link brings everything back', async () => {
    const musician = await registerMusician('Dana Delete', stamp);
    const band = await apiCall(
      '/api/pages',
      { kind: 'artist', artistForm: 'band', name: BAND },
      musician.token,
    );
    expect(band.status).toBe(201);
    const me = await apiCall('/api/user/me', null, musician.token);
    const user = me.json['user'] as { id: string; resource: string };
    expect((await apiCall(`/api/user/${user.id}`, null)).status).toBe(200);

    // The settings' danger zone: the dialog names the purge date and wants the password.
    const { page, errors, context } = await openPage(browser);
    await signIn(page, musician.email, JOURNEY_PASSWORD);
    await page.goto('/user/settings');
    const zone = page.getByRole('region', { name: 'Konto deaktivieren oder löschen' });
    await zone.getByText(/nach 30 Tagen löschen wir deine persönlichen Daten endgültig/).waitFor();
    await zone.getByRole('button', { name: 'Konto löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konto löschen?' });
    await dialog
      .getByText(`Am ${purgeDay()} löschen wir deine persönlichen Daten endgültig.`, {
        exact: false,
      })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const password = dialog.getByLabel(/^Aktuelles Passwort/);
    await password.fill('Nicht-mein-Passwort-1');
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await dialog.getByText('Das aktuelle Passwort ist falsch').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect((await apiCall('/api/user/me', null, musician.token)).status).toBe(200);

    // Deleted: signed out here and everywhere, told when the data go, the profile hidden.
    await password.fill(JOURNEY_PASSWORD);
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('farewell') === 'deleted',
    );
    await page.getByRole('heading', { level: 1, name: 'Dein Konto wird gelöscht' }).waitFor();
    await page
      .getByText(`Am ${purgeDay()} löschen wir deine persönlichen Daten`, { exact: false })
      .waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('backline_token'))).toBeNull();
    expect((await apiCall('/api/user/me', null, musician.token)).status).toBe(401);
    expect((await apiCall(`/api/user/${user.id}`, null)).status).toBe(404);
    const firstLink = restorePath(await waitForMail(musician.email, 1));
    // The browser logs the refusal of the wrong password, and nothing else.
    expect(errors).toEqual([expect.stringMatching(/status of 422 .*\/api\/user\/delete\)$/)]);
    await context.close();

    // A sign-in is refused with the date, and mails a fresh link that replaces the first.
    const again = await openPage(browser);
    await again.page.goto('/login');
    await again.page
      .getByLabel(/E-Mail/i)
      .first()
      .fill(musician.email);
    await again.page.locator('input[name="password"]').fill(JOURNEY_PASSWORD);
    await again.page.getByRole('button', { name: /^Anmelden$/ }).click();
    await again.page
      .getByText(
        /Dieses Konto wird am .+ gelöscht\. Den Link zum Abbrechen der Löschung haben wir dir geschickt\./,
      )
      .waitFor();
    expect(new URL(again.page.url()).pathname).toBe('/login');
    const freshLink = restorePath(await waitForMail(musician.email, 2));
    expect(freshLink).not.toBe(firstLink);
    await again.page.goto(firstLink);
    await again.page.getByRole('heading', { level: 1, name: 'Löschung abbrechen' }).waitFor();
    await again.page
      .getByText('Dieser Link ist ungültig oder abgelaufen. Fordere einen neuen an.')
      .waitFor();
    expect((await apiCall(`/api/user/${user.id}`, null)).status).toBe(404);

    // The fresh link cancels the deletion and signs in; everything is still there.
    await again.page.goto(freshLink);
    await again.page.waitForURL((url) => url.pathname === '/home');
    await again.page.getByRole('heading', { level: 1, name: /Dana Delete/ }).waitFor();
    expect((await apiCall(`/api/user/${user.id}`, null)).status).toBe(200);
    await again.page.goto(String(band.json['resource']));
    await again.page.getByRole('heading', { level: 1, name: BAND }).waitFor();
    await again.page.goto(user.resource);
    await again.page.getByRole('heading', { level: 1, name: 'Dana Delete' }).waitFor();
    // The browser logs the refused sign-in and the superseded link, and nothing else.
    expect(again.errors).toEqual([
      expect.stringMatching(/status of 403 .*\/api\/token\)$/),
      expect.stringMatching(/status of 422 .*\/api\/account\/restore\)$/),
    ]);
    await again.context.close();

    // And the password signs in as before.
    const later = await openPage(browser);
    await signIn(later.page, musician.email, JOURNEY_PASSWORD);
    expect(new URL(later.page.url()).pathname).toBe('/home');
    expect(later.errors).toEqual([]);
    await later.context.close();
  }, 240_000);
});
