import { seriousAxeViolations } from './support/axe.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const STATIC_PAGES = ['faq', 'legal', 'privacy', 'terms', 'gewinnspiel'];

const htmlLang = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.documentElement.getAttribute('lang'));

describe('the landing page and the language', () => {
  it('greets a German browser in German and switches to English, which persists', async () => {
    const { context, page, errors } = await openPage(browser, { locale: 'de-DE' });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe('de');
    expect(await page.locator('main').count()).toBe(1);
    const germanHeading = await page.getByRole('heading', { level: 1 }).textContent();

    await page
      .getByRole('button', { name: /Sprache wechseln/ })
      .first()
      .click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe(germanHeading);

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe('en');

    await page.goto('/?lang=de');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(germanHeading);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows an English browser on the first visit and falls back to German otherwise', async () => {
    const english = await openPage(browser, { locale: 'en-US' });
    await english.page.goto('/');
    await english.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await htmlLang(english.page)).toBe('en');
    await english.context.close();

    const french = await openPage(browser, { locale: 'fr-FR' });
    await french.page.goto('/');
    await french.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await htmlLang(french.page)).toBe('de');
    await french.context.close();
  });

  it('switches with ?lang=en and formats nothing in the wrong language', async () => {
    const { context, page } = await openPage(browser, { locale: 'de-DE' });
    await page.goto('/static/faq?lang=en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
      /FAQ|Frequently/i,
    );
    await context.close();
  });
});

describe('the static pages', () => {
  it.each(STATIC_PAGES)(
    '/static/%s has a main element and real text in both languages',
    async (name) => {
      const { context, page, errors } = await openPage(browser);
      const headings: string[] = [];
      for (const lang of ['de', 'en']) {
        await page.goto(`/static/${name}?lang=${lang}`);
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        const main = page.locator('main');
        expect(await main.count()).toBe(1);
        const heading = await main.getByRole('heading', { level: 1 }).textContent();
        await main.locator('p').first().waitFor();
        headings.push(heading ?? '');
        expect((await main.innerText()).length).toBeGreaterThan(800);
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
      expect(headings[0]).not.toBe(headings[1]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('accessibility and small screens', () => {
  it('has no serious axe violations on the landing and login pages in both languages', async () => {
    const { context, page } = await openPage(browser);
    for (const path of ['/?lang=de', '/', '/login?lang=en', '/login']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
    await context.close();
  });

  it('works at 360 px: no horizontal scrolling and the navigation in a drawer', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: PHONE });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page
      .getByRole('button', { name: /Menü|Menu/i })
      .first()
      .click();
    await page.getByRole('link', { name: /Gigs/ }).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('device behaviour', () => {
  it('blocks the app with the offline dialog while the device is offline', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.setOffline(true);
    const dialog = page.getByRole('dialog', { name: /Gerät offline/ });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/Internet/);
    await context.setOffline(false);
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('reports a missing asset as a real 404 and serves the app for any other path', async () => {
    const { context, page } = await openPage(browser);
    const missing = await page.goto('/assets/does-not-exist.js');
    expect(missing?.status()).toBe(404);
    const spa = await page.goto('/static/terms');
    expect(spa?.status()).toBe(200);
    expect(spa?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    expect(spa?.headers()['x-content-type-options']).toBe('nosniff');
    await context.close();
  });
});

describe('the API documentation', () => {
  it('lists the endpoints at /api/docs', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/api/docs');
    await page.getByText('/api/health').first().waitFor({ timeout: 30_000 });
    await page.getByText('/api/token').first().waitFor();
    await context.close();
  });
});
