/**
 * The design sweep (issue 13, item 7): every screen moved onto the design system — the booking
 * desk (offer form, applicant desk, date overview, ratings, voting), settings, GEMA, media
 * detail, the landing and static pages, the forum, the directory, search, the venue factsheet,
 * the highlights, the contact ads (list, form, detail) and the not-found screen — is visited on a
 * 360 px phone in German (light and dark) and English (light): one h1 each, no serious or
 * critical axe finding (German), nothing wider than the phone. The data (an offer with voting, an application, a video) is made
 * through the API first, as any client would.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
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
/**
 * German in light and dark, English in light: contrast depends on the scheme, not the language,
 * and the width of the texts on the language, not the scheme, so English dark adds nothing the
 * three others do not check (and would cost a quarter of the sweep's time). For the same reason
 * axe runs on the German screens only: the English pass checks what the language changes (the
 * h1, the page's language, the width); a text missing in one language is the locale tests' to
 * find.
 */
const LANGUAGES = [
  { locale: 'de', browserLocale: 'de-DE', schemes: ['light', 'dark'], axe: true },
  { locale: 'en', browserLocale: 'en-US', schemes: ['light'], axe: false },
] as const;

/**
 * Opens `path` as the app's own links do once the app is loaded: a navigation inside the page,
 * not a new document. The sweep looks at a hundred screens, and loading the app's code anew for
 * each was most of its time. The new screen is there when its h1 is (the one of the screen
 * before has gone); a screen that cannot be told apart so is loaded as a new document.
 */
async function visit(page: Page, path: string): Promise<void> {
  const before = await page.evaluate(() =>
    document.getElementById('main') ? (document.querySelector('h1')?.textContent ?? '') : null,
  );
  if (before === null) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const shown = await page
    .waitForFunction(
      (previous) => {
        const heading = document.querySelector('h1');
        return heading !== null && heading.textContent !== previous;
      },
      before,
      { timeout: 5_000 },
    )
    .then(() => true)
    .catch(() => false);
  if (!shown) await page.goto(path);
}

