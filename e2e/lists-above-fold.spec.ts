/**
 * List first (issue 13): on the gig list, my offers, my applications and the notifications the
 * first result shows on the first screen of a 360 × 740 phone and a 1280 × 800 desktop, nothing
 * sticks out sideways at 360 px, and the gig list with its filter panel has no serious or
 * critical axe finding in German (light and dark) and English (light).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { inDays, publishOffer } from './support/booking.ts';
import { launchBrowser, openPage, signIn } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const TITLE = `Faltnacht ${stamp}`;
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

/** The first card of the list named `name`: its top edge lies on the first screen. */
async function expectFirstCardAboveFold(
  page: Page,
  path: string,
  name: string | RegExp,
  viewport: { width: number; height: number },
) {
  await page.goto(path);
  const first = page.getByRole('list', { name }).getByRole('listitem').first();
  await first.waitFor();
  const box = await first.boundingBox();
  const where = `${path} at ${viewport.width} × ${viewport.height}`;
  expect(box, where).not.toBeNull();
  // At least the card's title line is in view, not just its border.
  expect(box!.y, where).toBeGreaterThanOrEqual(0);
  expect(box!.y + 48, where).toBeLessThanOrEqual(viewport.height);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${where}: no horizontal overflow`,
  ).toBeLessThanOrEqual(viewport.width);
}

describe('lists show their first result above the fold', () => {
  it('on the gig list, my offers, my applications and the notifications, at 360 and 1280 px', async () => {
    const venue = await registerMusician('Fiona Falz', stamp);
    const offer = await publishOffer(venue.token, {
      title: TITLE,
      pay: { kind: 'pay', amountCents: 25_000 },
      dates: [{ startsAt: inDays(25), slots: 2 }],
    });
    const musician = await registerMusician('Bodo Band', stamp);
    const band = await apiCall(
      '/api/pages',
      { kind: 'artist', artistForm: 'band', name: `Die Faltfalter ${stamp}` },
      musician.token,
    );
    expect(band.status).toBe(201);
    const applied = await apiCall(
      `/api/booking/${String(offer['id'])}/applications`,
      { pageId: band.json['id'], dateIds: [(offer['dates'] as { id: string }[])[0]!.id] },
      musician.token,
    );
    expect(applied.status, JSON.stringify(applied.json)).toBe(201);
    // The venue hears of it (the notice is written beside the application).
    await expect
      .poll(async () => {
        const list = await apiCall('/api/user/notifications', null, venue.token);
        return (list.json['items'] as unknown[]).length;
      })
      .toBeGreaterThan(0);

    for (const viewport of VIEWPORTS) {
      const artist = await openPage(browser, { viewport });
      await signIn(artist.page, musician.email, JOURNEY_PASSWORD);
      await expectFirstCardAboveFold(artist.page, '/gigs', /^\d+ Angebote?$/, viewport);
      // The search narrows to the offer the band applied to: its card says so.
      await artist.page.goto(`/gigs?q=${encodeURIComponent(TITLE)}`);
      const card = artist.page.getByRole('listitem').filter({ hasText: TITLE });
      await card.getByText('Beworben').waitFor();
      await expectFirstCardAboveFold(
        artist.page,
        '/booking/myapplies',
        'Meine Bewerbungen',
        viewport,
      );
      expect(artist.errors).toEqual([]);
      await artist.context.close();

      const offerer = await openPage(browser, { viewport });
      await signIn(offerer.page, venue.email, JOURNEY_PASSWORD);
      await expectFirstCardAboveFold(offerer.page, '/booking/myoffers', 'Meine Angebote', viewport);
      await expectFirstCardAboveFold(
        offerer.page,
        '/user/notifications',
        'Benachrichtigungen, neueste zuerst',
        viewport,
      );
      expect(offerer.errors).toEqual([]);
      await offerer.context.close();
    }
  }, 240_000);

  it('has no serious axe finding on the gig list in German (light, dark) and English (light)', async () => {
    const musician = await registerMusician('Axel Axe', stamp);
    await publishOffer(musician.token, {
      title: `Kontrastnacht ${stamp}`,
      premium: true,
      localActsPreferred: true,
    });
    // As in the design sweep: contrast depends on the scheme, text widths on the language, so
    // English in dark checks nothing the three others do not. One signed-in tab per language
    // switches its scheme and its size.
    const LANGUAGES = [
      { language: 'de', schemes: ['light', 'dark'] },
      { language: 'en', schemes: ['light'] },
    ] as const;
    for (const { language, schemes } of LANGUAGES) {
      expect(
        (await apiCall('/api/user/settings', { locale: language }, musician.token)).status,
      ).toBe(200);
      const { page, errors, context } = await openPage(browser, {
        viewport: VIEWPORTS[0]!,
        locale: language === 'de' ? 'de-DE' : 'en-US',
      });
      await signIn(page, musician.email, JOURNEY_PASSWORD);
      for (const scheme of schemes) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          await page.goto('/gigs?type=live');
          const where = `${language} ${scheme} ${viewport.width}`;
          await page.getByRole('list', { name: /(Angebote?|offers?)$/ }).waitFor();
          const background = await page.evaluate(
            () => getComputedStyle(document.body).backgroundColor,
          );
          expect(background === 'rgb(255, 255, 255)', where).toBe(scheme === 'light');
          expect(await seriousAxeViolations(page), where).toEqual([]);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            where,
          ).toBeLessThanOrEqual(viewport.width);

          // The full filter set: a sheet on the phone, a side panel on the desktop.
          await page.getByRole('button', { name: /^Filters? \(1\)$/ }).click();
          const panel = page.getByRole('dialog', { name: /^Filters?$/ });
          await panel.getByRole('combobox', { name: /Auftrittsart|Performance type/ }).waitFor();
          expect(await seriousAxeViolations(page), `${where} with the panel`).toEqual([]);
          await page.keyboard.press('Escape');
          await panel.waitFor({ state: 'hidden' });
        }
      }
      expect(errors, language).toEqual([]);
      await context.close();
    }
  }, 240_000);
});
