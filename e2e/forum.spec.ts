/**
 * The forum: Anna, in German on a 360 px phone, starts a topic with a tag from `/forum` (the
 * navigation leads there). Bruno, on another phone, finds it in the list by its tag, answers it,
 * and follows it. Anna replies to his comment, one level deep; Bruno hears of it in his
 * notifications and its link leads back to the comment.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

describe('forum', () => {
  it('a topic gets an answer and a reply, and the follower is told', async () => {
    const anna = await registerMusician(`Anna Forum ${stamp}`, stamp);
    const bruno = await registerMusician(`Bruno Forum ${stamp}`, stamp);
    const title = `Welcher Verstärker für kleine Clubs ${stamp}?`;
    const tag = `amps${stamp}`.slice(0, 30);

    // Anna starts a topic on her phone.
    const annaBrowser = await openPage(browser, { viewport: PHONE });
    const annaPage = annaBrowser.page;
    await signIn(annaPage, anna.email, JOURNEY_PASSWORD);
    await annaPage.goto('/forum');
    await annaPage.getByRole('heading', { level: 1, name: 'Forum' }).waitFor();
    await annaPage.getByRole('button', { name: 'Neues Thema' }).first().click();
    const editor = annaPage.getByRole('dialog', { name: 'Neues Thema' });
    await editor.getByRole('textbox', { name: 'Titel' }).fill(title);
    await editor
      .getByRole('textbox', { name: 'Text' })
      .fill('Reichen **15 Watt** Röhre?\n\n- Telecaster\n- Indie');
    await editor.getByRole('textbox', { name: 'Schlagwörter' }).fill(tag);
    await editor.getByRole('button', { name: 'Veröffentlichen' }).click();
    await annaPage.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(annaPage.url()).pathname).toMatch(/^\/forum\/welcher-verstaerker-/);
    await annaPage.locator('strong', { hasText: '15 Watt' }).waitFor();
    await annaPage.getByRole('button', { name: 'Du folgst' }).waitFor();
    await noSidewaysScroll(annaPage);

    // Bruno finds it by its tag, answers and follows.
    const brunoBrowser = await openPage(browser, { viewport: PHONE });
    const brunoPage = brunoBrowser.page;
    await signIn(brunoPage, bruno.email, JOURNEY_PASSWORD);
    await brunoPage.goto(`/forum?tag=${tag}`);
    await brunoPage.getByRole('link', { name: title }).click();
    await brunoPage.getByRole('heading', { level: 1, name: title }).waitFor();
    await brunoPage
      .getByRole('textbox', { name: 'Kommentar schreiben' })
      .fill('15 Watt reichen locker.');
    await brunoPage.getByRole('button', { name: 'Kommentieren' }).click();
    await brunoPage.getByText('15 Watt reichen locker.').waitFor();
    await brunoPage.getByRole('button', { name: 'Folgen' }).click();
    await brunoPage.getByRole('button', { name: 'Du folgst' }).waitFor();
    expect(await seriousAxeViolations(brunoPage)).toEqual([]);
    await noSidewaysScroll(brunoPage);

    // Anna replies to his comment.
    await annaPage.reload();
    const comment = annaPage.getByRole('article', { name: `Bruno Forum ${stamp}` });
    await comment.getByRole('button', { name: 'Antworten' }).first().click();
    await annaPage
      .getByRole('textbox', { name: `Antwort an Bruno Forum ${stamp}` })
      .fill('Danke, dann bleibt es beim Combo!');
    await annaPage.getByRole('button', { name: 'Antwort senden' }).click();
    await annaPage.getByText('Danke, dann bleibt es beim Combo!').waitFor();

    // Bruno is told, and the notice leads to the reply.
    await brunoPage.goto('/user/notifications');
    const notice = brunoPage.getByText(`Anna Forum ${stamp} hat „${title}“ kommentiert.`);
    await notice.waitFor();
    await notice.click();
    await brunoPage.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(brunoPage.url()).hash).toMatch(/^#comment-/);
    await brunoPage.getByText('Danke, dann bleibt es beim Combo!').waitFor();

    await annaBrowser.context.close();
    await brunoBrowser.context.close();
  }, 120_000);
});
