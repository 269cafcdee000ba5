import { seriousAxeViolations } from './support/axe.ts';
/**
 * Booking: a venue publishes a series through the offer form; it appears in the gig list, which
 * filters by the address; a band applies for both dates from the offer's page, a second band for
 * one; the venue confirms the first, rejects the second with a reason, the slots fill and the
 * offer closes; the venue reschedules once and cannot a second time, confirms the band again,
 * and after the gig both sides rate each other and the band answers the venue's rating.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { publishOffer } from './support/booking.ts';
import { databaseUrl, moveOfferIntoThePast } from './support/clock.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PASSWORD = JOURNEY_PASSWORD;
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const TITLE = `Clubnacht ${stamp}`;

const api = apiCall;
const createMusician = (name: string) => registerMusician(name, stamp);

describe('booking: publish, find, apply, decide, reschedule, rate', () => {
  it('runs a series offer from the form through applications, decisions, one reschedule and ratings', async () => {
    // The venue publishes a series through the offer form, as its venue page.
    const venue = await createMusician('Vera Veranstalterin');
    const venuePage = await api(
      '/api/pages',
      { kind: 'location', name: `Club Testhalle ${stamp}` },
      venue.token,
    );
    expect(venuePage.status).toBe(201);
    const venuePageId = String(venuePage.json['id']);
    const localInput = (days: number) => {
      const date = new Date(Date.now() + days * 24 * 3600 * 1000);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T20:00`;
    };
    const offerer = await openPage(browser);
    await signIn(offerer.page, venue.email, PASSWORD);
    await offerer.page.goto('/booking/create');
    await offerer.page
      .getByRole('combobox', { name: 'Veröffentlichen als' })
      .selectOption(venuePageId);
    await offerer.page.getByRole('textbox', { name: /Titel/ }).fill(TITLE);
    await offerer.page
      .getByRole('combobox', { name: 'Location', exact: true })
      .selectOption(venuePageId);
    await offerer.page.getByRole('combobox', { name: 'Art der Termine' }).selectOption('series');
    await offerer.page.getByLabel('Datum und Uhrzeit').first().fill(localInput(20));
    await offerer.page.getByRole('spinbutton', { name: 'Slots' }).first().fill('1');
    await offerer.page.getByRole('button', { name: 'Termin hinzufügen' }).click();
    await offerer.page.getByLabel('Datum und Uhrzeit').nth(1).fill(localInput(27));
    await offerer.page.getByRole('spinbutton', { name: 'Slots' }).nth(1).fill('1');
    await offerer.page.getByRole('spinbutton', { name: 'Dauer (Minuten)' }).fill('45');
    await offerer.page.getByRole('combobox', { name: 'Gage oder Kosten' }).selectOption('pay');
    await offerer.page.getByRole('spinbutton', { name: 'Betrag (Euro)' }).fill('300');
    await offerer.page
      .getByRole('textbox', { name: 'Beschreibung' })
      .fill('Zwei Bands pro Abend, eigene Songs.');
    await offerer.page.getByRole('checkbox', { name: 'Bewerbungstext erforderlich' }).check();
    expect(await seriousAxeViolations(offerer.page)).toEqual([]);
    await offerer.page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await offerer.page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const offerId = offerer.page.url().split('-').at(-1)!;
    expect(offerer.errors).toEqual([]);
    const offer = await api(`/api/booking/${offerId}`, null);
    expect(offer.json).toMatchObject({
      status: 'open',
      publisher: { kind: 'page', id: venuePageId },
      pay: { kind: 'pay', amountCents: 30_000 },
      applyTextRequired: true,
    });

    const musician = await createMusician('Ben Bassist');
    const band = await api(
      '/api/pages',
      { kind: 'artist', artistForm: 'band', name: `Die Testfalter ${stamp}` },
      musician.token,
    );
    expect(band.status).toBe(201);

    const { page, errors, context } = await openPage(browser);
    await signIn(page, musician.email, PASSWORD);
    await page.goto('/gigs');
    // The search applies as typing pauses, without Enter.
    await page.getByRole('searchbox', { name: 'Suche' }).fill(stamp);
    await page.waitForURL((url) => url.searchParams.get('q') === stamp);
    const card = page.getByRole('listitem').filter({ hasText: TITLE });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByText('Gage 300 €').isVisible()).toBe(true);
    expect(await card.getByText('2 freie Slots').isVisible()).toBe(true);

    expect(await seriousAxeViolations(page)).toEqual([]);

    await card.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(page.url()).toContain(`-${offerId}`);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Bewerbung senden' }).click();
    await page.getByText('Pflichtfeld').waitFor();
    await page
      .getByRole('textbox', { name: /Bewerbungstext/ })
      .fill('Wir spielen Indie mit viel Herz.');
    await page.getByRole('button', { name: 'Bewerbung senden' }).click();
    await page.getByText('Deine Bewerbung ist verschickt.').waitFor();

    expect(await seriousAxeViolations(page)).toEqual([]);

    const applicants = await api(`/api/booking/${offerId}/applications`, null, venue.token);
    expect(applicants.json['items']).toMatchObject([
      { status: 'applied', text: 'Wir spielen Indie mit viel Herz.' },
      { status: 'applied', text: 'Wir spielen Indie mit viel Herz.' },
    ]);
    expect(errors).toEqual([]);
    await context.close();

    // A second band applies for the first date.
    const rival = await createMusician('Rita Rivalin');
    const rivalBand = await api(
      '/api/pages',
      { kind: 'artist', artistForm: 'band', name: `Die Konkurrenz ${stamp}` },
      rival.token,
    );
    const dates = offer.json['dates'] as { id: string }[];
    expect(
      (
        await api(
          `/api/booking/${offerId}/applications`,
          { pageId: rivalBand.json['id'], dateIds: [dates[0]!.id], text: 'Wir auch!' },
          rival.token,
        )
      ).status,
    ).toBe(201);

    // The venue confirms the first band for both dates and rejects the second with a reason:
    // every slot is taken, so the offer closes.
    const desk = offerer.page;
    await desk.goto(`/booking/${offerId}/applicants`);
    const firstBand = `Die Testfalter ${stamp}`;
    await desk
      .getByRole('button', { name: `Bestätigen: ${firstBand}` })
      .first()
      .click();
    await expect
      .poll(() => desk.getByRole('button', { name: `Bestätigen: ${firstBand}` }).count())
      .toBe(1);
    await desk.getByRole('button', { name: `Bestätigen: ${firstBand}` }).click();
    await expect
      .poll(() => desk.getByRole('button', { name: `Bestätigen: ${firstBand}` }).count())
      .toBe(0);
    await desk.getByRole('button', { name: `Ablehnen: Die Konkurrenz ${stamp}` }).click();
    await desk.getByRole('textbox', { name: /Begründung/ }).fill('Diesmal passt es leider nicht.');
    await desk.getByRole('button', { name: 'Ablehnung senden' }).click();
    await desk.getByText('Begründung: Diesmal passt es leider nicht.').waitFor();
    await desk.getByText('Geschlossen', { exact: true }).waitFor();
    expect(await seriousAxeViolations(desk)).toEqual([]);
    const rivalView = await api('/api/booking/mine/applications', null, rival.token);
    expect(rivalView.json['items']).toMatchObject([
      { status: 'rejected', rejectReason: 'Diesmal passt es leider nicht.' },
    ]);

    // The venue reschedules once: confirmations are revoked and the offer is open again;
    // a second reschedule is not offered.
    await desk.getByRole('button', { name: 'Verschieben' }).click();
    await desk.getByLabel('Termin 1').fill(localInput(34));
    await desk.getByLabel('Termin 2').fill(localInput(41));
    await desk.getByRole('button', { name: 'Termine verschieben' }).click();
    // Nothing moves before the dialog is confirmed: it says what follows.
    const ask = desk.getByRole('dialog', { name: 'Angebot wirklich verschieben?' });
    await ask.waitFor();
    const question = (await ask.textContent()) ?? '';
    expect(question).toContain('2 bestätigte Acts verlieren ihre Bestätigung');
    expect(question).toContain('Verschieben geht nur einmal');
    expect((await api(`/api/booking/${offerId}`, null, venue.token)).json['reschedules']).toBe(0);
    await ask.getByRole('button', { name: 'Jetzt verschieben' }).click();
    await desk.getByText('Die Termine sind verschoben.').waitFor();
    await desk.getByText('Offen', { exact: true }).waitFor();
    expect(await desk.getByRole('button', { name: 'Verschieben' }).count()).toBe(0);
    const again = await api(
      `/api/booking/${offerId}/reschedule`,
      {
        dates: dates.map((date, index) => ({
          id: date.id,
          startsAt: new Date(Date.now() + (50 + index) * 86_400_000).toISOString(),
        })),
      },
      venue.token,
    );
    expect(again.json).toMatchObject({ code: 'booking.reschedule_used' });

    // The venue confirms the band again for the first date.
    await desk
      .getByRole('button', { name: `Bestätigen: ${firstBand}` })
      .first()
      .click();
    await expect
      .poll(() => desk.getByRole('button', { name: `Bestätigen: ${firstBand}` }).count())
      .toBe(1);
    expect(offerer.errors).toEqual([]);
    await offerer.context.close();

    // After the gig both sides rate each other, and the band answers the venue's rating once.
    if (databaseUrl()) {
      await moveOfferIntoThePast(offerId, 2);
      const rater = await openPage(browser);
      await signIn(rater.page, venue.email, PASSWORD);
      await rater.page.goto('/booking/ratings');
      const gigOfVenue = rater.page.getByRole('listitem').filter({ hasText: TITLE });
      await gigOfVenue.getByRole('radio', { name: 'Positiv' }).check();
      await gigOfVenue
        .getByRole('textbox', { name: /Dein Text/ })
        .fill('Pünktlich, laut und herzlich. Gerne wieder!');
      await gigOfVenue.getByRole('button', { name: 'Bewertung abgeben' }).click();
      await rater.page
        .getByRole('status')
        .getByText('Danke, deine Bewertung ist gespeichert.')
        .waitFor();
      await expect.poll(() => gigOfVenue.count()).toBe(0);
      expect(await seriousAxeViolations(rater.page)).toEqual([]);
      expect(rater.errors).toEqual([]);
      await rater.context.close();

      const artist = await openPage(browser);
      await signIn(artist.page, musician.email, PASSWORD);
      await artist.page.goto('/booking/ratings');
      const gigOfBand = artist.page.getByRole('listitem').filter({ hasText: TITLE });
      await gigOfBand.getByRole('radio', { name: 'Neutral' }).check();
      await gigOfBand
        .getByRole('textbox', { name: /Dein Text/ })
        .fill('Guter Sound, aber lange Wartezeit am Einlass.');
      await gigOfBand.getByRole('button', { name: 'Bewertung abgeben' }).click();
      await artist.page
        .getByRole('status')
        .getByText('Danke, deine Bewertung ist gespeichert.')
        .waitFor();

      await artist.page.goto(String(band.json['resource']));
      const received = artist.page
        .getByRole('region', { name: 'Bewertung' })
        .filter({ hasText: 'Pünktlich, laut und herzlich. Gerne wieder!' });
      await received.getByRole('textbox', { name: /Deine Antwort/ }).fill('Danke, jederzeit gern!');
      await received.getByRole('button', { name: 'Antworten' }).click();
      // The form goes once the answer is given (one answer), and the answer shows instead.
      await expect
        .poll(() => received.getByRole('textbox', { name: /Deine Antwort/ }).count())
        .toBe(0);
      await received.getByText('Danke, jederzeit gern!').waitFor();
      const venueRatings = await api(`/api/booking/ratings/received?pageId=${venuePageId}`, null);
      expect(venueRatings.json['items']).toMatchObject([
        { value: 'neutral', text: 'Guter Sound, aber lange Wartezeit am Einlass.' },
      ]);
      expect(artist.errors).toEqual([]);
      await artist.context.close();
    } else {
      console.warn('[e2e] booking: rating after the gig needs PostgreSQL (TEST_DATABASE_URL).');
    }

    // On a phone the list and the offer fit the width.
    const phone = await openPage(browser, { viewport: PHONE });
    await signIn(phone.page, musician.email, PASSWORD);
    for (const path of [`/gigs?q=${stamp}`, String(offer.json['resource'])]) {
      await phone.page.goto(path);
      await phone.page.getByRole('heading', { level: 1 }).waitFor();
      expect(
        await phone.page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(PHONE.width);
    }
    expect(phone.errors).toEqual([]);
    await phone.context.close();

    // At 360 × 740 the filters wait behind a button: the search and the first gig are on the
    // first screen; the button opens every filter as a dialog that Escape closes.
    // (A gig of its own: the one above may be over by now.)
    const phoneTitle = `Handynacht ${stamp}`;
    await publishOffer(venue.token, {
      title: phoneTitle,
      pay: { kind: 'pay', amountCents: 30_000 },
    });
    const small = await openPage(browser, { viewport: { width: 360, height: 740 } });
    await signIn(small.page, musician.email, PASSWORD);
    await small.page.goto(`/gigs?q=${encodeURIComponent(phoneTitle)}&paid=1`);
    const firstCard = small.page.getByRole('listitem').first();
    await firstCard.getByRole('link', { name: phoneTitle }).waitFor();
    for (const part of [
      small.page.getByRole('searchbox', { name: 'Suche' }),
      firstCard.getByRole('link', { name: phoneTitle }),
      firstCard.getByText('Gage 300 €'),
    ]) {
      const box = await part.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 740, String(part)).toBe(true);
    }
    expect(await small.page.getByRole('combobox', { name: 'Auftrittsart' }).count()).toBe(0);
    const filterButton = small.page.getByRole('button', { name: 'Filter (1)' });
    await filterButton.click();
    const sheet = small.page.getByRole('dialog', { name: 'Filter' });
    await sheet.getByRole('combobox', { name: 'Auftrittsart' }).waitFor();
    expect(
      await sheet.getByRole('button', { name: 'Nur mit Gage' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await seriousAxeViolations(small.page)).toEqual([]);
    await small.page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await expect
      .poll(() => filterButton.evaluate((button) => button === document.activeElement))
      .toBe(true);
    expect(small.errors).toEqual([]);
    await small.context.close();
  }, 240_000);
});
