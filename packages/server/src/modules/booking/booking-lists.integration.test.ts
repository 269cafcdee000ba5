import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BookingApplication,
  BookingOffer,
  BookingOfferPage,
  OfferInput,
} from '@backline/domain';
import { cities, pageFollows, pages } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { inDays, offerInput } from '../../test/booking-fixtures.ts';

let t: TestApp;
let fx: Fixtures;
type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;
let venue: Person;
let viewer: Person;
let cologneId: number;
const offers: Record<string, BookingOffer> = {};

const day = (days: number) => inDays(days).slice(0, 10);

const base: OfferInput = offerInput({
  title: '',
  performanceType: 'live',
  schedule: 'single',
  dates: [{ startsAt: inDays(10), slots: 2 }],
  durationMinutes: 60,
  description: null,
});

async function cityId(name: string): Promise<number> {
  const [row] = await t.app.database.db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.name, name), eq(cities.country, 'DE')))
    .orderBy(cities.population)
    .limit(1);
  return row!.id;
}

async function venueIn(city: string): Promise<string> {
  const page = await fx.createPage({ ownerId: venue.id, kind: 'location' });
  await t.app.database.db
    .update(pages)
    .set({ cityId: await cityId(city) })
    .where(eq(pages.id, page.id));
  return page.id;
}

async function publish(
  key: string,
  overrides: Partial<OfferInput>,
  headers: Record<string, string> = {},
) {
  const response = await injectAs(
    t.app,
    'POST',
    '/api/booking',
    venue.token,
    { ...base, title: `Listentest ${key}`, ...overrides, publish: true },
    headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  offers[key] = response.json<BookingOffer>();
}

const list = async (query: string, who: Person | null = viewer) => {
  const response = await injectAs(t.app, 'GET', `/api/booking?${query}`, who?.token ?? null);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BookingOfferPage>();
};
const titles = (page: BookingOfferPage) =>
  page.items.map((item) => item.title.replace('Listentest ', ''));

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
  venue = await fx.createSignedInAccount();
  viewer = await fx.createSignedInAccount();
  cologneId = await cityId('Köln');
  const bonn = await venueIn('Bonn');
  const munich = await venueIn('München');
  const followed = await fx.createPage({ ownerId: venue.id, kind: 'location' });
  await t.app.database.db.insert(pageFollows).values({ pageId: followed.id, userId: viewer.id });
  await publish('bonn', {
    venue: { kind: 'page', pageId: bonn },
    description: 'Konzerte für Rockbands am Rhein',
    wantedGenres: ['rock'],
    pay: { kind: 'pay', amountCents: 40_000 },
    dates: [{ startsAt: inDays(5), slots: 1 }],
  });
  await publish('munich', {
    venue: { kind: 'page', pageId: munich },
    description: 'Jazz evenings for bands',
    wantedGenres: ['jazz'],
    pay: { kind: 'pay', amountCents: 15_000 },
    premium: true,
    dates: [{ startsAt: inDays(20), slots: 1 }],
  });
  await publish('stream', {
    performanceType: 'stream',
    localActsPreferred: true,
    dates: [{ startsAt: inDays(12), slots: 3 }],
  });
  await publish(
    'network',
    { venue: { kind: 'page', pageId: followed.id }, dates: [{ startsAt: inDays(30), slots: 1 }] },
    { 'x-object-user': followed.id },
  );
  // A draft never shows in the public list.
  const draft = await injectAs(t.app, 'POST', '/api/booking', venue.token, {
    ...base,
    venue: { kind: 'page', pageId: bonn },
    title: 'Listentest draft',
  });
  expect(draft.statusCode, draft.body).toBe(201);
});

afterAll(async () => {
  await t?.dispose();
});

