/**
 * The audience vote of a booking offer (`/booking/{id}/voting`, spec: voting by e-mail code): two
 * bands applied for an offer with voting; a fan opens the vote from the offer's page, picks a
 * band, gets a code by mail (a wrong code is refused at the field), confirms with the right one,
 * and a second try with the same address is refused at the e-mail field. The offerer sees the
 * live counts, in English on a 360 px phone.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { publishOffer } from './support/booking.ts';
import { launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { activationCode, mailsTo, waitForMail } from './support/mailbox.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const TITLE = `Publikumsabend ${stamp}`;
const BAND_A = `Die Lauten ${stamp}`;
const BAND_B = `Die Leisen ${stamp}`;

describe('audience vote by e-mail code', () => {
  it('counts one vote per address after the mailed code, and shows the counts to the offerer', async () => {
    const organizer = await registerMusician('Orla Organisatorin', stamp);
    const offer = await publishOffer(organizer.token, { title: TITLE, voting: true });
    const offerId = String(offer['id']);
    const dateId = (offer['dates'] as { id: string }[])[0]!.id;
    // One musician plays in both bands; each band applies with its page.
    const musician = await registerMusician('Mika Mehrband', stamp);
    for (const name of [BAND_A, BAND_B]) {
      const band = await apiCall(
        '/api/pages',
        { kind: 'artist', artistForm: 'band', name },
        musician.token,
      );
      expect(band.status).toBe(201);
      const applied = await apiCall(
        `/api/booking/${offerId}/applications`,
        { pageId: band.json['id'], dateIds: [dateId], text: `${name} spielt gern.` },
        musician.token,
      );
      expect(applied.status).toBe(201);
    }
    const fan = await registerMusician('Frieda Fan', stamp);

    // The fan finds the vote on the offer's page.
    const { page, errors, context } = await openPage(browser);
    await signIn(page, fan.email, JOURNEY_PASSWORD);
    await page.goto(String(offer['resource']));
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByRole('link', { name: 'Publikumsabstimmung' }).click();
    await page.waitForURL((url) => url.pathname === `/booking/${offerId}/voting`);
    await page.getByRole('heading', { level: 1, name: 'Publikumsabstimmung' }).waitFor();
    await page.getByRole('link', { name: TITLE }).waitFor();
    const choice = page.getByRole('radiogroup', { name: 'Deine Wahl' });
    // A visitor sees the bands, not the counts.
    expect(await choice.getByRole('radio').count()).toBe(2);
    await choice.getByRole('radio', { name: BAND_A, exact: true }).waitFor();
    expect(await page.getByText(/Stimmen? insgesamt/).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The code goes to the address given.
    await choice.getByRole('radio', { name: BAND_B, exact: true }).check();
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(fan.email);
    await page.getByRole('button', { name: 'Code anfordern' }).click();
    await page.getByText(`Wir haben dir einen Code an ${fan.email} geschickt.`).waitFor();
    const mail = await waitForMail(fan.email, 1);
    expect(mail).toContain(TITLE);
    const code = activationCode(mail);

    // A wrong code is refused at the field; the right one counts the vote.
    const codeField = page.getByRole('textbox', { name: 'Code aus der E-Mail' });
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Stimme bestätigen' }).click();
    await page.getByText('Falscher Code').waitFor();
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Stimme bestätigen' }).click();
    await page.getByRole('status').filter({ hasText: 'Danke! Deine Stimme zählt.' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A second try with the same address: refused at the e-mail field, no code asked for.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Publikumsabstimmung' }).waitFor();
    await page
      .getByRole('radiogroup', { name: 'Deine Wahl' })
      .getByRole('radio', { name: BAND_A, exact: true })
      .check();
    const emailField = page.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await emailField.fill(fan.email);
    await page.getByRole('button', { name: 'Code anfordern' }).click();
    await page
      .getByText('Mit dieser E-Mail-Adresse kann nicht (erneut) abgestimmt werden')
      .waitFor();
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'Code aus der E-Mail' }).count()).toBe(0);
    expect(mailsTo(fan.email)).toHaveLength(2);
    // The browser logs the two refusals the journey asked for, and nothing else.
    expect(errors).toEqual([
      expect.stringMatching(/status of 422 .*\/votes\/confirm\)$/),
      expect.stringMatching(/status of 409 .*\/votes\)$/),
    ]);
    await context.close();

    // The offerer sees the counts: in English, on a phone.
    expect((await apiCall('/api/user/settings', { locale: 'en' }, organizer.token)).status).toBe(
      200,
    );
    const offerer = await openPage(browser, { locale: 'en-US', viewport: PHONE });
    await signIn(offerer.page, organizer.email, JOURNEY_PASSWORD);
    await offerer.page.goto(`/booking/${offerId}/voting`);
    await offerer.page.getByRole('heading', { level: 1, name: 'Audience vote' }).waitFor();
    await offerer.page.getByText('1 vote in total').waitFor();
    const counts = offerer.page.getByRole('radiogroup', { name: 'Your choice' });
    await counts.getByRole('radio', { name: `${BAND_B} (1 vote)` }).waitFor();
    await counts.getByRole('radio', { name: `${BAND_A} (0 votes)` }).waitFor();
    expect(
      await offerer.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(offerer.page)).toEqual([]);
    expect(offerer.errors).toEqual([]);
    await offerer.context.close();
    // Three sign-ups hash passwords slowly on purpose; the machine is shared.
  }, 240_000);
});
