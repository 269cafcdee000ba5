import { seriousAxeViolations } from './support/axe.ts';
/**
 * Notifications: a band applies to a venue's offer through the API; the venue's user (an English
 * browser, a 360 px phone) signs in, sees the unread count on the bell, opens /user/notifications,
 * clicks the notice and lands on the offer's applicants; the bell is clear afterwards. The
 * application also reached the venue by e-mail, with the link.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { mailsTo, waitForMail } from './support/mailbox.ts';
import { inDays, publishOffer } from './support/booking.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const TITLE = `Notice Night ${stamp}`;

describe('notifications', () => {
  it('tells the venue of an application on the bell, the screen and by mail, and leads to the applicants', async () => {
    const venue = await registerMusician('Nora Notify', stamp);
    const venuePage = await apiCall(
      '/api/pages',
      { kind: 'location', name: `Hall ${stamp}` },
      venue.token,
    );
    expect(venuePage.status).toBe(201);
    const offer = await publishOffer(venue.token, {
      title: TITLE,
      venue: { kind: 'page', pageId: venuePage.json['id'] },
      dates: [{ startsAt: inDays(30), slots: 1 }],
    });
    const offerId = String(offer['id']);
    const dateId = String((offer['dates'] as { id: string }[])[0]!.id);

    const musician = await registerMusician('Bert Band', stamp);
    const band = await apiCall(
      '/api/pages',
      { kind: 'artist', artistForm: 'band', name: `The Bells ${stamp}` },
      musician.token,
    );
    const mailsBefore = mailsTo(venue.email).length;
    const applied = await apiCall(
      `/api/booking/${offerId}/applications`,
      { pageId: band.json['id'], dateIds: [dateId] },
      musician.token,
    );
    expect(applied.status).toBe(201);

    // The mail (in the account's language, German) links to the applicants.
    const mail = (await waitForMail(venue.email, mailsBefore)).replace(/=\r?\n/g, '');
    expect(mail).toContain(`/booking/${offerId}/applicants`);

    // The venue's user reads English (the app follows the account's language once signed in).
    expect((await apiCall('/api/user/settings', { locale: 'en' }, venue.token)).status).toBe(200);
    const { page, errors } = await openPage(browser, { locale: 'en-US', viewport: PHONE });
    await signIn(page, venue.email, JOURNEY_PASSWORD);
    const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await bell.click();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const notice = page.getByRole('link', {
      name: `Unread: The Bells ${stamp} applied for "${TITLE}".`,
    });
    await notice.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Nothing sticks out sideways on a 360 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    await notice.click();
    await page.waitForURL(`**/booking/${offerId}/applicants`);
    await page.getByText(`The Bells ${stamp}`).first().waitFor();
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    const list = await apiCall('/api/user/notifications', null, venue.token);
    expect(list.json).toMatchObject({
      unread: 0,
      items: [{ kind: 'booking.application_received', read: true }],
    });
    expect(errors).toEqual([]);
  });
});
