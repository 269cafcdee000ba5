/**
 * Highlights: the site admin, in German on a 360 px phone, finds a new venue by its name on
 * `/highlights` and adds it with a note. A visitor (not signed in) opens the shared address and
 * sees it with the note, without the editing tools.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { launchBrowser, openPage, PHONE } from './support/browser.ts';
import { apiCall, registerMusician } from './support/accounts.ts';
import { DEMO_ADMIN } from './support/admin.ts';
import { signInWithTotp } from './support/moderators.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('highlights', () => {
  it('an admin adds a venue, a visitor sees it on the shared list', async () => {
    const owner = await registerMusician(`Clara Club ${stamp}`, stamp);
    const venueName = `Zeche Highlight ${stamp}`;
    const created = await apiCall('/api/pages', { kind: 'location', name: venueName }, owner.token);
    expect(created.status).toBe(201);

    const admin = await openPage(browser, { viewport: PHONE });
    await signInWithTotp(admin.page, DEMO_ADMIN);
    await admin.page.goto('/highlights');
    await admin.page.getByRole('heading', { level: 1, name: 'Highlights' }).waitFor();
    await admin.page.getByRole('searchbox', { name: 'Seite suchen' }).fill(venueName);
    await admin.page.getByRole('textbox', { name: 'Notiz (optional)' }).fill('Neu und mutig.');
    await admin.page.getByRole('button', { name: `${venueName} hinzufügen` }).click();
    await admin.page.getByText(`„${venueName}“ steht jetzt in den Highlights.`).waitFor();
    await admin.page.getByRole('button', { name: `${venueName} entfernen` }).waitFor();

    const visitor = await openPage(browser, { viewport: PHONE });
    await visitor.page.goto('/highlights');
    const link = visitor.page.getByRole('link', { name: venueName });
    await link.waitFor();
    await visitor.page.getByText('Neu und mutig.').waitFor();
    expect(await visitor.page.getByRole('heading', { name: 'Highlight hinzufügen' }).count()).toBe(
      0,
    );
    expect(await seriousAxeViolations(visitor.page)).toEqual([]);
    expect(
      await visitor.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);
  });
});
