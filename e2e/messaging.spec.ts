/**
 * Messaging: Anna opens a new conversation with Bruno by its address (the profile's message
 * button comes with its wiring) and writes a message with a line break and a link. Bruno, in
 * German on a 360 px phone, sees the conversation with an unread badge on /messaging, opens it,
 * sees Anna's message with the link clickable, and answers; Anna, with the chat open, sees live
 * (over the realtime socket, no reload) that he read it, that he is typing, and his answer.
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

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

/** Axe in the light and the dark scheme. */
const axeInBothSchemes = async (page: Page) => {
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
};

describe('messaging', () => {
  it('a message with a line break and a link reaches a phone, and the answer comes back', async () => {
    const annaName = `Anna Schreiberin ${stamp}`;
    const brunoName = `Bruno Leser ${stamp}`;
    const anna = await registerMusician(annaName, stamp);
    const bruno = await registerMusician(brunoName, stamp);
    const brunoId = await idOf(bruno.token);
    const link = 'https://backline.test/gigs';
    const text = `Hallo Bruno,\nhast du Lust auf den Gig? ${link}`;

    // Anna (desktop) opens the new conversation by its address; nothing exists before she sends.
    const annaBrowser = await openPage(browser);
    const desktop = annaBrowser.page;
    await signIn(desktop, anna.email, JOURNEY_PASSWORD);
    await desktop.goto(`/directmessaging?to=user:${brunoId}`);
    await desktop.getByRole('heading', { level: 1, name: 'Neue Nachricht' }).waitFor();
    const field = desktop.getByRole('textbox', { name: 'Nachricht' });
    await field.fill(text);
    await desktop.getByRole('button', { name: 'Senden' }).click();
    await desktop.waitForURL((url) => url.searchParams.has('id'));
    const conversationId = new URL(desktop.url()).searchParams.get('id');
    expect(conversationId).toBeTruthy();
    await desktop.getByRole('heading', { level: 1, name: brunoName }).waitFor();
    await desktop.getByRole('link', { name: link }).waitFor();
    expect(await desktop.getByRole('textbox', { name: 'Nachricht' }).inputValue()).toBe('');
    await axeInBothSchemes(desktop);

    // Bruno, German, on a phone: the conversation waits with its unread badge.
    const brunoBrowser = await openPage(browser, { viewport: PHONE });
    const phone = brunoBrowser.page;
    await signIn(phone, bruno.email, JOURNEY_PASSWORD);
    await phone.goto('/messaging');
    await phone.getByRole('heading', { level: 1, name: 'Nachrichten' }).waitFor();
    const card = phone.getByRole('link', { name: annaName });
    await card.waitFor();
    expect(await card.getAttribute('href')).toBe(`/directmessaging?id=${conversationId}`);
    const item = phone.getByRole('list', { name: 'Unterhaltungen' }).getByRole('listitem').first();
    await item.getByText('1 ungelesen').waitFor();
    // List first: the conversation shows on the first screen of the phone.
    const first = await item.boundingBox();
    expect(first).not.toBeNull();
    expect(first!.y + 48).toBeLessThanOrEqual(PHONE.height);
    await axeInBothSchemes(phone);
    await noSidewaysScroll(phone, PHONE.width);

    // He opens it: the line break kept, the link a link that opens a new tab.
    await card.click();
    await phone.waitForURL((url) => url.pathname === '/directmessaging');
    await phone.getByRole('heading', { level: 1, name: annaName }).waitFor();
    const received = phone.getByRole('link', { name: link });
    await received.waitFor();
    expect(await received.getAttribute('href')).toBe(link);
    expect(await received.getAttribute('target')).toBe('_blank');
    expect(await received.getAttribute('rel')).toBe('noopener noreferrer');
    const paragraph = phone.getByRole('log').locator('p', { hasText: 'Hallo Bruno,' });
    expect(await paragraph.innerText()).toContain('Hallo Bruno,\nhast du Lust auf den Gig?');
    await phone.getByText('Neu', { exact: true }).waitFor();
    await axeInBothSchemes(phone);
    await noSidewaysScroll(phone, PHONE.width);

    // Reading it cleared the badge.
    await expect
      .poll(async () => {
        const list = await apiCall('/api/messaging/conversations', null, bruno.token);
        return (list.json['items'] as { unread: number }[])[0]?.unread;
      })
      .toBe(0);

    // Anna, still in the chat, saw him read it: the read receipt came over the socket.
    await desktop.getByText('Gelesen', { exact: true }).waitFor();

    // He answers with Ctrl+Enter; while he types, Anna sees it live (only the socket tells).
    const answer = 'Klar, bin dabei!';
    const phoneField = phone.getByRole('textbox', { name: 'Nachricht' });
    await phoneField.pressSequentially('Klar, ');
    await desktop.getByText(`${brunoName} schreibt gerade …`).waitFor();
    await phoneField.fill(answer);
    await phoneField.press('Control+Enter');
    await phone.getByRole('log').getByText(answer).waitFor();
    // The socket may show the message before the send's own answer empties the field.
    await expect.poll(() => phoneField.inputValue()).toBe('');

    // Anna sees the answer without reloading: the socket delivered it.
    await desktop.getByRole('log').getByText(answer).waitFor();

    for (const opened of [brunoBrowser, annaBrowser]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 180_000);
});
