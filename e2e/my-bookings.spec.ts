/**
 * My offers and my applications: a band has applied for two gigs of a venue (through the API;
 * applying from an offer's page is booking.spec.ts's). The venue finds both offers under "Meine
 * Angebote" with their status and applications, opens the applicant desk of one, pauses it (the
 * snackbar's undo resumes it), pauses it for real (the list says so) and resumes it, then confirms
 * the band. The band sees both applications under "Meine Bewerbungen" as applied, then the one
 * confirmed, and withdraws the other.
 */
import type { Browser, Page } from 'playwright-core';
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
const SPRING = `Frühlingsfest ${stamp}`;
const CELLAR = `Kellerkonzert ${stamp}`;
const BAND = `Die Bewerber ${stamp}`;

/** The card of a list that carries `title`. */
const cardOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

describe('my offers and my applications', () => {
  it('pauses and resumes an offer from the desk, decides, and the band sees it and withdraws', async () => {
    const venue = await registerMusician('Vito Veranstalter', stamp);
    const spring = await publishOffer(venue.token, { title: SPRING });
    const cellar = await publishOffer(venue.token, { title: CELLAR });
    const musician = await registerMusician('Bela Bewerberin', stamp);
    const band = await apiCall(
      '/api/pages',
      { kind: 'artist', artistForm: 'band', name: BAND },
      musician.token,
    );
    expect(band.status).toBe(201);
    for (const offer of [spring, cellar]) {
      const applied = await apiCall(
        `/api/booking/${String(offer['id'])}/applications`,
        {
          pageId: band.json['id'],
          dateIds: [(offer['dates'] as { id: string }[])[0]!.id],
          text: 'Wir kommen gern.',
        },
        musician.token,
      );
      expect(applied.status, JSON.stringify(applied.json)).toBe(201);
    }

    // The band first sees both applications as applied.
    const artist = await openPage(browser);
    await signIn(artist.page, musician.email, JOURNEY_PASSWORD);
    await artist.page.goto('/gigs');
    await artist.page.getByRole('link', { name: 'Meine Bewerbungen' }).click();
    await artist.page.getByRole('heading', { level: 1, name: 'Meine Bewerbungen' }).waitFor();
    for (const title of [SPRING, CELLAR]) {
      const card = cardOf(artist.page, title);
      await card.getByText('beworben', { exact: true }).waitFor();
      await card.getByText(BAND).waitFor();
    }

    // The venue finds its offers with their status and applications.
    const offerer = await openPage(browser);
    const desk = offerer.page;
    await signIn(desk, venue.email, JOURNEY_PASSWORD);
    await desk.goto('/gigs');
    await desk.getByRole('link', { name: 'Meine Angebote' }).click();
    await desk.getByRole('heading', { level: 1, name: 'Meine Angebote' }).waitFor();
    for (const title of [SPRING, CELLAR]) {
      const card = cardOf(desk, title);
      await card.getByText('Offen', { exact: true }).waitFor();
      await card.getByRole('link', { name: 'Bewerbungen verwalten (1 Bewerbung)' }).waitFor();
    }
    expect(await seriousAxeViolations(desk)).toEqual([]);
    await cardOf(desk, SPRING)
      .getByRole('link', { name: 'Bewerbungen verwalten (1 Bewerbung)' })
      .click();
    await desk.waitForURL((url) => url.pathname === `/booking/${String(spring['id'])}/applicants`);
    await desk.getByRole('heading', { level: 1, name: `Bewerbungen: ${SPRING}` }).waitFor();
    await desk.getByText('Offen', { exact: true }).waitFor();

    // Paused: the snackbar's undo resumes it at once.
    await desk.getByRole('button', { name: 'Pausieren' }).click();
    const done = desk.getByRole('alert').filter({ hasText: 'Erledigt.' });
    await done.waitFor();
    await desk.getByText('Geschlossen', { exact: true }).waitFor();
    await desk.getByRole('button', { name: 'Fortsetzen' }).waitFor();
    await done.getByRole('button', { name: 'Rückgängig' }).click();
    await desk.getByText('Offen', { exact: true }).waitFor();
    await desk.getByRole('button', { name: 'Pausieren' }).waitFor();
    expect(
      (await apiCall(`/api/booking/${String(spring['id'])}`, null, venue.token)).json['status'],
    ).toBe('open');

    // Paused for real: the list says so; resumed from the desk again.
    await desk.getByRole('button', { name: 'Pausieren' }).click();
    await desk.getByRole('button', { name: 'Fortsetzen' }).waitFor();
    await desk.goto('/booking/myoffers');
    await cardOf(desk, SPRING).getByText('Geschlossen', { exact: true }).waitFor();
    await cardOf(desk, CELLAR).getByText('Offen', { exact: true }).waitFor();
    await cardOf(desk, SPRING)
      .getByRole('link', { name: 'Bewerbungen verwalten (1 Bewerbung)' })
      .click();
    await desk.getByRole('button', { name: 'Fortsetzen' }).click();
    await desk.getByText('Offen', { exact: true }).waitFor();
    await desk.getByRole('button', { name: 'Pausieren' }).waitFor();

    // The venue confirms the band for the spring party.
    await desk.getByRole('button', { name: `Bestätigen: ${BAND}` }).click();
    await desk.getByRole('button', { name: `Gig absagen: ${BAND}` }).waitFor();
    expect(await seriousAxeViolations(desk)).toEqual([]);
    expect(offerer.errors).toEqual([]);
    await offerer.context.close();

    // The band sees the decision, and withdraws the other application.
    await artist.page.reload();
    const confirmed = cardOf(artist.page, SPRING);
    await confirmed.getByText('bestätigt', { exact: true }).waitFor();
    await confirmed.getByRole('button', { name: 'Gig absagen' }).waitFor();
    expect(await confirmed.getByRole('button', { name: 'Zurückziehen' }).count()).toBe(0);
    const other = cardOf(artist.page, CELLAR);
    await other.getByRole('button', { name: 'Zurückziehen' }).click();
    await other.getByText('zurückgezogen', { exact: true }).waitFor();
    await expect.poll(() => other.getByRole('button', { name: 'Zurückziehen' }).count()).toBe(0);
    const mine = await apiCall('/api/booking/mine/applications', null, musician.token);
    expect(
      Object.fromEntries(
        (mine.json['items'] as { offerTitle: string; status: string }[]).map((item) => [
          item.offerTitle,
          item.status,
        ]),
      ),
    ).toEqual({ [SPRING]: 'confirmed', [CELLAR]: 'withdrawn' });
    expect(await seriousAxeViolations(artist.page)).toEqual([]);
    expect(artist.errors).toEqual([]);
    await artist.context.close();
    // Two sign-ups hash passwords slowly on purpose; the machine is shared.
  }, 240_000);
});
