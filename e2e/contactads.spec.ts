/**
 * Issue 18's journey, in German on 360 px phones: Bodo's band posts a contact ad for a drummer
 * through the form. Dana, a drummer whose own ad ("sucht Band") was already up, finds it among
 * her matches with the reason worded, opens it and messages the band as herself. Bodo had saved
 * the search "Schlagzeug in Köln" and switched its alert on: when a second drummer, Emil, posts
 * his ad, Bodo's notification arrives.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

async function cologne(): Promise<number> {
  const found = await apiCall('/api/cities?q=K%C3%B6ln&limit=5', null);
  const cities = found.json['cities'] as { id: number; name: string; country: string }[];
  const city = cities.find((entry) => entry.name === 'Köln' && entry.country === 'DE');
  if (!city) throw new Error('Köln is not in the city list');
  return city.id;
}

/** A drummer's ad "sucht Band" (search type 3) in Köln, posted through the API. */
async function drummerAd(token: string, title: string, cityId: number) {
  const created = await apiCall(
    '/api/contactads',
    {
      searchType: 3,
      title,
      text: 'Ich spiele seit zehn Jahren Schlagzeug, Rock und Indie, und suche eine Band in Köln.',
      instrumentsOffered: ['drums'],
      instrumentsSearched: [],
      genres: ['rock', 'indie'],
      ambition: 4,
      skill: 4,
      bandType: 2,
      rehearsalSpace: false,
      mobile: true,
      songsAvailable: false,
      remote: 0,
      cityId,
      pictureIds: [],
      audioIds: [],
    },
    token,
  );
  expect(created.status, JSON.stringify(created.json)).toBe(201);
}

