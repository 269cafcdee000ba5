/**
 * A community ban takes effect on every publishing screen (issue 16 item 5). Bea prepares a band
 * page while she may still post; a site admin then bans her until a date. In German on a 360 px
 * phone she tries to post on each screen that publishes — profile text, a new page, an offer,
 * an application, a message, an upload and a video link, a forum topic and a comment, a contact
 * request, a venue rating — and each time sees the server's answer 'Community-Sperre. Du kannst bis … nichts
 * veröffentlichen' beside the banner at the top of the screen; nothing was published.
 *
 * One screen is one entry of `SCREENS`: a new publishing screen is one block more.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityBan } from './support/admin.ts';
import { apiCall, JOURNEY_PASSWORD, registerMusician } from './support/accounts.ts';
import { publishOffer } from './support/booking.ts';
import { launchBrowser, openPage, PHONE, signIn, type TestPage } from './support/browser.ts';
import { gradientPng } from './support/media-files.ts';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const BAN_TEXT =
  /^Community-Sperre\. Du kannst bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} nichts veröffentlichen$/;

/** What the screens need, made through the API before the ban. */
type Setup = {
  carlId: string;
  /** A forum topic of Carl's (`/forum/{slug}-{id}`). */
  topicPath: string;
  carlPath: string;
  offerId: string;
  offerPath: string;
  tokens: { bea: string; carl: string };
  /** Carl's live location (Bea rates it). */
  venueId: string;
};

/** A publishing screen: opens it and tries to publish (the answer is checked by the caller). */
type BanCase = { name: string; publish: (page: Page, setup: Setup) => Promise<void> };

/** Chooses a file through the button that opens the browser's file chooser. */
async function chooseFile(page: Page, button: Locator, name: string, buffer: Buffer) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles({ name, mimeType: 'image/png', buffer });
}

