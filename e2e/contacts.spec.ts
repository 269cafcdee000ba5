/**
 * Contacts: Anna (a public profile, as every new profile is) opens Bruno's profile on her desktop
 * and sends him a contact request with its button. Bruno, on a 360 px phone in German, finds the
 * request under "Anfragen" on /user/contacts and accepts it; then each is in the other's
 * "Kontakte", on Bruno's phone and on Anna's desktop.
 */
import type { Browser, Page } from 'playwright-core';
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

const idOf = async (token: string): Promise<string> => {
  const me = await apiCall('/api/user/me', null, token);
  return String((me.json['user'] as { id: string }).id);
};

/** The names in one of the user's lists, as the API answers them. */
const namesIn = async (list: string, token: string): Promise<string[]> => {
  const answer = await apiCall(`/api/user/contacts?list=${list}`, null, token);
  expect(answer.status).toBe(200);
  return (answer.json['items'] as { person: { name: string } }[]).map((item) => item.person.name);
};

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

describe('contacts', () => {
  it('a request the other side accepts on a phone makes both contacts', async () => {
    const annaName = `Anna Absender ${stamp}`;
    const brunoName = `Bruno Empfänger ${stamp}`;
    const anna = await registerMusician(annaName, stamp);
    const bruno = await registerMusician(brunoName, stamp);
    const annaId = await idOf(anna.token);
    const brunoId = await idOf(bruno.token);

    // Anna asks from Bruno's profile (desktop).
    const annaBrowser = await openPage(browser);
    const desktop = annaBrowser.page;
    await signIn(desktop, anna.email, JOURNEY_PASSWORD);
    await desktop.goto(`/user/bruno-${brunoId}`);
    await desktop.getByRole('heading', { level: 1, name: brunoName }).waitFor();
    await desktop.getByRole('button', { name: 'Kontaktanfrage senden' }).click();
    await desktop.getByText(`Kontaktanfrage an ${brunoName} gesendet.`).waitFor();
    await desktop.getByRole('button', { name: 'Anfrage zurückziehen' }).waitFor();
    expect(await namesIn('outgoing', anna.token)).toEqual([brunoName]);

    // Bruno, German, on a phone: the request waits under "Anfragen".
    const brunoBrowser = await openPage(browser, { viewport: PHONE });
    const phone = brunoBrowser.page;
    await signIn(phone, bruno.email, JOURNEY_PASSWORD);
    await phone.goto('/user/contacts');
    await phone.getByRole('heading', { level: 1, name: 'Kontakte' }).waitFor();
    await phone.getByRole('heading', { name: 'Noch keine Kontakte' }).waitFor();
    await phone.getByRole('tab', { name: 'Anfragen (1)' }).click();
    await phone.waitForURL((url) => url.searchParams.get('list') === 'incoming');
    const request = phone.getByRole('link', { name: annaName });
    await request.waitFor();
    expect(await request.getAttribute('href')).toContain(annaId);
    // List first: the request's card shows on the first screen of the phone.
    const first = await phone
      .getByRole('list', { name: 'Anfragen' })
      .getByRole('listitem')
      .first()
      .boundingBox();
    expect(first).not.toBeNull();
    expect(first!.y + 48).toBeLessThanOrEqual(PHONE.height);
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await phone.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await phone.emulateMedia({ colorScheme: 'light' });
    await noSidewaysScroll(phone);

    await phone.getByRole('button', { name: `Annehmen: ${annaName}` }).click();
    await phone.getByText(`Du und ${annaName} seid jetzt Kontakte.`).waitFor();
    await phone.getByRole('heading', { name: 'Keine offenen Anfragen' }).waitFor();
    await phone.getByRole('tab', { name: 'Kontakte (1)' }).click();
    await phone.getByRole('link', { name: annaName }).waitFor();
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await noSidewaysScroll(phone);

    // Anna sees Bruno among her contacts (desktop).
    await desktop.goto('/user/contacts');
    const contact = desktop.getByRole('link', { name: brunoName });
    await contact.waitFor();
    expect(await contact.getAttribute('href')).toContain(brunoId);
    await desktop.getByRole('tab', { name: 'Gesendet (0)' }).waitFor();
    expect(await seriousAxeViolations(desktop)).toEqual([]);

    expect(await namesIn('confirmed', anna.token)).toEqual([brunoName]);
    expect(await namesIn('confirmed', bruno.token)).toEqual([annaName]);
    const relation = await apiCall(`/api/user/contacts/${annaId}`, null, bruno.token);
    expect(relation.json).toMatchObject({ userId: annaId, state: 'confirmed' });

    for (const opened of [brunoBrowser, annaBrowser]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 180_000);
});
