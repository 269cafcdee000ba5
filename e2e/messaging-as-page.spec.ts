/**
 * Messaging as a page (issue 15): Ben plays in a band and finds Vera's gig, offered by her venue.
 * From the offer he writes to the venue and, asked who writes, chooses his band page. Vera reads
 * it on her phone as the venue, sees what it is about with a link to the gig, and answers as the
 * venue; the answer reaches the band's side of the conversation.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { publishOffer } from './support/booking.ts';
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

type Side = { kind: string; id: string; name: string };
type ListedConversation = { me: Side; partner: Side; context: { title: string } | null };

describe('messaging as a page', () => {
  it('a band page writes to a venue from its offer, and the venue answers as itself', async () => {
    const title = `Kellerkonzert ${stamp}`;
    const venueName = `Club Nachtfalter ${stamp}`;
    const bandName = `Die Saitenspringer ${stamp}`;
    const vera = await registerMusician(`Vera Venue ${stamp}`, stamp);
    const venuePage = await apiCall(
      '/api/pages',
      { kind: 'location', name: venueName },
      vera.token,
    );
    expect(venuePage.status).toBe(201);
    const venuePageId = String(venuePage.json['id']);
    const offer = await publishOffer(
      vera.token,
      { title, venue: { kind: 'page', pageId: venuePageId } },
      venuePageId,
    );
    expect(offer['publisher']).toMatchObject({ kind: 'page', id: venuePageId });
    const ben = await registerMusician(`Ben Bandmitglied ${stamp}`, stamp);
    const band = await apiCall(
      '/api/pages',
      { kind: 'artist', artistForm: 'band', name: bandName },
      ben.token,
    );
    expect(band.status).toBe(201);
    const bandPageId = String(band.json['id']);

    // Ben opens the gig and writes to its publisher, the venue.
    const benBrowser = await openPage(browser);
    const desktop = benBrowser.page;
    await signIn(desktop, ben.email, JOURNEY_PASSWORD);
    await desktop.goto(String(offer['resource']));
    await desktop.getByRole('heading', { level: 1, name: title }).waitFor();
    await desktop.getByRole('link', { name: 'Nachricht schreiben' }).first().click();
    await desktop.getByRole('heading', { level: 1, name: 'Neue Nachricht' }).waitFor();
    const text = 'Hallo! Wir hätten Lust, bei euch im Keller zu spielen.';
    await desktop.getByRole('textbox', { name: 'Nachricht' }).fill(text);
    await desktop.getByRole('button', { name: 'Senden' }).click();

    // Spec section 6: a member of an artist page chooses who writes about a booking.
    const dialog = desktop.getByRole('dialog', { name: 'Absender wählen' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio').count()).toBe(2);
    await dialog.getByRole('radio', { name: bandName }).check();
    expect(await seriousAxeViolations(desktop)).toEqual([]);
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await desktop.waitForURL((url) => url.searchParams.has('id'));
    await desktop.getByRole('heading', { level: 1, name: venueName }).waitFor();
    await desktop.getByRole('link', { name: `Zum Gig: ${title}` }).waitFor();
    await desktop.getByRole('log').getByText(text).waitFor();

    // The conversation is the band's and the venue's, not Ben's or Vera's.
    const veraList = await apiCall('/api/messaging/conversations', null, vera.token);
    const [received] = veraList.json['items'] as ListedConversation[];
    expect(received).toMatchObject({
      me: { kind: 'page', id: venuePageId, name: venueName },
      partner: { kind: 'page', id: bandPageId, name: bandName },
      context: { title },
    });

    // Vera, on her phone, reads it as the venue and follows the link back to her gig.
    const veraBrowser = await openPage(browser, { viewport: PHONE });
    const phone = veraBrowser.page;
    await signIn(phone, vera.email, JOURNEY_PASSWORD);
    await phone.goto('/messaging');
    await phone.getByRole('link', { name: bandName }).click();
    await phone.getByRole('heading', { level: 1, name: bandName }).waitFor();
    await phone.getByRole('log').getByText(text).waitFor();
    const contextLink = phone.getByRole('link', { name: `Zum Gig: ${title}` });
    expect(await contextLink.getAttribute('href')).toBe(String(offer['resource']));
    const answer = 'Sehr gern, schickt uns ein paar Termine.';
    await phone.getByRole('textbox', { name: 'Nachricht' }).fill(answer);
    await phone.getByRole('button', { name: 'Senden' }).click();
    await phone.getByRole('log').getByText(answer).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // The answer came from the venue to the band.
    await expect
      .poll(async () => {
        const list = await apiCall('/api/messaging/conversations', null, ben.token);
        const [mine] = list.json['items'] as (ListedConversation & {
          lastMessage: { text: string; mine: boolean } | null;
        })[];
        return [mine?.me.id, mine?.partner.id, mine?.lastMessage?.text, mine?.lastMessage?.mine];
      })
      .toEqual([bandPageId, venuePageId, answer, false]);

    for (const opened of [benBrowser, veraBrowser]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 180_000);
});