const SCREENS: BanCase[] = [
  {
    name: 'the profile text',
    publish: async (page) => {
      await page.goto('/user/edit');
      await page.getByRole('heading', { level: 1, name: 'Profil bearbeiten' }).waitFor();
      await page.getByLabel('Kurzbeschreibung').fill('Schlagzeugerin aus Köln.');
      await page.getByRole('button', { name: 'Profil speichern' }).click();
    },
  },
  {
    name: 'a cover picture upload',
    publish: async (page) => {
      await page.goto('/user/edit');
      await page.getByRole('heading', { level: 1, name: 'Profil bearbeiten' }).waitFor();
      const button = page.getByRole('button', { name: 'Titelbild wählen' });
      await chooseFile(page, button, 'buehne.png', gradientPng(1800, 700));
      await page.getByRole('dialog', { name: 'Titelbild zuschneiden' }).waitFor();
      await page.getByRole('button', { name: 'Zuschneiden und hochladen' }).click();
    },
  },
  {
    name: 'a video link',
    publish: async (page) => {
      await page.goto('/user/edit');
      const videos = page.getByRole('region', { name: 'Videos', exact: true });
      await videos.getByLabel('YouTube-Link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await videos.getByLabel('Titel').fill('Live im Proberaum');
      await videos.getByRole('button', { name: 'YouTube-Video hinzufügen' }).click();
    },
  },
  {
    name: 'a new page',
    publish: async (page) => {
      await page.goto('/page/create');
      await page.getByRole('heading', { level: 1, name: 'Seite erstellen' }).waitFor();
      await page.locator('select[name="kind"]').selectOption('artist');
      await page.locator('select[name="artistForm"]').selectOption('band');
      await page.locator('input[name="name"]').fill('Die Gesperrten');
      await page.locator('input[name="urlname"]').fill(`gesperrt-${stamp}`);
      await page.getByText('Die Adresse ist frei.').waitFor();
      await page.getByRole('button', { name: 'Seite erstellen' }).click();
    },
  },
  {
    name: 'an offer',
    publish: async (page) => {
      await page.goto('/booking/create');
      await page.getByRole('combobox', { name: 'Auftrittsart' }).selectOption('stream');
      await page.getByRole('textbox', { name: /Titel/ }).fill(`Sperrstream ${stamp}`);
      const date = new Date(Date.now() + 20 * 24 * 3600 * 1000);
      const pad = (value: number) => String(value).padStart(2, '0');
      await page
        .getByLabel('Datum und Uhrzeit')
        .first()
        .fill(`${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T20:00`);
      await page.getByRole('spinbutton', { name: 'Slots' }).first().fill('1');
      await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    },
  },
  {
    name: 'an application',
    publish: async (page, { offerPath }) => {
      await page.goto(offerPath);
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: 'Bewerbung senden' }).click();
    },
  },
  {
    name: 'a message',
    publish: async (page, { carlId }) => {
      await page.goto(`/directmessaging?to=user:${carlId}`);
      await page.getByRole('heading', { level: 1, name: 'Neue Nachricht' }).waitFor();
      await page.getByRole('textbox', { name: 'Nachricht' }).fill('Hallo Carl!');
      await page.getByRole('button', { name: 'Senden' }).click();
    },
  },
  {
    name: 'a forum topic',
    publish: async (page) => {
      await page.goto('/forum');
      await page.getByRole('heading', { level: 1, name: 'Forum' }).waitFor();
      await page.getByRole('button', { name: 'Neues Thema' }).first().click();
      const editor = page.getByRole('dialog', { name: 'Neues Thema' });
      await editor.getByRole('textbox', { name: 'Titel' }).fill('Darf ich noch posten?');
      await editor.getByRole('textbox', { name: 'Text' }).fill('Nur eine Frage.');
      await editor.getByRole('button', { name: 'Veröffentlichen' }).click();
    },
  },
  {
    name: 'a forum comment',
    publish: async (page, { topicPath }) => {
      await page.goto(topicPath);
      await page.getByRole('textbox', { name: 'Kommentar schreiben' }).fill('Sehe ich anders.');
      await page.getByRole('button', { name: 'Kommentieren' }).click();
    },
  },
  {
    name: 'a contact request',
    publish: async (page, { carlPath }) => {
      await page.goto(carlPath);
      await page.getByRole('button', { name: 'Kontaktanfrage senden' }).click();
    },
  },
  {
    name: 'a venue rating',
    publish: async (page, { venueId }) => {
      await page.goto(`/location/rate/${venueId}`);
      const criteria = ['Organisation', 'Sound', 'Gastfreundschaft', 'Zahlungsmoral', 'Publikum'];
      for (const criterion of criteria) {
        await page
          .getByRole('group', { name: criterion })
          .getByRole('radio', { name: '4 von 5 Sternen' })
          .dispatchEvent('click');
      }
      await page.getByRole('textbox', { name: 'Deine Erfahrung' }).fill('Netter Laden.');
      await page.getByRole('button', { name: 'Bewertung abschicken' }).click();
    },
  },
];

/** The ban text anywhere but in the banner at the top: the server's answer to an attempt. */
const serverAnswer = (page: Page): Locator =>
  page
    .getByText(BAN_TEXT)
    .and(page.locator(':not([data-testid="community-ban"], [data-testid="community-ban"] *)'));

let browser: Browser;
let bea: TestPage;
let setup: Setup;

