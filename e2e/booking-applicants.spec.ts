/**
 * The applicant list and the date overview: three bands apply for a venue's series; the venue
 * filters the applicants by genre (the filter lands in the address), selects the page and
 * rejects two at once with one reason, confirms the third alone, and opens the date overview,
 * which shows each date's free and taken slots. Both screens are axe-clean and fit a phone.
 */
import { seriousAxeViolations } from './support/axe.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { inDays, publishOffer } from './support/booking.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const TITLE = `Bandwettbewerb ${stamp}`;

async function bandApplying(
  name: string,
  genres: string[],
  offerId: string,
  dateId: string,
): Promise<{ token: string; pageName: string }> {
  const musician = await registerMusician(name, stamp);
  const pageName = `${name} ${stamp}`;
  const page = await apiCall(
    '/api/pages',
    { kind: 'artist', artistForm: 'band', name: pageName, genres },
    musician.token,
  );
  expect(page.status).toBe(201);
  const applied = await apiCall(
    `/api/booking/${offerId}/applications`,
    { pageId: page.json['id'], dateIds: [dateId], text: `${name} spielt gern.` },
    musician.token,
  );
  expect(applied.status).toBe(201);
  return { token: musician.token, pageName };
}

describe('booking: the applicant list and the date overview', () => {
  it('filters applicants, bulk-rejects two with a reason and shows free and taken slots', async () => {
    const venue = await registerMusician('Olga Organisatorin', stamp);
    const venuePage = await apiCall(
      '/api/pages',
      { kind: 'location', name: `Halle Nord ${stamp}` },
      venue.token,
    );
    expect(venuePage.status).toBe(201);
    const created = await publishOffer(venue.token, {
      title: TITLE,
      venue: { kind: 'page', pageId: venuePage.json['id'] },
      schedule: 'series',
      dates: [
        { startsAt: inDays(21), slots: 2 },
        { startsAt: inDays(28), slots: 1 },
      ],
    });
    const offerId = String(created['id']);
    const dates = created['dates'] as { id: string }[];
    const anton = await bandApplying('Anton', ['rock'], offerId, dates[0]!.id);
    const berta = await bandApplying('Berta', ['rock', 'punk'], offerId, dates[0]!.id);
    const carla = await bandApplying('Carla', ['jazz'], offerId, dates[1]!.id);

    // The venue filters by genre: the filter is in the address and only the rock bands remain.
    const { page, errors, context } = await openPage(browser);
    await signIn(page, venue.email, JOURNEY_PASSWORD);
    await page.goto(`/booking/${offerId}/applicants`);
    await page.getByRole('status').filter({ hasText: 'Bewerbungen: 3' }).waitFor();
    await page.getByRole('combobox', { name: 'Genre' }).selectOption('rock');
    await page.waitForURL((url) => url.searchParams.get('genre') === 'rock');
    await page.getByRole('status').filter({ hasText: 'Bewerbungen: 2' }).waitFor();
    expect(await page.getByRole('link', { name: carla.pageName }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Both on the page are selected and rejected at once, with one reason.
    await page.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }).check();
    await page.getByRole('button', { name: 'Auswahl ablehnen (2)' }).click();
    await page
      .getByRole('textbox', { name: /Begründung für alle/ })
      .fill('Diesmal suchen wir Jazz.');
    await page.getByRole('button', { name: '2 Ablehnungen senden' }).click();
    await page.getByText('Ergebnis: 2 von 2 erledigt.').waitFor();
    await page.getByText(`${anton.pageName}: abgelehnt`).waitFor();
    await page.getByText(`${berta.pageName}: abgelehnt`).waitFor();
    const seen = await apiCall('/api/booking/mine/applications', null, anton.token);
    expect(seen.json['items']).toMatchObject([
      { status: 'rejected', rejectReason: 'Diesmal suchen wir Jazz.' },
    ]);

    // The third band is confirmed on its own, then the date overview shows the slots.
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await page.getByRole('button', { name: `Bestätigen: ${carla.pageName}` }).click();
    await page.getByRole('button', { name: `Gig absagen: ${carla.pageName}` }).waitFor();
    expect(errors).toEqual([]);
    await page.getByRole('link', { name: 'Terminübersicht' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terminübersicht' }).waitFor();
    const tab = page.getByRole('tab', { name: /Als Veranstalter:in/ });
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    const ours = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: TITLE });
    await expect.poll(() => ours.count()).toBe(2);
    await ours.filter({ hasText: '2 Slots: 2 frei, 0 belegt' }).waitFor();
    const taken = ours.filter({ hasText: '1 Slot: 0 frei, 1 belegt' });
    await taken.getByRole('link', { name: carla.pageName }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    // On a phone both screens fit the width.
    const phone = await openPage(browser, { viewport: PHONE });
    await signIn(phone.page, venue.email, JOURNEY_PASSWORD);
    for (const path of [`/booking/${offerId}/applicants`, '/booking/dates']) {
      await phone.page.goto(path);
      await phone.page.getByRole('heading', { level: 1 }).waitFor();
      await phone.page.getByRole('link', { name: carla.pageName }).first().waitFor();
      expect(
        await phone.page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(PHONE.width);
    }
    expect(phone.errors).toEqual([]);
    await phone.context.close();
    // Four sign-ups and two sign-ins hash passwords slowly on purpose; the machine is shared.
  }, 120_000);
});
