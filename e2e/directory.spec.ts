/**
 * The directory: a musician, in German on a 360 px phone, opens "Verzeichnis" from the
 * navigation, switches to the live locations, finds a venue in Bonn by its name and 50 km around
 * Köln, opens its page and comes back to the same filtered list, and saves the filter as a
 * bookmark.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('directory', () => {
  it('finds a live location around a city, opens it, comes back and saves the filter', async () => {
    const vera = await registerMusician(`Vera Verzeichnis ${stamp}`, stamp);
    const bonn = (
      (await apiCall('/api/cities?q=Bonn', null)).json['cities'] as { id: number; name: string }[]
    ).find((city) => city.name === 'Bonn')!;
    const venueName = `Kulturbunker ${stamp}`;
    const venue = await apiCall(
      '/api/pages',
      { kind: 'location', name: venueName, cityId: bonn.id, genres: ['rock'] },
      vera.token,
    );
    expect(venue.status).toBe(201);

    const { page, errors } = await openPage(browser, { viewport: PHONE });
    await signIn(page, vera.email, JOURNEY_PASSWORD);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Verzeichnis' })
      .click();
    await page.waitForURL((url) => url.pathname === '/verzeichnis/musiker');
    await page.getByRole('heading', { level: 1, name: 'Verzeichnis' }).waitFor();
    await page.getByRole('tab', { name: 'Live-Locations' }).click();
    await page.waitForURL((url) => url.pathname === '/verzeichnis/livelocations');
    const results = page.getByRole('list', { name: 'Live-Locations' });
    await results.waitFor();

    // The name, then 50 km around Köln in the filter panel.
    await page.getByRole('searchbox', { name: 'Suche' }).fill(stamp);
    await page.waitForURL((url) => url.searchParams.get('q') === stamp);
    await page.getByRole('button', { name: /^Filter( \(\d+\))?$/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    await panel.getByRole('combobox', { name: 'Ort (Umkreissuche)' }).fill('Köln');
    await page
      .getByRole('option', { name: /^Köln \(Deutschland/ })
      .first()
      .click();
    await page.waitForURL((url) => url.searchParams.get('km') === '50');
    await panel.getByRole('button', { name: 'Filter als Lesezeichen speichern' }).click();
    await panel.getByRole('textbox', { name: /^Name des Lesezeichens/ }).fill('Bühnen um Köln');
    await panel.getByRole('button', { name: 'Speichern', exact: true }).click();
    await panel.getByText('Lesezeichen gespeichert.').waitFor();
    await panel.getByRole('button', { name: '1 Ergebnis anzeigen' }).click();
    await panel.waitFor({ state: 'hidden' });

    const card = results.getByRole('listitem').filter({ hasText: venueName });
    await card.getByText(/^Bonn · \d+ km entfernt · Live-Location$/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    const listUrl = page.url();
    await card.getByRole('link', { name: venueName }).click();
    await page.getByRole('heading', { level: 1, name: venueName }).waitFor();
    await page.goBack();
    await page.waitForURL(listUrl);
    await card.getByRole('link', { name: venueName }).waitFor();
    expect(new URL(page.url()).searchParams.get('cityName')).toBe('Köln');

    // The bookmark keeps the filter of this list.
    const bookmarks = await apiCall(
      '/api/bookmarks?route=/verzeichnis/livelocations',
      null,
      vera.token,
    );
    const saved = JSON.stringify(bookmarks.json);
    expect(saved).toContain('Bühnen um Köln');
    expect(saved).toContain('"km":"50"');
    expect(saved).toContain(`"q":"${stamp}"`);
    expect(errors).toEqual([]);
  }, 90_000);
});
