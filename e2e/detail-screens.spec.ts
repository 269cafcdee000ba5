/**
 * The detail screens of the design system (issue 13): a page without pictures leads with its
 * default cover and initials; on a phone the primary action of the page and of the offer is on
 * the first screen (a bar fixed to the bottom); following is immediate and unfollowing on /home
 * is undone from the snackbar; page, profile and offer detail have no serious axe findings in
 * German and English, light and dark, and no horizontal overflow at 360 px.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { publishOffer } from './support/booking.ts';
import { baseUrl, launchBrowser, openPage, signIn } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PHONE_SCREEN = { width: 360, height: 740 };
const PAGE_NAME = 'Lichtspiel Kollektiv';

/** Whether the element is entirely inside the first screen (no scrolling). */
async function inFirstViewport(element: Locator, viewport: { height: number; width: number }) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  return (
    box !== null &&
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= viewport.height &&
    box.x + box.width <= viewport.width
  );
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('detail screens', () => {
  it(
    'lead with cover and initials, keep the primary action in reach on phones, and pass axe',
    { timeout: 180_000 },
    async () => {
      // A band page without pictures, its owner's profile and an offer of theirs.
      const owner = await registerMusician('Tilda Lichtspiel', stamp);
      const created = await apiCall(
        '/api/pages',
        { kind: 'artist', artistForm: 'band', name: PAGE_NAME },
        owner.token,
      );
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const pagePath = String(created.json['resource']);
      const ownerMe = await apiCall('/api/user/me', null, owner.token);
      const ownerPath = String((ownerMe.json['user'] as { resource: string }).resource);
      const offer = await publishOffer(owner.token, { title: `Sommerbühne ${stamp}` });
      const offerPath = String(offer['resource']);

      // A musician on a 360 × 740 phone.
      const fan = await registerMusician('Fenja Fan', stamp);
      const phone = await openPage(browser, { viewport: PHONE_SCREEN });
      await signIn(phone.page, fan.email, JOURNEY_PASSWORD);

      // The page: default cover, initials in the page's colour, "Folgen" on the first screen.
      const { page } = phone;
      await page.goto(pagePath);
      await page.getByRole('heading', { level: 1, name: PAGE_NAME }).waitFor();
      const hero = page.locator('article header').first();
      expect(await hero.locator('[data-default-cover]').count()).toBe(1);
      expect(await hero.locator('[data-initials="LK"]').count()).toBe(1);
      const follow = page.getByRole('button', { name: 'Folgen', exact: true });
      expect(await inFirstViewport(follow, PHONE_SCREEN)).toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await follow.click();
      await page.getByRole('button', { name: 'Nicht mehr folgen' }).waitFor();
      await page.getByText('1 Follower').first().waitFor();

      // /home: the followed page as a card; unfollowing asks nothing, undo follows again.
      await page.goto('/home');
      const followed = page.getByRole('region', { name: 'Seiten, denen du folgst' });
      await followed.getByRole('link', { name: PAGE_NAME }).waitFor();
      expect(await followed.locator('[data-initials="LK"]').count()).toBe(1);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await followed.getByRole('button', { name: 'Nicht mehr folgen' }).click();
      await followed.getByRole('heading', { name: 'Du folgst noch keiner Seite.' }).waitFor();
      await page.getByRole('button', { name: 'Rückgängig' }).click();
      await followed.getByRole('link', { name: PAGE_NAME }).waitFor();
      await expect
        .poll(async () => {
          const list = await apiCall('/api/user/following', null, fan.token);
          return (list.json['pages'] as { name: string }[]).map((item) => item.name);
        })
        .toEqual([PAGE_NAME]);

      // The offer: "Bewerben" on the first screen, no overflow.
      await page.goto(offerPath);
      await page.getByRole('heading', { level: 1, name: `Sommerbühne ${stamp}` }).waitFor();
      const apply = page.getByRole('button', { name: 'Bewerben', exact: true });
      expect(await inFirstViewport(apply, PHONE_SCREEN)).toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await apply.click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('offer-apply');

      // The profile, at 360 px.
      await page.goto(ownerPath);
      await page.getByRole('heading', { level: 1, name: 'Tilda Lichtspiel' }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(phone.errors).toEqual([]);

      // axe on the three detail screens, German and English, light and dark.
      const english = await registerMusician('Edda English', stamp);
      expect((await apiCall('/api/user/settings', { locale: 'en' }, english.token)).status).toBe(
        200,
      );
      const findings: string[] = [];
      const screens = [
        { path: pagePath, title: PAGE_NAME },
        { path: ownerPath, title: 'Tilda Lichtspiel' },
        { path: offerPath, title: `Sommerbühne ${stamp}` },
      ];
      const contexts: BrowserContext[] = [phone.context];
      for (const [language, account, locale] of [
        ['de', fan, 'de-DE'],
        ['en', english, 'en-US'],
      ] as const) {
        const light = await openPage(browser, { locale });
        contexts.push(light.context);
        await signIn(light.page, account.email, JOURNEY_PASSWORD);
        const dark = await browser.newContext({
          storageState: await light.context.storageState(),
          colorScheme: 'dark',
          locale,
          baseURL: baseUrl(),
          viewport: PHONE_SCREEN,
        });
        contexts.push(dark);
        const darkPage = await dark.newPage();
        for (const [scheme, on] of [
          ['light', light.page],
          ['dark', darkPage],
        ] as const) {
          for (const { path, title } of screens) {
            await on.goto(path);
            await on.getByRole('heading', { level: 1, name: title }).waitFor();
            await on.waitForFunction((lang) => document.documentElement.lang === lang, language);
            findings.push(
              ...(await seriousAxeViolations(on)).map(
                (finding) => `${path} ${language} ${scheme}: ${finding}`,
              ),
            );
          }
        }
        expect(light.errors).toEqual([]);
      }
      expect(findings).toEqual([]);
      await Promise.all(contexts.map((context) => context.close()));
    },
  );
});