beforeAll(async () => {
  browser = await launchBrowser();
  const beaAccount = await registerMusician(`Bea Gesperrt ${stamp}`, stamp);
  const carlName = `Carl Veranstalter ${stamp}`;
  const carl = await registerMusician(carlName, stamp);
  const ids = await Promise.all(
    [beaAccount.token, carl.token].map(async (token) => {
      const me = await apiCall('/api/user/me', null, token);
      return String((me.json['user'] as { id: string }).id);
    }),
  );
  const [beaId = '', carlId = ''] = ids;
  // While she may still post, Bea starts a band to apply with.
  const band = await apiCall(
    '/api/pages',
    { kind: 'artist', artistForm: 'band', name: `Beas Band ${stamp}`, genres: ['rock'] },
    beaAccount.token,
  );
  expect(band.status, JSON.stringify(band.json)).toBe(201);
  const offer = await publishOffer(carl.token, { title: `Offene Bühne ${stamp}` });
  const categories = await apiCall('/api/forum/categories', null, carl.token);
  const topic = await apiCall(
    '/api/forum/topics',
    {
      categoryId: (categories.json['items'] as { id: string }[])[0]?.id,
      title: `Carls Frage ${stamp}`,
      body: 'Wer spielt am Samstag?',
      tags: [],
    },
    carl.token,
  );
  expect(topic.status, JSON.stringify(topic.json)).toBe(200);
  const venue = await apiCall(
    '/api/pages',
    { kind: 'location', name: `Carls Club ${stamp}` },
    carl.token,
  );
  expect(venue.status, JSON.stringify(venue.json)).toBe(201);
  const profile = await apiCall(`/api/user/${carlId}`, null, carl.token);
  setup = {
    carlId,
    carlPath: String(profile.json['resource'] ?? `/user/carl-${carlId}`),
    topicPath: String(topic.json['path']),
    offerId: String(offer['id']),
    offerPath: String(offer['resource']),
    tokens: { bea: beaAccount.token, carl: carl.token },
    venueId: String(venue.json['id']),
  };

  const until = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  until.setUTCHours(12, 0, 0, 0);
  await communityBan(beaId, until, 'Beleidigungen');

  bea = await openPage(browser, { viewport: PHONE });
  await signIn(bea.page, beaAccount.email, JOURNEY_PASSWORD);
}, 120_000);

afterAll(async () => {
  await bea?.context.close();
  await browser?.close();
});

describe('a community-banned user on the publishing screens', () => {
  it('sees the banner on every screen, which alone is not taken for an answer', async () => {
    await bea.page.goto('/home');
    await bea.page.getByTestId('community-ban').waitFor();
    expect(await serverAnswer(bea.page).count()).toBe(0);
  });

  it.each(SCREENS)(
    'is told about the ban when publishing $name',
    async ({ publish }) => {
      await publish(bea.page, setup);
      // The banner at the top of the screen, and the server's answer to the attempt.
      const banner = bea.page.getByTestId('community-ban');
      await banner.waitFor();
      expect(await banner.textContent()).toMatch(BAN_TEXT);
      const answer = serverAnswer(bea.page);
      await answer.first().waitFor();
      // Nothing is wider than the phone.
      const overflow = await bea.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
    60_000,
  );

  it('published nothing', async () => {
    const { tokens, offerId } = setup;
    const offers = await apiCall('/api/booking/mine/offers', null, tokens.bea);
    expect(offers.json['items']).toEqual([]);
    const pages = await apiCall('/api/user/pages', null, tokens.bea);
    expect((pages.json['pages'] as { name: string }[]).map((page) => page.name)).toEqual([
      `Beas Band ${stamp}`,
    ]);
    const applicants = await apiCall(`/api/booking/${offerId}/applications`, null, tokens.carl);
    expect(applicants.json['items']).toEqual([]);
    const conversations = await apiCall('/api/messaging/conversations', null, tokens.carl);
    expect(conversations.json['items']).toEqual([]);
    const requests = await apiCall('/api/user/contacts?list=incoming', null, tokens.carl);
    expect(requests.json['items']).toEqual([]);
    const topics = await apiCall('/api/forum/topics?sort=newest', null, tokens.carl);
    const titles = (topics.json['items'] as { title: string }[]).map((item) => item.title);
    expect(titles).not.toContain('Darf ich noch posten?');
    const comments = await apiCall(
      `/api/forum/topics/${setup.topicPath.split('-').at(-1)}/comments`,
      null,
      tokens.carl,
    );
    expect(comments.json['items']).toEqual([]);
    const ratings = await apiCall(`/api/location/${setup.venueId}/ratings`, null, tokens.carl);
    expect(ratings.json['items']).toEqual([]);
    expect(bea.errors.filter((error) => !/4\d\d/.test(error))).toEqual([]);
  });
});
