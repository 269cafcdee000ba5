/**
 * Bookmarks of the gig list: a musician narrows the list through the filter bar and its panel
 * (search, "Nur mit Gage", Auftrittsart), saves that as a named bookmark, finds it on the
 * bookmarks screen in words, opens it (the filters come back into the address and the list),
 * renames it, deletes it and takes the deletion back with the snackbar's undo, then deletes it
 * for good. (Saving from a phone's filter sheet and opening a bookmark are also part of
 * settings.spec.ts; this journey sets the filters by hand and covers rename, delete and undo.)
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { publishOffer } from './support/booking.ts';
import { launchBrowser, openPage, signIn } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PAID_LIVE = `Sommerbühne ${stamp}`;
const FREE_STREAM = `Wohnzimmerstream ${stamp}`;

describe('bookmarks of the gig list', () => {
  it('saves the filters set by hand, opens them again, renames, deletes and undoes the deletion', async () => {
    const musician = await registerMusician('Bea Bookmark', stamp);
    // Two gigs of this run: only the paid live one passes the filters. A live gig needs a venue.
    const venue = await apiCall(
      '/api/pages',
      { kind: 'location', name: `Bookmark-Keller ${stamp}` },
      musician.token,
    );
    expect(venue.status, JSON.stringify(venue.json)).toBe(201);
    await publishOffer(musician.token, {
      title: PAID_LIVE,
      pay: { kind: 'pay', amountCents: 25_000 },
      venue: { kind: 'page', pageId: venue.json['id'] },
    });
    await publishOffer(musician.token, { title: FREE_STREAM, performanceType: 'stream' });

    const { page, errors, context } = await openPage(browser);
    await signIn(page, musician.email, JOURNEY_PASSWORD);
    await page.goto('/gigs');
    await page.getByRole('heading', { level: 1, name: 'Gigs' }).waitFor();
    const results = page.getByRole('list', { name: /Angebot/ });
    const card = (title: string) => results.getByRole('link', { name: title });

    // Search, then the quick filter on the bar, then the type in the panel.
    await page.getByRole('searchbox', { name: 'Suche' }).fill(stamp);
    await page.waitForURL((url) => url.searchParams.get('q') === stamp);
    await card(FREE_STREAM).waitFor();
    await card(PAID_LIVE).waitFor();
    await page.getByRole('button', { name: 'Nur mit Gage' }).click();
    await page.waitForURL((url) => url.searchParams.get('paid') === '1');
    await expect.poll(() => card(FREE_STREAM).count()).toBe(0);
    await page.getByRole('button', { name: 'Filter (1)' }).click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    await panel.getByRole('combobox', { name: 'Auftrittsart' }).selectOption('live');
    await page.waitForURL((url) => url.searchParams.get('type') === 'live');
    await panel.getByRole('button', { name: '1 Ergebnis anzeigen' }).waitFor();

    // Saved under a name, from the panel.
    await panel.getByRole('button', { name: 'Filter als Lesezeichen speichern' }).click();
    await panel.getByRole('textbox', { name: /^Name des Lesezeichens/ }).fill('Bezahlte Livegigs');
    await panel.getByRole('button', { name: 'Speichern', exact: true }).click();
    await panel.getByText('Lesezeichen gespeichert.').waitFor();
    // The panel lists it with this list's bookmarks, and leads to all of them.
    await panel.getByRole('button', { name: 'Lesezeichen Bezahlte Livegigs öffnen' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await panel.getByRole('link', { name: 'Alle Lesezeichen verwalten' }).click();

    // The bookmarks screen says the filter in words.
    await page.waitForURL((url) => url.pathname === '/user/bookmarks');
    await page.getByRole('heading', { level: 1, name: 'Lesezeichen' }).waitFor();
    const gigs = page.getByRole('region', { name: 'Gigs' });
    const saved = gigs.getByRole('listitem').filter({ hasText: 'Bezahlte Livegigs' });
    expect(await saved.getByTestId('bookmark-filter').textContent()).toBe(
      `Nur mit Gage · Auftrittsart: Live · Suche: „${stamp}“`,
    );

    // Renamed in place.
    await saved.getByRole('button', { name: 'Lesezeichen Bezahlte Livegigs umbenennen' }).click();
    const nameField = saved.getByRole('textbox', { name: /^Name des Lesezeichens/ });
    expect(await nameField.inputValue()).toBe('Bezahlte Livegigs');
    await nameField.fill('Sommer mit Gage');
    await saved.getByRole('button', { name: 'Umbenennen', exact: true }).click();
    const renamed = gigs.getByRole('listitem').filter({ hasText: 'Sommer mit Gage' });
    await renamed.getByRole('button', { name: 'Lesezeichen Sommer mit Gage öffnen' }).waitFor();
    expect(await gigs.getByText('Bezahlte Livegigs').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Opened: the filters are back in the address, on the bar and in the list.
    await renamed.getByRole('button', { name: 'Lesezeichen Sommer mit Gage öffnen' }).click();
    await page.waitForURL((url) => url.pathname === '/gigs');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      q: stamp,
      paid: '1',
      type: 'live',
    });
    expect(await page.getByRole('searchbox', { name: 'Suche' }).inputValue()).toBe(stamp);
    expect(
      await page.getByRole('button', { name: 'Nur mit Gage' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByRole('button', { name: 'Filter entfernen: Auftrittsart: Live' }).waitFor();
    await page.getByRole('status').filter({ hasText: '1 Angebot' }).waitFor();
    await card(PAID_LIVE).waitFor();
    expect(await card(FREE_STREAM).count()).toBe(0);

    // Deleted at once, with undo in the snackbar: undo brings it back.
    await page.goto('/user/bookmarks');
    const row = page.getByRole('listitem').filter({ hasText: 'Sommer mit Gage' });
    await row.getByRole('button', { name: 'Lesezeichen Sommer mit Gage löschen' }).click();
    const snackbar = page
      .getByRole('alert')
      .filter({ hasText: 'Lesezeichen „Sommer mit Gage“ gelöscht.' });
    await snackbar.waitFor();
    await page.getByRole('heading', { name: 'Noch keine Lesezeichen' }).waitFor();
    expect((await apiCall('/api/bookmarks', null, musician.token)).json['bookmarks']).toEqual([]);
    await snackbar.getByRole('button', { name: 'Rückgängig' }).click();
    await row.getByTestId('bookmark-filter').waitFor();
    expect(await row.getByTestId('bookmark-filter').textContent()).toBe(
      `Nur mit Gage · Auftrittsart: Live · Suche: „${stamp}“`,
    );
    expect((await apiCall('/api/bookmarks', null, musician.token)).json['bookmarks']).toMatchObject(
      [{ name: 'Sommer mit Gage', route: '/gigs' }],
    );

    // Deleted for good: the screen is empty, and so is the list's panel.
    await row.getByRole('button', { name: 'Lesezeichen Sommer mit Gage löschen' }).click();
    await page.getByRole('heading', { name: 'Noch keine Lesezeichen' }).waitFor();
    await page.getByRole('link', { name: 'Gigs filtern' }).click();
    await page.waitForURL((url) => url.pathname === '/gigs');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Filter' })
      .getByText('Für diese Liste hast du noch keine Lesezeichen.')
      .waitFor();
    expect((await apiCall('/api/bookmarks', null, musician.token)).json['bookmarks']).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    // A sign-up hashes a password slowly on purpose; the machine is shared.
  }, 120_000);
});
