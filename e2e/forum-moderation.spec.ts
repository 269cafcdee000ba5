/**
 * The forum under moderation (issue 16), in German on 360 px phones: Anna opens a topic, Bruno
 * replies, Carla reports the reply. Moderator 1 hides it from the queue with a reason; readers
 * then see the policy notice with "Anzeigen". Bruno sees the measure with its reason and
 * objects; moderator 1 may not decide his own measure, moderator 2 upholds it with a reason.
 * Bruno sees the outcome, Carla that her report was upheld.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { MODERATORS, signInWithTotp } from './support/moderators.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const HIDDEN_NOTICE =
  'Dieser Kommentar wurde wegen eines Verstoßes gegen unsere Richtlinien ausgeblendet';

describe('forum moderation', () => {
  it('a reported reply is hidden with a reason, objected to, and decided by another moderator', async () => {
    const anna = await registerMusician(`Anna Thema ${stamp}`, stamp);
    const brunoName = `Bruno Pöbel ${stamp}`;
    const bruno = await registerMusician(brunoName, stamp);
    const carla = await registerMusician(`Carla Meldet ${stamp}`, stamp);
    const title = `Gagen für Newcomer ${stamp}`;
    const insult = `Wer so wenig verlangt, hat es nicht besser verdient, Amateure! ${stamp}`;
    const reason = 'Beleidigung anderer Mitglieder (Forenregel 2).';

    // Anna opens a topic; Bruno replies (the forum journey covers both screens).
    const categories = await apiCall('/api/forum/categories', null, anna.token);
    const categoryId = String((categories.json['items'] as { id: string }[])[0]?.id);
    const topic = await apiCall(
      '/api/forum/topics',
      { categoryId, title, body: 'Was verlangt ihr als neue Band für einen Clubabend?', tags: [] },
      anna.token,
    );
    expect(topic.status).toBe(200);
    const topicPath = String(topic.json['path']);
    const topicId = String(topic.json['id']);
    const reply = await apiCall(
      `/api/forum/topics/${topicId}/comments`,
      { body: insult },
      bruno.token,
    );
    expect(reply.status).toBe(200);

    // Carla reports the reply from the topic page.
    const carlaPage = (await openPage(browser, { viewport: PHONE })).page;
    await signIn(carlaPage, carla.email, JOURNEY_PASSWORD);
    await carlaPage.goto(topicPath);
    await carlaPage.getByText(insult).waitFor();
    await carlaPage
      .getByRole('button', { name: `Aktionen zum Kommentar von ${brunoName}` })
      .click();
    await carlaPage.getByRole('menuitem', { name: 'Melden' }).click();
    const reportDialog = carlaPage.getByRole('dialog', { name: 'Kommentar melden' });
    await reportDialog.getByRole('radio', { name: /Belästigung/ }).check();
    await reportDialog.getByRole('button', { name: 'Melden' }).click();
    await carlaPage.getByText('Danke für deine Meldung. Wir sehen uns das an.').waitFor();

    // Moderator 1 hides it from the queue, with the mandatory reason.
    const first = (await openPage(browser, { viewport: PHONE })).page;
    await signInWithTotp(first, MODERATORS.first);
    await first.goto('/moderation');
    const card = first.getByRole('listitem').filter({ hasText: insult });
    await card.getByText('Forenkommentar', { exact: false }).first().waitFor();
    await card.getByRole('button', { name: 'Ausblenden', exact: true }).click();
    const hideDialog = first.getByRole('dialog', { name: 'Ausblenden: Forenkommentar' });
    await hideDialog.getByRole('textbox', { name: /Begründung/ }).fill(reason);
    await hideDialog.getByRole('button', { name: 'Ausführen' }).click();
    await first.getByText('Maßnahme ausgeführt.').waitFor();
    await card.waitFor({ state: 'detached' });

    // Readers see the policy notice and may still show the comment.
    await carlaPage.reload();
    await carlaPage.getByText(HIDDEN_NOTICE).waitFor();
    expect(await carlaPage.getByText(insult).count()).toBe(0);
    await carlaPage.getByRole('button', { name: 'Anzeigen' }).click();
    await carlaPage.getByText(insult).waitFor();
    expect(await seriousAxeViolations(carlaPage)).toEqual([]);

    // Bruno sees the measure with its reason and objects.
    const brunoPage = (await openPage(browser, { viewport: PHONE })).page;
    await signIn(brunoPage, bruno.email, JOURNEY_PASSWORD);
    await brunoPage.goto('/account/moderation');
    const measure = brunoPage
      .getByRole('listitem')
      .filter({ hasText: 'Ausblenden · Forenkommentar' });
    await measure.getByText(`Begründung: ${reason}`).waitFor();
    await measure.getByRole('button', { name: 'Einspruch einlegen' }).click();
    const objection = brunoPage.getByRole('dialog', { name: 'Einspruch einlegen' });
    await objection
      .getByRole('textbox', { name: /Dein Einspruch/ })
      .fill('Das war Kritik an niedrigen Gagen, keine Beleidigung.');
    await objection.getByRole('button', { name: 'Einspruch einlegen' }).click();
    await measure.getByText('Einspruch wird geprüft').waitFor();

    // Moderator 1 cannot decide it; moderator 2 upholds the measure with a reason.
    await first.getByRole('tab', { name: 'Einsprüche' }).click();
    const ownAppeal = first.getByRole('listitem').filter({ hasText: brunoName });
    await ownAppeal.getByText(/deine eigene Maßnahme/).waitFor();
    expect(await ownAppeal.getByRole('button', { name: 'Entscheiden' }).count()).toBe(0);
    const second = (await openPage(browser, { viewport: PHONE })).page;
    await signInWithTotp(second, MODERATORS.second);
    await second.goto('/moderation?tab=appeals');
    const appeal = second.getByRole('listitem').filter({ hasText: brunoName });
    await appeal.getByText(/Kritik an niedrigen Gagen/).waitFor();
    await appeal.getByRole('button', { name: 'Entscheiden' }).click();
    const decide = second.getByRole('dialog', { name: 'Über den Einspruch entscheiden' });
    await decide.getByRole('radio', { name: /Einspruch zurückweisen/ }).check();
    await decide
      .getByRole('textbox', { name: /Begründung/ })
      .fill('„Amateure“ richtet sich gegen Mitglieder, nicht gegen Gagen.');
    await decide.getByRole('button', { name: 'Entscheiden' }).click();
    await second.getByText('Einspruch entschieden.').waitFor();

    // Bruno sees the outcome and its reason; the comment stays hidden; Carla's report is upheld.
    await brunoPage.reload();
    await measure.getByText('Einspruch abgelehnt: Die Maßnahme bleibt').waitFor();
    await measure.getByText(/richtet sich gegen Mitglieder/).waitFor();
    expect(await seriousAxeViolations(brunoPage)).toEqual([]);
    await carlaPage.reload();
    await carlaPage.getByText(HIDDEN_NOTICE).waitFor();
    await carlaPage.goto('/account/moderation');
    await carlaPage.getByText('Bestätigt: Die Moderation hat eingegriffen').waitFor();
  }, 180_000);
});
