/**
 * Dashboard: the demo musician (Lena, seeded) opens /home on a 360 px phone in German and finds
 * what she came for: her conversations (the unread ones first), contact requests, her band's
 * next confirmed gigs and the gig still to rate. A new musician, Carla, has just asked her to be
 * a contact; Lena accepts from the dashboard, and Carla is her contact. Nothing scrolls
 * sideways, on the dashboard or on the contacts screen's tabs; axe finds nothing serious. On a
 * desktop the sections stand in two columns, in English too.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { apiCall, registerMusician } from './support/accounts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

/** The cards (list items) of a dashboard section, by its heading. */
const cardsOf = (page: Page, section: string) =>
  page.getByRole('region', { name: section }).getByRole('listitem');

describe('dashboard', () => {
  it('shows conversations, requests and gigs, and accepts a request on a phone', async () => {
    const carlaName = `Carla Anfrage ${stamp}`;
    const carla = await registerMusician(carlaName, stamp);
    const demo = await apiCall('/api/token', {
      email: 'demo@backline.test',
      password: 'Demo-Passw0rd1',
    });
    expect(demo.status).toBe(200);
    const demoToken = String(demo.json['token']);
    const me = await apiCall('/api/user/me', null, demoToken);
    const lenaId = String((me.json['user'] as { id: string }).id);
    const asked = await apiCall(
      `/api/user/contacts/${lenaId}`,
      { command: 'request' },
      carla.token,
    );
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);

    const { page, errors, context } = await openPage(browser, { viewport: PHONE });
    await signIn(page);
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: /^Hallo, / }).waitFor();

    // Conversations: the seed's, those with unread answers first.
    const conversations = cardsOf(page, 'Nachrichten');
    await conversations.first().waitFor();
    expect(await conversations.count()).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() =>
        conversations
          .first()
          .getByText(/\d+ ungelesen/)
          .count(),
      )
      .toBeGreaterThan(0);
    // Her band's next confirmed gigs, and the past one still to rate.
    const gigs = cardsOf(page, 'Deine nächsten Gigs');
    expect(await gigs.count()).toBeGreaterThan(0);
    expect(await gigs.first().getByText('Bestätigt').count()).toBe(1);
    expect(await cardsOf(page, 'Offene Bewertungen').count()).toBeGreaterThan(0);
    // Every "show all" leads to its screen.
    expect(
      await page.getByRole('link', { name: 'Alle anzeigen: Kontaktanfragen' }).getAttribute('href'),
    ).toBe('/user/contacts?list=incoming');

    await noSidewaysScroll(page, PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Carla's request, accepted right here.
    const requests = page.getByRole('region', { name: 'Kontaktanfragen' });
    await requests.getByRole('link', { name: carlaName }).waitFor();
    await requests.getByRole('button', { name: `Annehmen: ${carlaName}` }).click();
    await page.getByText(`Du und ${carlaName} seid jetzt Kontakte.`).waitFor();
    await expect.poll(async () => requests.getByRole('link', { name: carlaName }).count()).toBe(0);
    const contacts = await apiCall('/api/user/contacts?list=confirmed', null, carla.token);
    expect(
      (contacts.json['items'] as { person: { id: string } }[]).map((item) => item.person.id),
    ).toEqual([lenaId]);

    // The contacts screen's tabs fit the phone: nothing scrolls sideways.
    await page.goto('/user/contacts?list=incoming');
    const tabs = page.getByRole('tablist', { name: 'Kontaktlisten' });
    await tabs.waitFor();
    const [scrollWidth, clientWidth] = await tabs.evaluate((element) => [
      element.scrollWidth,
      element.clientWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await noSidewaysScroll(page, PHONE.width);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('stands in two columns on a desktop, in English too', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: DESKTOP });
    await signIn(page);
    await page.goto('/home');
    await page.getByRole('button', { name: /Sprache wechseln: English/ }).click();
    const messages = page.getByRole('region', { name: 'Messages' });
    await messages.getByRole('listitem').first().waitFor();
    const [left, right] = await Promise.all([
      messages.boundingBox(),
      page.getByRole('region', { name: 'Contact requests' }).boundingBox(),
    ]);
    expect(left && right && right.x > left.x + left.width - 1).toBe(true);
    const gigs = page.getByRole('region', { name: 'Your next gigs' });
    expect(await gigs.getByText('Confirmed').count()).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'Ratings due' }).count()).toBe(1);
    await noSidewaysScroll(page, DESKTOP.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
