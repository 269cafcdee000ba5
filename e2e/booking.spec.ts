/**
 * Booking, first part: a venue publishes a series through the offer form, it appears in the gig
 * list, the list filters by the address, and a band applies from the offer's page. (The applicant
 * list, rescheduling, ratings and voting screens complete this journey as they arrive.)
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { activationCode, waitForMail } from './support/mailbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PASSWORD = 'Backbeat-2026x';
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const TITLE = `Clubnacht ${stamp}`;

async function api(path: string, body: object | null, token?: string) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '10.9.8.41',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** A fresh, activated musician and a session token of theirs. */
async function createMusician(name: string): Promise<{ email: string; token: string }> {
  const email = `${name.split(' ')[0]?.toLowerCase()}-${stamp}@backline.test`;
  const registered = await api('/api/account', {
    email,
    password: PASSWORD,
    passwordRepeat: PASSWORD,
    name,
    accountType: 'musician',
    acceptTerms: true,
    locale: 'de',
  });
  expect(registered.status).toBe(201);
  const code = activationCode(await waitForMail(email));
  expect((await api('/api/account/activate', { email, code })).status).toBe(200);
  const signedIn = await api('/api/token', { email, password: PASSWORD });
  return { email, token: String(signedIn.json['token']) };
}

describe('booking: list, detail and applying', () => {
  it('finds an offer in the gig list and applies with a band', async () => {
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
    await offerer.page.getByRole('combobox', { name: 'Location' }).selectOption(venuePageId);
    await offerer.page.getByRole('combobox', { name: 'Termine' }).selectOption('series');
    await offerer.page.getByLabel('Datum und Uhrzeit').first().fill(localInput(20));
    await offerer.page.getByRole('spinbutton', { name: 'Slots' }).first().fill('2');
    await offerer.page.getByRole('button', { name: 'Termin hinzufügen' }).click();
    await offerer.page.getByLabel('Datum und Uhrzeit').nth(1).fill(localInput(27));
    await offerer.page.getByRole('spinbutton', { name: 'Slots' }).nth(1).fill('2');
    await offerer.page.getByRole('spinbutton', { name: 'Dauer (Minuten)' }).fill('45');
    await offerer.page.getByRole('combobox', { name: 'Gage oder Kosten' }).selectOption('pay');
    await offerer.page.getByRole('spinbutton', { name: 'Betrag (Euro)' }).fill('300');
    await offerer.page
      .getByRole('textbox', { name: 'Beschreibung' })
      .fill('Zwei Bands pro Abend, eigene Songs.');
    await offerer.page.getByRole('checkbox', { name: 'Bewerbungstext erforderlich' }).check();
    const axeForm = await new AxeBuilder({ page: offerer.page }).exclude('header').analyze();
    expect(
      axeForm.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id),
    ).toEqual([]);
    await offerer.page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await offerer.page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const offerId = offerer.page.url().split('-').at(-1)!;
    expect(offerer.errors).toEqual([]);
    await offerer.context.close();
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
    await page.getByRole('searchbox', { name: 'Suche' }).fill(stamp);
    await page.getByRole('searchbox', { name: 'Suche' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === stamp);
    const card = page.getByRole('listitem').filter({ hasText: TITLE });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByText('Gage 300 €').isVisible()).toBe(true);
    expect(await card.getByText('4 freie Slots').isVisible()).toBe(true);

    const axeList = await new AxeBuilder({ page }).exclude('header').analyze();
    expect(
      axeList.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id),
    ).toEqual([]);

    await card.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(page.url()).toContain(`-${offerId}`);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Bewerbung senden' }).click();
    await page.getByText('Pflichtfeld').waitFor();
    await page
      .getByRole('textbox', { name: /Bewerbungstext/ })
      .fill('Wir spielen Indie mit viel Herz.');
    await page.getByRole('button', { name: 'Bewerbung senden' }).click();
    await page.getByText('Deine Bewerbung ist verschickt.').waitFor();

    const axeDetail = await new AxeBuilder({ page }).exclude('header').analyze();
    expect(
      axeDetail.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id),
    ).toEqual([]);

    const applicants = await api(`/api/booking/${offerId}/applications`, null, venue.token);
    expect(applicants.json['items']).toMatchObject([
      { status: 'applied', text: 'Wir spielen Indie mit viel Herz.' },
    ]);
    expect(errors).toEqual([]);
    await context.close();

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
  });
});