describe('the gig list', () => {
  it('lists published offers by date, for visitors too', async () => {
    const page = await list('q=Listentest', null);
    expect(titles(page)).toEqual(['bonn', 'stream', 'munich', 'network']);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(page.items[0]).toMatchObject({
      status: 'open',
      venue: { name: expect.any(String), city: 'Bonn' },
      dateCount: 1,
      freeSlots: 1,
      pay: { kind: 'pay', amountCents: 40_000 },
    });
    expect(page.items[0]).not.toHaveProperty('applicationCount');
  });

  it('searches the text in German and English', async () => {
    expect(titles(await list('q=Konzert'))).toEqual(['bonn']);
    expect(titles(await list('q=band'))).toEqual(['munich']);
  });

  it('filters by date range, region, distance, type, genre, pay, premium, local acts and network', async () => {
    expect(titles(await list(`q=Listentest&from=${day(11)}&to=${day(25)}`))).toEqual([
      'stream',
      'munich',
    ]);
    expect(titles(await list('q=Listentest&region=DE-07'))).toEqual(['bonn']);
    expect(titles(await list('q=Listentest&region=DE-02'))).toEqual(['munich']);
    expect(titles(await list('q=Listentest&region=AT-09'))).toEqual([]);
    expect(titles(await list(`q=Listentest&city=${cologneId}&km=50`))).toEqual(['bonn']);
    expect(titles(await list(`q=Listentest&city=${cologneId}&km=500`))).toEqual(['bonn', 'munich']);
    expect(titles(await list('q=Listentest&type=stream'))).toEqual(['stream']);
    expect(titles(await list('q=Listentest&type=live,stream'))).toHaveLength(4);
    expect(titles(await list('q=Listentest&genre=jazz,blues'))).toEqual(['munich']);
    expect(titles(await list('q=Listentest&paid=1'))).toEqual(['bonn', 'munich']);
    expect(titles(await list('q=Listentest&paid=1&minPay=200'))).toEqual(['bonn']);
    expect(titles(await list('q=Listentest&premium=1'))).toEqual(['munich']);
    expect(titles(await list('q=Listentest&local=1'))).toEqual(['stream']);
    expect(titles(await list('q=Listentest&network=1'))).toEqual(['network']);
    expect((await list('q=Listentest&network=1', null)).items).toEqual([]);
  });

  it('sorts and pages on the server', async () => {
    // Highest pay first; offers without an amount after them.
    expect(titles(await list('q=Listentest&sort=pay')).slice(0, 2)).toEqual(['bonn', 'munich']);
    expect(titles(await list('q=Listentest&sort=newest'))).toEqual([
      'network',
      'stream',
      'munich',
      'bonn',
    ]);
    const second = await list('q=Listentest&size=1&page=2');
    expect(titles(second)).toEqual(['stream']);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 1 });
  });

  it('refuses unknown filter values with the field named', async () => {
    const response = await injectAs(t.app, 'GET', '/api/booking?type=radio', null);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation.invalid', field: 'type' });
    const far = await injectAs(t.app, 'GET', '/api/booking?km=9999', null);
    expect(far.json()).toMatchObject({ field: 'km' });
    const nowhere = await injectAs(t.app, 'GET', '/api/booking?region=DE-99', null);
    expect(nowhere.json()).toMatchObject({ code: 'validation.invalid', field: 'region' });
  });
  it('tells a signed-in viewer which offers their pages applied to, and visitors nothing', async () => {
    const band = await fx.createSignedInAccount();
    const bandPage = await fx.createPage({ ownerId: band.id });
    // Another offerer's, so the venue's own lists keep their counts.
    const offerer = await fx.createSignedInAccount();
    const created = await injectAs(t.app, 'POST', '/api/booking', offerer.token, {
      ...base,
      performanceType: 'stream',
      title: 'Listentest applied',
      dates: [{ startsAt: inDays(40), slots: 2 }],
      publish: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const offer = created.json<BookingOffer>();
    const applied = await injectAs(
      t.app,
      'POST',
      `/api/booking/${offer.id}/applications`,
      band.token,
      { pageId: bandPage.id, dateIds: [offer.dates[0]!.id] },
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const find = (page: BookingOfferPage, id: string) => page.items.find((item) => item.id === id);

    // Filtered (a statement built per request) and unfiltered (the prepared one) alike.
    for (const query of ['q=Listentest&size=50', 'sort=newest&size=50']) {
      const asBand = await list(query, band);
      expect(find(asBand, offer.id)?.myApplication, query).toEqual({ status: 'applied' });
      expect(find(asBand, offers['bonn']!.id)?.myApplication ?? null, query).toBeNull();
      expect(find(await list(query, viewer), offer.id)?.myApplication, query).toBeNull();
      expect(find(await list(query, null), offer.id)?.myApplication, query).toBeNull();
    }

    // Withdrawn, it still says so (the card shows "withdrawn", the detail allows a new try).
    const [application] = (
      await injectAs(t.app, 'GET', '/api/booking/mine/applications', band.token)
    ).json<{ items: BookingApplication[] }>().items;
    const withdrawn = await injectAs(
      t.app,
      'POST',
      `/api/booking-applications/${application!.id}/withdraw`,
      band.token,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const after = await list('q=Listentest&size=50', band);
    expect(find(after, offer.id)?.myApplication).toEqual({ status: 'withdrawn' });
  });
});

describe('my offers and my applications', () => {
  it('lists every own offer with its applicant count, drafts too', async () => {
    const band = await fx.createSignedInAccount();
    const bandPage = await fx.createPage({ ownerId: band.id });
    const offer = offers['stream']!;
    const applied = await injectAs(
      t.app,
      'POST',
      `/api/booking/${offer.id}/applications`,
      band.token,
      {
        pageId: bandPage.id,
        dateIds: [offer.dates[0]!.id],
      },
    );
    expect(applied.statusCode).toBe(201);

    const mine = await injectAs(t.app, 'GET', '/api/booking/mine/offers?size=50', venue.token);
    const page = mine.json<BookingOfferPage>();
    expect(page.total).toBe(5);
    expect(page.items.find((item) => item.id === offer.id)?.applicationCount).toBe(1);
    expect(page.items.find((item) => item.title === 'Listentest draft')?.status).toBe('draft');
    const nobody = await injectAs(t.app, 'GET', '/api/booking/mine/offers', viewer.token);
    expect(nobody.json<BookingOfferPage>().total).toBe(0);
    // Their own offers: the offerer never applies to them.
    expect(page.items.every((item) => item.myApplication === null)).toBe(true);

    const applications = await injectAs(t.app, 'GET', '/api/booking/mine/applications', band.token);
    expect(applications.json<{ items: BookingApplication[] }>().items).toMatchObject([
      {
        offerId: offer.id,
        status: 'applied',
        commands: ['withdraw'],
        // Whom the band writes to about its application: the offer's publisher.
        offerer: { kind: 'user', id: venue.id },
      },
    ]);
    const confirmed = await injectAs(
      t.app,
      'GET',
      '/api/booking/mine/applications?status=confirmed',
      band.token,
    );
    expect(confirmed.json<{ items: BookingApplication[] }>().items).toEqual([]);
  });
});

describe('the network filter with contacts', () => {
  it("lists the offers of confirmed contacts and of their pages, not of a request's sender", async () => {
    const me = await fx.createSignedInAccount();
    const friend = await fx.createSignedInAccount();
    const asker = await fx.createSignedInAccount();
    const friendsVenue = await fx.createPage({ ownerId: friend.id, kind: 'location' });
    const askersVenue = await fx.createPage({ ownerId: asker.id, kind: 'location' });
    const post = async (who: Person, title: string, headers: Record<string, string> = {}) => {
      const response = await injectAs(
        t.app,
        'POST',
        '/api/booking',
        who.token,
        {
          ...base,
          title: `Netztest ${title}`,
          performanceType: 'stream',
          dates: [{ startsAt: inDays(15), slots: 1 }],
          publish: true,
        },
        headers,
      );
      expect(response.statusCode, response.body).toBe(201);
    };
    await post(friend, 'friend');
    await post(friend, 'friends-venue', { 'x-object-user': friendsVenue.id });
    await post(asker, 'asker');
    await post(asker, 'askers-venue', { 'x-object-user': askersVenue.id });
    const command = async (from: Person, to: Person, name: string) => {
      const response = await injectAs(t.app, 'POST', `/api/user/contacts/${to.id}`, from.token, {
        command: name,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const network = async () =>
      (await list('q=Netztest&network=1&sort=newest', me)).items
        .map((item) => item.title.replace('Netztest ', ''))
        .sort();

    expect(await network()).toEqual([]);
    await command(friend, me, 'request');
    await command(asker, me, 'request');
    // An open request is not a contact yet.
    expect(await network()).toEqual([]);
    await command(me, friend, 'confirm');
    expect(await network()).toEqual(['friend', 'friends-venue']);
    // Removing the contact takes its offers out again.
    await command(me, friend, 'remove');
    expect(await network()).toEqual([]);
  });
});