describe('contact ads', () => {
  it('a band posts an ad for a drummer, a drummer finds it as a match and writes, the saved search alerts the band', async () => {
    const cityId = await cologne();
    const bodo = await registerMusician(`Bodo Bandleiter ${stamp}`, stamp);
    const dana = await registerMusician(`Dana Drums ${stamp}`, stamp);
    const emil = await registerMusician(`Emil Becken ${stamp}`, stamp);
    const bandName = `Die Nachtfalter ${stamp}`;
    const band = await apiCall(
      '/api/pages',
      { kind: 'artist', artistForm: 'band', name: bandName },
      bodo.token,
    );
    expect(band.status).toBe(201);
    await drummerAd(dana.token, `Schlagzeugerin sucht Band ${stamp}`, cityId);
    // Bodo's saved search: drummers looking for a band, in Köln and around.
    const saved = await apiCall(
      '/api/bookmarks',
      {
        name: `Drummer Köln ${stamp}`,
        route: '/musikersuche',
        filter: { type: '3', plays: 'drums', city: String(cityId), km: '50' },
      },
      bodo.token,
    );
    expect(saved.status, JSON.stringify(saved.json)).toBe(201);

    // Bodo posts the band's ad through the form.
    const bodoPhone = await openPage(browser, { viewport: PHONE });
    const page = bodoPhone.page;
    await signIn(page, bodo.email, JOURNEY_PASSWORD);
    await page.goto('/musikersuche');
    await page.getByRole('heading', { level: 1, name: 'Musikersuche' }).waitFor();
    // The three tabs fit the phone side by side: the last one is not cut off at the edge.
    const lastTab = await page.getByRole('tab', { name: 'Treffer' }).boundingBox();
    expect(lastTab!.x + lastTab!.width).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('link', { name: 'Anzeige aufgeben' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Anzeige aufgeben' }).waitFor();
    await page.getByRole('radio', { name: /Band sucht Musiker:in/ }).check();
    await page.getByRole('combobox', { name: 'Anzeige von' }).selectOption({ label: bandName });
    const adTitle = `Schlagzeug gesucht ${stamp}`;
    await page.getByRole('textbox', { name: /^Titel/ }).fill(adTitle);
    await page
      .getByRole('textbox', { name: /^Text/ })
      .fill('Indie-Rock aus Köln, eigene Songs, wir proben donnerstags im eigenen Proberaum.');
    await page.getByRole('combobox', { name: 'Ich spiele / wir spielen' }).fill('Gitarre');
    await page.getByRole('option', { name: 'Gitarre', exact: true }).click();
    await page.getByRole('combobox', { name: 'Gesucht' }).fill('Schlagz');
    await page.getByRole('option', { name: 'Schlagzeug', exact: true }).click();
    await page.getByRole('button', { name: 'Ambitioniert', exact: true }).click();
    await page.getByRole('button', { name: 'Erfahren', exact: true }).click();
    const city = page.getByRole('combobox', { name: /^Stadt/ });
    await city.fill('Köln');
    await page.getByRole('option', { name: /^Köln/ }).first().click();
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: 'Anzeige veröffentlichen' }).click();
    await page.getByRole('heading', { level: 1, name: adTitle }).waitFor();
    expect(page.url()).toMatch(/\/contactad\/schlagzeug-gesucht-/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Dana sees the band's ad among her matches, with the reason in words, and writes as herself.
    const danaPhone = await openPage(browser, { viewport: PHONE });
    const dpage = danaPhone.page;
    await signIn(dpage, dana.email, JOURNEY_PASSWORD);
    await dpage.goto('/musikermarkt/matches');
    await dpage.waitForURL(/\/musikersuche\?filter=matches/);
    const match = dpage.getByRole('listitem').filter({ hasText: adTitle });
    await match.waitFor();
    expect(await match.textContent()).toMatch(/spielt Schlagzeug/);
    expect(await match.textContent()).toMatch(/% passend/);
    await noSidewaysScroll(dpage);
    expect(await seriousAxeViolations(dpage)).toEqual([]);
    await match.getByRole('link', { name: adTitle }).click();
    await dpage.getByRole('heading', { level: 1, name: adTitle }).waitFor();
    await dpage.getByRole('link', { name: 'Nachricht schreiben' }).click();
    await dpage.waitForURL(/\/directmessaging/);
    const field = dpage.getByRole('textbox', { name: 'Nachricht' });
    await field.fill('Hallo Nachtfalter, ich trommle gern bei euch vor!');
    await dpage.getByRole('button', { name: 'Senden' }).click();
    await dpage.getByText('Hallo Nachtfalter, ich trommle gern bei euch vor!').waitFor();
    // The band receives it in the ad's context, from Dana herself. The chat shows a message as
    // it is sent, so the band's list is asked until the message is stored.
    type ConversationItem = {
      partner: { kind: string; name: string };
      context: { kind: string; title: string };
    };
    const bandConversations = async () =>
      (
        await apiCall(
          '/api/messaging/conversations',
          null,
          bodo.token,
          undefined,
          String(band.json['id']),
        )
      ).json['items'] as ConversationItem[];
    await expect.poll(async () => (await bandConversations()).length).toBe(1);
    const [conversation] = await bandConversations();
    expect(conversation?.partner).toMatchObject({ kind: 'user', name: `Dana Drums ${stamp}` });
    expect(conversation?.context).toMatchObject({ kind: 'contactad', title: adTitle });

    // Bodo switches the saved search's alert on; Emil's new ad fires it.
    await page.goto('/user/bookmarks');
    // The switch turns once the server has stored it (not at the click): wait for its answer.
    const alertSwitch = page.getByRole('switch', {
      name: `Bei Neuem zu Drummer Köln ${stamp} benachrichtigen`,
    });
    await alertSwitch.click();
    await page.getByText(`Du wirst bei Neuem zu „Drummer Köln ${stamp}“ benachrichtigt.`).waitFor();
    expect(await alertSwitch.isChecked()).toBe(true);
    const emilTitle = `Drummer mit Proberaum sucht Band ${stamp}`;
    await drummerAd(emil.token, emilTitle, cityId);
    await page.goto('/user/notifications');
    const alert = page.getByText(`Neu für deine gespeicherte Suche „Drummer Köln ${stamp}“`);
    // The alert is background work (pg-boss): it arrives within seconds, the list refreshes.
    for (let attempt = 0; attempt < 20 && (await alert.count()) === 0; attempt += 1) {
      await page.waitForTimeout(1000);
      await page.reload();
    }
    await alert.first().waitFor();
    expect(await page.getByText(emilTitle, { exact: false }).count()).toBeGreaterThan(0);
    expect(bodoPhone.errors).toEqual([]);
    expect(danaPhone.errors).toEqual([]);
    await bodoPhone.context.close();
    await danaPhone.context.close();
  });
});
