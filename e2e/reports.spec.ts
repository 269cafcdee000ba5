/**
 * Reports: Bruno writes to Anna; Anna, in German on a 360 px phone, opens the conversation,
 * reports Bruno's message from its menu ("Melden": reason, details) and is thanked. Reporting the
 * same message again answers that she has reported it already, and the dialog stays open.
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

const idOf = async (token: string): Promise<string> => {
  const me = await apiCall('/api/user/me', null, token);
  return String((me.json['user'] as { id: string }).id);
};

describe('reports', () => {
  it('a member reports a message of a conversation, and a second report is answered as a duplicate', async () => {
    const annaName = `Anna Melderin ${stamp}`;
    const brunoName = `Bruno Werber ${stamp}`;
    const anna = await registerMusician(annaName, stamp);
    const bruno = await registerMusician(brunoName, stamp);
    const annaId = await idOf(anna.token);
    const started = await apiCall(
      '/api/messaging/conversations',
      { to: { kind: 'user', id: annaId }, text: 'Kauf 1000 Follower, billig!' },
      bruno.token,
    );
    expect(started.status).toBe(200);
    const conversationId = String((started.json['conversation'] as { id: string }).id);

    const { page } = await openPage(browser, { viewport: PHONE });
    await signIn(page, anna.email, JOURNEY_PASSWORD);
    await page.goto(`/directmessaging?id=${conversationId}`);
    await page.getByRole('heading', { level: 1, name: brunoName }).waitFor();
    await page.getByText('Kauf 1000 Follower, billig!').waitFor();

    const report = async () => {
      await page.getByRole('button', { name: /^Aktionen zur Nachricht von/ }).click();
      await page.getByRole('menuitem', { name: 'Melden' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nachricht melden' });
      await dialog.waitFor();
      await dialog.getByRole('radio', { name: 'Spam oder Werbung' }).check();
      await dialog.getByRole('textbox', { name: 'Details' }).fill('Werbung für gekaufte Follower');
      await dialog.getByRole('button', { name: 'Melden' }).click();
      return dialog;
    };

    const first = await report();
    await page.getByText('Danke für deine Meldung. Wir sehen uns das an.').waitFor();
    await first.waitFor({ state: 'hidden' });
    expect(await seriousAxeViolations(page)).toEqual([]);

    const second = await report();
    await second
      .getByRole('alert')
      .getByText(/Das hast du schon gemeldet/)
      .waitFor();
    expect(await second.isVisible()).toBe(true);

    // The report is Anna's, open, about Bruno's message.
    const mine = await apiCall('/api/reports/mine', null, anna.token);
    const items = mine.json['items'] as { status: string; subject: { kind: string } }[];
    expect(items.map((item) => [item.subject.kind, item.status])).toEqual([['message', 'open']]);
  });
});
