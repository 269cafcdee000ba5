/**
 * Issue 17's journey, in German on 360 px phones: Olga fills in the factsheet of her club from
 * `/location/facts`. Bodo's band has played there five times through confirmed bookings on
 * Backline (prepared through the API, as any client would, the gigs moved into the past). Bodo
 * finds the club from the top bar's search by a misspelt name, reads its factsheet and its
 * fair-pay figures, rates it (verified by the bookings), Olga answers with a statement, and the
 * rating's detail shows both.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { publishOffer } from './support/booking.ts';
import { launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { databaseUrl, moveOfferIntoThePast } from './support/clock.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

/** The fees of the band's gigs at the club: enough bookings for the fair-pay figures (5). */
const FEES_EUROS = [250, 300, 300, 350, 400];

/** Olga's club, Bodo's band, and confirmed gigs of the band there that are over. */
async function playedGigs() {
  const olga = await registerMusician(`Olga Ort ${stamp}`, stamp);
  const bodo = await registerMusician(`Bodo Band ${stamp}`, stamp);
  const venue = await apiCall(
    '/api/pages',
    { kind: 'location', name: `Club Kellerbühne ${stamp}` },
    olga.token,
  );
  expect(venue.status).toBe(201);
  const venueId = String(venue.json['id']);
  const band = await apiCall(
    '/api/pages',
    { kind: 'artist', artistForm: 'band', name: `Die Kellerkinder ${stamp}` },
    bodo.token,
  );
  expect(band.status).toBe(201);
  for (const [index, euros] of FEES_EUROS.entries()) {
    const offer = await publishOffer(olga.token, {
      title: `Kellerabend ${index + 1} ${stamp}`,
      venue: { kind: 'page', pageId: venueId },
      pay: { kind: 'pay', amountCents: euros * 100 },
    });
    const dates = offer['dates'] as { id: string }[];
    const applied = await apiCall(
      `/api/booking/${String(offer['id'])}/applications`,
      { pageId: band.json['id'], dateIds: [dates[0]!.id] },
      bodo.token,
    );
    expect(applied.status).toBe(201);
    const application = (applied.json['items'] as { id: string }[])[0]!;
    const confirmed = await apiCall(
      `/api/booking-applications/${application.id}/confirm`,
      {},
      olga.token,
    );
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    await moveOfferIntoThePast(String(offer['id']), 3 + index * 7);
  }
  return { olga, bodo, venueId, bandName: `Die Kellerkinder ${stamp}` };
}

describe('venues', () => {
  it('a band finds a venue by a misspelt name, reads factsheet and fair pay, rates it, the owner answers', async () => {
    // Moving the gigs into the past needs the app's database (CI runs on PostgreSQL).
    if (!databaseUrl()) return;
    const { olga, bodo, venueId, bandName } = await playedGigs();

    // Olga fills in the factsheet of her only venue.
    const owner = await openPage(browser, { viewport: PHONE });
    await signIn(owner.page, olga.email, JOURNEY_PASSWORD);
    await owner.page.goto('/location/facts');
    await owner.page.getByRole('heading', { level: 1, name: 'Factsheet' }).waitFor();
    await owner.page.getByRole('textbox', { name: 'Kapazität' }).fill('250');
    await owner.page.getByRole('textbox', { name: 'Bühne' }).fill('6 × 4 m');
    await owner.page.getByRole('textbox', { name: 'PA', exact: true }).fill('RCF HD 32');
    await owner.page.getByLabel('Newcomer-freundlich').check();
    await owner.page.getByRole('button', { name: 'Factsheet speichern' }).click();
    await owner.page.getByText('Factsheet gespeichert').waitFor();
    await noSidewaysScroll(owner.page);

    // Bodo finds the club by a misspelt name from the top bar's search.
    const band = await openPage(browser, { viewport: PHONE });
    await signIn(band.page, bodo.email, JOURNEY_PASSWORD);
    await band.page.getByRole('button', { name: 'Suche öffnen' }).click();
    await band.page
      .getByRole('combobox', { name: 'Personen, Seiten, Gigs suchen' })
      .fill(`Kelerbühne ${stamp}`);
    await band.page
      .getByRole('option', { name: new RegExp(`Club Kellerbühne ${stamp}.*Live-Location`) })
      .click();
    await band.page.waitForURL(new RegExp(`/location/[a-z0-9-]+-${venueId}$`));

    // The venue page: the factsheet and the fair-pay figures of the five bookings.
    const facts = band.page.getByRole('region', { name: 'Factsheet' });
    await facts.getByText('250 Personen').waitFor();
    const fairPay = band.page.getByRole('region', { name: 'Faire Bezahlung' });
    await fairPay.getByText('Aus 5 bestätigten Buchungen über Backline.').waitFor();
    await fairPay.getByText('Typische Gage (Median)').waitFor();
    await fairPay.getByText(/300\s?€/).waitFor();
    expect(await seriousAxeViolations(band.page)).toEqual([]);
    await band.page.getByRole('link', { name: 'Location bewerten' }).click();
    await band.page.getByText(`Du hast hier mit ${bandName} über Backline gespielt`).waitFor();
    for (const [criterion, stars] of [
      ['Organisation', 5],
      ['Sound', 4],
      ['Gastfreundschaft', 5],
      ['Zahlungsmoral', 5],
      ['Publikum', 3],
    ] as const) {
      const star = band.page
        .getByRole('group', { name: criterion })
        .getByRole('radio', { name: `${stars} von 5 Sternen` });
      // Clicked again until it holds: a click while the form re-renders (a slow CI machine) can
      // be lost, and the form then refuses to send without saying so in the address.
      await expect
        .poll(async () => {
          if (!(await star.isChecked())) await star.dispatchEvent('click');
          return star.isChecked();
        })
        .toBe(true);
    }
    await band.page
      .getByRole('textbox', { name: 'Deine Erfahrung' })
      .fill('Herzlicher Empfang, guter Sound, Gage am selben Abend.');
    await band.page.getByRole('button', { name: 'Bewertung abschicken' }).click();
    await band.page.waitForURL(/\/locationrating\/[A-Za-z0-9]+$/);
    const ratingPath = new URL(band.page.url()).pathname;
    await band.page.getByText('Auftritt über Backline').waitFor();
    await noSidewaysScroll(band.page);

    // Olga answers with a statement.
    await owner.page.goto(ratingPath);
    await owner.page
      .getByRole('textbox', { name: 'Stellungnahme' })
      .fill('Danke, kommt bald wieder!');
    await owner.page.getByRole('button', { name: 'Stellungnahme veröffentlichen' }).click();
    await owner.page.getByText('Stellungnahme veröffentlicht').waitFor();

    // The rating's detail shows both.
    await band.page.reload();
    await band.page.getByText('Herzlicher Empfang, guter Sound, Gage am selben Abend.').waitFor();
    const statement = band.page.getByRole('region', { name: 'Stellungnahme der Location' });
    await statement.getByText('Danke, kommt bald wieder!').waitFor();
    expect(await seriousAxeViolations(band.page)).toEqual([]);
    await noSidewaysScroll(band.page);
    expect(owner.errors).toEqual([]);
    expect(band.errors).toEqual([]);
    await owner.context.close();
    await band.context.close();
  });
});
