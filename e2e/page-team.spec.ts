/**
 * Page teams with consent: the owner of a band invites a second musician from the team section;
 * she (an English browser on a 360 px phone) gets the notification, follows it to the page and
 * accepts. A third musician asks to join from the page; the owner approves the request in the
 * team section, and both are on the team. Nobody is in before saying yes.
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
const BAND = `Nachtfalter ${stamp}`;

const idOf = async (token: string): Promise<string> => {
  const me = await apiCall('/api/user/me', null, token);
  return String((me.json['user'] as { id: string }).id);
};

/** The team as the owner's API answers it: each name with its role. */
const teamOf = async (pageId: string, token: string) => {
  const team = await apiCall(`/api/pages/${pageId}/team`, null, token);
  return (team.json['members'] as { user: { name: string }; role: string }[]).map(
    (member) => `${member.user.name}: ${member.role}`,
  );
};

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

describe('page teams with consent', () => {
  it('an invitation the invited user accepts, a join request the owner approves', async () => {
    const ownerName = `Olga Owner ${stamp}`;
    const inviteeName = `Ina Invited ${stamp}`;
    const askerName = `Theo Asker ${stamp}`;
    const owner = await registerMusician(ownerName, stamp);
    const invitee = await registerMusician(inviteeName, stamp);
    const asker = await registerMusician(askerName, stamp);
    const band = await apiCall(
      '/api/pages',
      { kind: 'artist', artistForm: 'band', name: BAND },
      owner.token,
    );
    expect(band.status).toBe(201);
    const pageId = String(band.json['id']);
    const pageResource = String(band.json['resource']);
    const inviteeId = await idOf(invitee.token);

    // The owner invites Ina from the team section of the page's administration.
    const ownerBrowser = await openPage(browser);
    const ownerPage = ownerBrowser.page;
    await signIn(ownerPage, owner.email, JOURNEY_PASSWORD);
    await ownerPage.goto(`/page/edit?id=${pageId}`);
    const inviteForm = ownerPage.getByRole('form', { name: 'Jemanden einladen' });
    await inviteForm.getByRole('textbox').fill(inviteeId);
    await inviteForm.getByRole('button', { name: 'Einladen' }).click();
    await inviteForm
      .getByText(
        `${inviteeName} ist eingeladen und kommt ins Team, sobald die Einladung angenommen ist.`,
      )
      .waitFor();
    const invitations = ownerPage.getByRole('region', { name: 'Offene Einladungen' });
    await invitations.getByRole('listitem', { name: inviteeName }).waitFor();
    // Invited is not in: the team is still the owner alone.
    expect(await teamOf(pageId, owner.token)).toEqual([`${ownerName}: owner`]);

    // Ina reads English on a phone: the bell, the notice, the page, "Accept invitation".
    expect((await apiCall('/api/user/settings', { locale: 'en' }, invitee.token)).status).toBe(200);
    const inviteeBrowser = await openPage(browser, { locale: 'en-US', viewport: PHONE });
    const phone = inviteeBrowser.page;
    await signIn(phone, invitee.email, JOURNEY_PASSWORD);
    const bell = phone.getByRole('link', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await bell.click();
    const notice = phone.getByRole('link', {
      name: `Unread: ${ownerName} invited you to the team of "${BAND}".`,
    });
    await notice.waitFor();
    await notice.click();
    await phone.waitForURL((url) => url.pathname === pageResource);
    await phone.getByText("You are invited to this page's team as Member.").waitFor();
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await noSidewaysScroll(phone);
    await phone.getByRole('button', { name: 'Accept invitation' }).click();
    await phone.getByText(`You are now in the team of "${BAND}".`).waitFor();
    await phone.getByRole('button', { name: 'Leave the team' }).waitFor();
    expect(await teamOf(pageId, owner.token)).toEqual([
      `${ownerName}: owner`,
      `${inviteeName}: member`,
    ]);

    // Theo asks to join from the page: a request, not a membership.
    const askerBrowser = await openPage(browser, { viewport: PHONE });
    const askerPage = askerBrowser.page;
    await signIn(askerPage, asker.email, JOURNEY_PASSWORD);
    await askerPage.goto(pageResource);
    await askerPage.getByRole('button', { name: 'Beitritt anfragen' }).click();
    await askerPage.getByText('Deine Beitrittsanfrage liegt dem Team der Seite vor.').waitFor();
    await askerPage.getByRole('button', { name: 'Beitrittsanfrage zurückziehen' }).waitFor();
    await noSidewaysScroll(askerPage);
    expect(await teamOf(pageId, owner.token)).toHaveLength(2);

    // The owner was told (in-app) and approves the request in the team section.
    const ownerNotices = await apiCall('/api/user/notifications', null, owner.token);
    expect(
      (ownerNotices.json['items'] as { kind: string }[]).map((item) => item.kind).sort(),
    ).toEqual(['pages.join_requested', 'pages.team_invitation_accepted']);
    await ownerPage.reload();
    const requests = ownerPage.getByRole('region', { name: 'Beitrittsanfragen' });
    const request = requests.getByRole('listitem', { name: askerName });
    await request.getByRole('button', { name: 'Annehmen' }).click();
    await ownerPage.getByText(`${askerName} ist jetzt im Team.`).first().waitFor();
    await requests.getByText('Keine offenen Beitrittsanfragen.').waitFor();
    expect(await teamOf(pageId, owner.token)).toEqual([
      `${ownerName}: owner`,
      `${inviteeName}: member`,
      `${askerName}: member`,
    ]);
    // Theo learns it from his notifications.
    const askerNotices = await apiCall('/api/user/notifications', null, asker.token);
    expect(askerNotices.json['items']).toEqual([
      expect.objectContaining({ kind: 'pages.join_request_approved', path: pageResource }),
    ]);

    for (const opened of [ownerBrowser, inviteeBrowser, askerBrowser]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 180_000);
});
