/**
 * Search (issue 17): Vera's venue is on Backline. Max, in German on a 360 px phone, opens the
 * top bar's search, types the venue's name misspelt ("Kulturhale"), picks the suggestion and
 * lands on the venue's page; then he opens every result for the words, grouped by kind.
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

describe('search', () => {
  it('finds a venue by a misspelt name from the top bar, and groups the results by kind', async () => {
    const vera = await registerMusician(`Vera Suche ${stamp}`, stamp);
    const max = await registerMusician(`Max Suche ${stamp}`, stamp);
    const venueName = `Kulturhalle Zwirnerei ${stamp}`;
    const created = await apiCall('/api/pages', { kind: 'location', name: venueName }, vera.token);
    expect(created.status, JSON.stringify(created.json)).toBe(201);

    const { page } = await openPage(browser, { viewport: PHONE });
    await signIn(page, max.email, JOURNEY_PASSWORD);
    await page.getByRole('button', { name: 'Suche öffnen' }).click();
    const field = page.getByRole('combobox', { name: 'Personen, Seiten, Gigs suchen' });
    // Open over the bar, the field takes all of the bar's width but the close button's.
    const closeBox = await page.getByRole('button', { name: 'Suche schließen' }).boundingBox();
    const fieldBox = await field.boundingBox();
    expect(closeBox!.width).toBeLessThanOrEqual(48);
    expect(fieldBox!.width).toBeGreaterThan(PHONE.width - 48 - 64);
    await field.fill(`Kulturhale Zwirnerei ${stamp}`);
    const suggestion = page.getByRole('option', {
      name: new RegExp(`${venueName}.*Live-Location`),
    });
    await suggestion.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await suggestion.click();
    await page.getByRole('heading', { level: 1, name: venueName }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/location\/kulturhalle-zwirnerei-/);

    // Every result for the words: grouped by kind, each card leads to its page.
    await page.getByRole('button', { name: 'Suche öffnen' }).click();
    await field.fill(`Zwirnerei ${stamp}`);
    await field.press('Enter');
    await page
      .getByRole('heading', { level: 1, name: `Ergebnisse für „Zwirnerei ${stamp}“` })
      .waitFor();
    const pages = page.getByRole('region', { name: 'Seiten' });
    await pages.getByRole('link', { name: venueName }).waitFor();
    // Only kinds with hits show: no people, gigs or topics are called "Zwirnerei".
    expect(await page.getByRole('region', { name: 'Personen' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  });
});
