/**
 * Moderation (issue 16), in German on a 360 px phone: Bruno writes spam to Anna, Anna reports the
 * message. Moderator 1 (demo, second factor) finds it in /moderation and community-bans Bruno
 * with a reason. Bruno sees the measure with its reason on /account/moderation and objects.
 * Moderator 1 cannot decide his own measure's objection; moderator 2 overturns it, which lifts
 * the ban. Bruno sees the outcome, Anna sees her report upheld.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { MODERATORS, signInWithTotp } from './support/moderators.ts';

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

describe('moderation', () => {
  it('a reported member is banned with a reason, objects, and another moderator overturns it', async () => {
    const annaName = `Anna Aufmerksam ${stamp}`;
    const brunoName = `Bruno Spammer ${stamp}`;
    const spam = `Kauf 1000 Follower, billig! ${stamp}`;
    const reason = 'Wiederholte Werbung für gekaufte Follower.';
    const anna = await registerMusician(annaName, stamp);
    const bruno = await registerMusician(brunoName, stamp);
    const started = await apiCall(
      '/api/messaging/conversations',
      { to: { kind: 'user', id: await idOf(anna.token) }, text: spam },
      bruno.token,
    );
    expect(started.status).toBe(200);
    const conversationId = String((started.json['conversation'] as { id: string }).id);

    // Anna reports Bruno's message.
    const annaPage = (await openPage(browser, { viewport: PHONE })).page;
    await signIn(annaPage, anna.email, JOURNEY_PASSWORD);
    await annaPage.goto(`/directmessaging?id=${conversationId}`);
    await annaPage.getByText(spam).waitFor();
    await annaPage.getByRole('button', { name: /^Aktionen zur Nachricht von/ }).click();
    await annaPage.getByRole('menuitem', { name: 'Melden' }).click();
    const reportDialog = annaPage.getByRole('dialog', { name: 'Nachricht melden' });
    await reportDialog.getByRole('radio', { name: 'Spam oder Werbung' }).check();
    await reportDialog.getByRole('button', { name: 'Melden' }).click();
    await annaPage.getByText('Danke für deine Meldung. Wir sehen uns das an.').waitFor();

    // Moderator 1 finds it in the queue and community-bans Bruno with a reason.
    const first = (await openPage(browser, { viewport: PHONE })).page;
    await signInWithTotp(first, MODERATORS.first);
    await first.getByRole('button', { name: 'Kontomenü' }).click();
    await first.getByRole('menuitem', { name: 'Moderation', exact: true }).click();
    await first.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
    const card = first.getByRole('listitem').filter({ hasText: spam });
    await card.getByText('Spam oder Werbung').waitFor();
    expect(await seriousAxeViolations(first)).toEqual([]);
    await card.getByRole('button', { name: 'Community-Sperre' }).click();
    const banDialog = first.getByRole('dialog', { name: 'Community-Sperre: Nachricht' });
    // The reason is mandatory.
    await banDialog.getByRole('button', { name: 'Ausführen' }).click();
    await banDialog.locator('textarea[aria-invalid="true"]').waitFor();
    await banDialog.getByRole('textbox', { name: /Begründung/ }).fill(reason);
    await banDialog.getByRole('button', { name: 'Ausführen' }).click();
    await first.getByText('Maßnahme ausgeführt.').waitFor();
    await card.waitFor({ state: 'detached' });
    const banned = await apiCall('/api/user/me', null, bruno.token);
    const bansOf = (json: Record<string, unknown>) =>
      (json['user'] as { bans: { communityBanUntil: string | null } }).bans;
    expect(bansOf(banned.json).communityBanUntil).not.toBeNull();

    // Bruno sees the measure with its reason and objects.
    const brunoPage = (await openPage(browser, { viewport: PHONE })).page;
    await signIn(brunoPage, bruno.email, JOURNEY_PASSWORD);
    await brunoPage.goto('/account/moderation');
    const measure = brunoPage
      .getByRole('listitem')
      .filter({ hasText: 'Community-Sperre · Nachricht' });
    await measure.getByText(`Begründung: ${reason}`).waitFor();
    expect(await seriousAxeViolations(brunoPage)).toEqual([]);
    await measure.getByRole('button', { name: 'Einspruch einlegen' }).click();
    const objection = brunoPage.getByRole('dialog', { name: 'Einspruch einlegen' });
    await objection
      .getByRole('textbox', { name: /Dein Einspruch/ })
      .fill('Das war ein Scherz unter Freunden, keine Werbung.');
    await objection.getByRole('button', { name: 'Einspruch einlegen' }).click();
    await measure.getByText('Einspruch wird geprüft').waitFor();

    // Moderator 1 cannot decide the objection against his own measure.
    await first.getByRole('tab', { name: 'Einsprüche' }).click();
    const ownAppeal = first.getByRole('listitem').filter({ hasText: brunoName });
    await ownAppeal.getByText(/deine eigene Maßnahme/).waitFor();
    expect(await ownAppeal.getByRole('button', { name: 'Entscheiden' }).count()).toBe(0);

    // Moderator 2 overturns it with a reason.
    const second = (await openPage(browser, { viewport: PHONE })).page;
    await signInWithTotp(second, MODERATORS.second);
    await second.goto('/moderation?tab=appeals');
    const appeal = second.getByRole('listitem').filter({ hasText: brunoName });
    await appeal.getByText(/Das war ein Scherz unter Freunden/).waitFor();
    expect(await seriousAxeViolations(second)).toEqual([]);
    await appeal.getByRole('button', { name: 'Entscheiden' }).click();
    const decide = second.getByRole('dialog', { name: 'Über den Einspruch entscheiden' });
    await decide.getByRole('radio', { name: /Einspruch stattgeben/ }).check();
    await decide.getByRole('textbox', { name: /Begründung/ }).fill('Einmaliger Scherz, kein Spam.');
    await decide.getByRole('button', { name: 'Entscheiden' }).click();
    await second.getByText('Einspruch entschieden.').waitFor();
    await appeal.waitFor({ state: 'detached' });

    // Bruno's ban is lifted and he sees why; Anna sees her report upheld.
    const lifted = await apiCall('/api/user/me', null, bruno.token);
    expect(bansOf(lifted.json).communityBanUntil).toBeNull();
    await brunoPage.reload();
    await measure.getByText('Einspruch erfolgreich: Die Maßnahme wurde aufgehoben').waitFor();
    await measure.getByText(/Einmaliger Scherz, kein Spam/).waitFor();
    await annaPage.goto('/account/moderation');
    await annaPage.getByText('Bestätigt: Die Moderation hat eingegriffen').waitFor();
    expect(await seriousAxeViolations(annaPage)).toEqual([]);
  }, 150_000);
});