/** What a screen must be on a phone: one h1, axe-clean, no wider than the screen. */
async function checkScreen(
  page: Page,
  path: string,
  label: string,
  expected: { locale: string; scheme: 'light' | 'dark'; axe: boolean },
  visited = false,
): Promise<void> {
  if (!visited) await visit(page, path);
  // Loaded: the h1 is there and no skeleton or spinner is left.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect
    .poll(() => page.locator('[aria-busy="true"], .MuiCircularProgress-root').count(), {
      message: `${label}: still loading`,
      timeout: 10_000,
    })
    .toBe(0);
  expect(await page.getByRole('heading', { level: 1 }).count(), `${label}: one h1`).toBe(1);
  // The sweep really sees the language and the scheme it names.
  expect(await page.evaluate(() => document.documentElement.lang), label).toBe(expected.locale);
  expect(
    await page.evaluate(() => document.documentElement.classList.contains('dark')),
    label,
  ).toBe(expected.scheme === 'dark');
  if (expected.axe) expect(await seriousAxeViolations(page), label).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${label}: wider than the phone`).toBeLessThanOrEqual(0);
}

describe('design sweep: lists, the booking desk, pages, settings, media and public screens', () => {
  it('are axe-clean and fit a phone in German (light, dark) and English', async () => {
    // An organizer with a venue and an offer with audience voting; a band that applied.
    const organizer = await registerMusician('Dora Desk', stamp);
    const venue = await apiCall(
      '/api/pages',
      { kind: 'location', name: `Studiobühne ${stamp}` },
      organizer.token,
    );
    expect(venue.status).toBe(201);
    const offer = await publishOffer(organizer.token, {
      title: `Designabend ${stamp}`,
      venue: { kind: 'page', pageId: venue.json['id'] },
      voting: true,
      schedule: 'series',
      dates: [
        { startsAt: inDays(20), slots: 2 },
        { startsAt: inDays(27), slots: 1 },
      ],
    });
    const offerId = String(offer['id']);
    const dateId = (offer['dates'] as { id: string }[])[0]!.id;
    const band = await registerMusician('Emil Ensemble', stamp);
    const bandPage = await apiCall(
      '/api/pages',
      { kind: 'artist', artistForm: 'band', name: `Emils Ensemble ${stamp}`, genres: ['rock'] },
      band.token,
    );
    expect(bandPage.status).toBe(201);
    const applied = await apiCall(
      `/api/booking/${offerId}/applications`,
      { pageId: bandPage.json['id'], dateIds: [dateId], text: 'Wir spielen gern bei euch.' },
      band.token,
    );
    expect(applied.status).toBe(201);
    const video = await apiCall(
      '/api/media/videos',
      { url: 'https://youtu.be/dQw4w9WgXcQ', title: `Live ${stamp}` },
      organizer.token,
    );
    expect(video.status, JSON.stringify(video.json)).toBe(200);
    const videoPath = String((video.json['video'] as { resource: string }).resource);

    const topic = await apiCall(
      '/api/forum/topics',
      {
        categoryId: 'fcatgear01',
        title: `Röhrenamp für kleine Clubs ${stamp}`,
        body: 'Reichen **15 Watt**?\n\n- Telecaster\n\n> Ein Zitat',
        tags: ['amps'],
      },
      organizer.token,
    );
    expect(topic.status, JSON.stringify(topic.json)).toBe(200);
    const topicPath = String(topic.json['path']);

    const contactAd = await apiCall(
      '/api/contactads',
      {
        searchType: 3,
        title: `Bassistin sucht Band ${stamp}`,
        text: 'Funk, Soul und Jazz, gern auch remote für Aufnahmen.',
        instrumentsOffered: ['bass'],
        instrumentsSearched: [],
        genres: ['funk', 'soul'],
        ambition: 6,
        skill: 4,
        bandType: null,
        rehearsalSpace: false,
        mobile: true,
        songsAvailable: false,
        remote: 3,
        cityId: null,
        pictureIds: [],
        audioIds: [],
      },
      organizer.token,
    );
    expect(contactAd.status, JSON.stringify(contactAd.json)).toBe(201);
    const contactAdPath = String((contactAd.json['contactAd'] as { resource: string }).resource);

    const signedInScreens = [
      ['home', '/home'],
      ['gigs', '/gigs'],
      ['my offers', '/booking/myoffers'],
      ['my applications', '/booking/myapplies'],
      ['notifications', '/user/notifications'],
      ['bookmarks', '/user/bookmarks'],
      ['contacts', '/user/contacts'],
      ['messages', '/messaging'],
      ['forum', '/forum'],
      ['forum topic', topicPath],
      ['page create', '/page/create'],
      ['page edit', `/page/edit?id=${String(venue.json['id'])}`],
      ['offer form', '/booking/create'],
      ['offer edit', `/booking/${offerId}/edit`],
      ['applicant desk', `/booking/${offerId}/applicants`],
      ['date overview', '/booking/dates'],
      ['ratings', '/booking/ratings'],
      ['voting', `/booking/${offerId}/voting`],
      ['settings', '/user/settings'],
      ['app settings', '/user/appsettings'],
      ['account edit', '/user/edit'],
      ['GEMA', '/user/gema'],
      ['media detail', videoPath],
      ['directory', '/verzeichnis/livelocations'],
      ['search results', `/suche?q=${encodeURIComponent(`Studiobühne ${stamp}`)}`],
      ['venue factsheet', '/location/facts'],
      ['highlights', '/highlights'],
      ['contact ads', '/musikersuche'],
      ['contact ad form', '/contactad/create'],
      ['contact ad', contactAdPath],
      ['not found', `/booking/${offerId}x/nothing/here`],
    ] as const;
    const publicScreens = [
      ['landing', '/'],
      ['FAQ', '/static/faq'],
      ['legal notice', '/static/legal'],
    ] as const;

    for (const language of LANGUAGES) {
      // Signed in, the app speaks the account's language.
      const settings = await apiCall(
        '/api/user/settings',
        { locale: language.locale },
        organizer.token,
      );
      expect(settings.status).toBe(200);
      for (const scheme of language.schemes) {
        const visitor = await openPage(browser, {
          locale: language.browserLocale,
          viewport: PHONE,
        });
        await visitor.page.emulateMedia({ colorScheme: scheme });
        for (const [name, path] of publicScreens) {
          await checkScreen(visitor.page, path, `${name} (${language.locale}, ${scheme})`, {
            locale: language.locale,
            scheme,
            axe: language.axe,
          });
        }
        await visitor.context.close();

        const { page, context } = await openPage(browser, {
          locale: language.browserLocale,
          viewport: PHONE,
        });
        await page.emulateMedia({ colorScheme: scheme });
        await signIn(page, organizer.email, JOURNEY_PASSWORD);
        for (const [name, path] of signedInScreens) {
          if (name === 'applicant desk') {
            // The desk lists the band as its card, with the avatar's initials and the status.
            await visit(page, path);
            const card = page.getByRole('listitem').filter({ hasText: `Emils Ensemble ${stamp}` });
            await card
              .getByRole('link', { name: `Emils Ensemble ${stamp}`, exact: true })
              .waitFor();
            expect(await card.locator('[data-initials^="EE"]').count()).toBe(1);
          }
          await checkScreen(
            page,
            path,
            `${name} (${language.locale}, ${scheme})`,
            { locale: language.locale, scheme, axe: language.axe },
            name === 'applicant desk',
          );
        }
        await context.close();
      }
    }
  }, 600_000);
});
