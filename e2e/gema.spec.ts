/**
 * GEMA membership verification with the simulated society (GEMA_PROVIDER=development, set by the
 * global setup): a musician opens the GEMA settings from the settings screen, starts with a member
 * number, cancels on the society's page and comes back unverified; starts again, confirms there,
 * comes back verified (status and badge), and the badge shows on the profile, to the owner and to
 * another member; "Nur GEMA-Mitglieder" hides it from members who are not verified themselves.
 * The state of a finished verification is not accepted again, and a second account cannot link
 * the same member number.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { launchBrowser, openPage, signIn } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A member number of this run (8 digits). */
const MEMBER_NUMBER = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
const MASKED = `•••••${MEMBER_NUMBER.slice(-3)}`;

/** Starts the verification on the GEMA screen and lands on the society's page. */
async function startAtSociety(page: Page): Promise<URL> {
  await page.getByRole('textbox', { name: /^GEMA-Mitgliedsnummer/ }).fill(MEMBER_NUMBER);
  await page.getByRole('button', { name: /^(Bei der GEMA bestätigen|Neu verifizieren)$/ }).click();
  await page.waitForURL((url) => url.pathname === '/api/gema/dev-society');
  await page
    .getByRole('heading', {
      level: 1,
      name: 'GEMA-Mitgliedschaft bestätigen / Confirm GEMA membership',
    })
    .waitFor();
  // The society shows the number it is asked to confirm.
  await page.getByText(MEMBER_NUMBER, { exact: true }).waitFor();
  return new URL(page.url());
}

describe('GEMA membership verification', () => {
  it('cancels once at the society, confirms the second time and shows the badge on the profile', async () => {
    const musician = await registerMusician('Gerd Gemalied', stamp);
    const other = await registerMusician('Olli Ohnegema', stamp);
    const me = await apiCall('/api/user/me', null, musician.token);
    const profilePath = String((me.json['user'] as { resource: string }).resource);

    const { page, errors, context } = await openPage(browser);
    await signIn(page, musician.email, JOURNEY_PASSWORD);
    await page.goto('/user/settings');
    await page
      .getByRole('region', { name: 'GEMA-Mitgliedschaft' })
      .getByRole('link', { name: 'Öffnen' })
      .click();
    await page.waitForURL((url) => url.pathname === '/user/gema');
    await page.getByRole('heading', { level: 1, name: 'GEMA-Mitgliedschaft' }).waitFor();
    expect(await page.getByTestId('gema-status').textContent()).toBe('Noch nicht verifiziert.');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Cancelled at the society: back in the app, nothing linked, the address cleaned up.
    await startAtSociety(page);
    await page.getByRole('button', { name: 'Abbrechen / Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/user/gema');
    await page
      .getByText('Die Bestätigung wurde abgebrochen. Deine Mitgliedschaft ist nicht verknüpft.')
      .waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByTestId('gema-status').textContent()).toBe('Noch nicht verifiziert.');

    // Confirmed at the society: verified, with the masked number and the badge.
    const society = await startAtSociety(page);
    await page.getByRole('button', { name: 'Bestätigen / Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/user/gema');
    await page.getByText('Deine GEMA-Mitgliedschaft ist jetzt verifiziert.').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await expect
      .poll(() => page.getByTestId('gema-status').textContent())
      .toMatch(new RegExp(`^Verifiziert mit der Mitgliedsnummer ${MASKED} seit `));
    await page.getByText('GEMA-Mitglied', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Verknüpfung aufheben' }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The society's page of a finished verification is gone: the state is used up.
    const stale = await fetch(society, { headers: { accept: 'text/html' } });
    expect(stale.status).toBe(404);
    expect(await stale.text()).toContain('unbekannt oder abgelaufen');

    // Another account cannot link the same member number.
    const taken = await apiCall(
      '/api/gema/verifications',
      { memberNumber: MEMBER_NUMBER },
      other.token,
    );
    expect(taken.json).toMatchObject({ code: 'account.gema_already_linked' });

    // The profile shows the badge to its owner and (visible to all by default) to another member.
    await page.goto(profilePath);
    await page.getByRole('heading', { level: 1, name: 'Gerd Gemalied' }).waitFor();
    await page.getByText('GEMA-Mitglied', { exact: true }).waitFor();
    const visitor = await openPage(browser);
    await signIn(visitor.page, other.email, JOURNEY_PASSWORD);
    await visitor.page.goto(profilePath);
    await visitor.page.getByRole('heading', { level: 1, name: 'Gerd Gemalied' }).waitFor();
    await visitor.page.getByText('GEMA-Mitglied', { exact: true }).waitFor();

    // Only for GEMA members: the visitor, not verified, no longer sees it; the owner still does.
    await page.goto('/user/gema');
    const visibility = page.getByRole('radiogroup', { name: 'Sichtbarkeit des GEMA-Abzeichens' });
    // The choice is saved at once and shows as chosen once the server has it.
    const membersOnly = visibility.getByRole('radio', { name: /^Nur GEMA-Mitglieder/ });
    await membersOnly.click();
    await page.getByText('Sichtbarkeit gespeichert.').waitFor();
    expect(await membersOnly.isChecked()).toBe(true);
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { level: 1, name: 'Gerd Gemalied' }).waitFor();
    expect(await visitor.page.getByText('GEMA-Mitglied', { exact: true }).count()).toBe(0);
    await page.goto(profilePath);
    await page.getByRole('heading', { level: 1, name: 'Gerd Gemalied' }).waitFor();
    await page.getByText('GEMA-Mitglied', { exact: true }).waitFor();

    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await Promise.all([context.close(), visitor.context.close()]);
  }, 240_000);
});
