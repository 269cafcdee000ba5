import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicantPage,
  BookingApplication,
  BookingOffer,
  BulkDecisionAnswer,
  DateOverview,
  OfferInput,
} from '@backline/domain';
import { bookingRatings, cities, pages, videos } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { describeStatements, recordStatements } from '../../test/statement-counter.ts';
import type { BookingNotice } from './booking.shared.ts';
import { createDecisionsService } from './decisions.service.ts';
import { inDays, offerInput } from '../../test/booking-fixtures.ts';

let t: TestApp;
let fx: Fixtures;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
});

type Json = Record<string, unknown>;
type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;
type Band = { person: Person; bandId: string; name: string };

const call = (method: 'GET' | 'POST', url: string, who: Person | null, payload?: Json) =>
  injectAs(t.app, method, url, who?.token ?? null, payload);

const day = (iso: string) => iso.slice(0, 10);

async function cityId(name: string): Promise<number> {
  const [row] = await t.app.database.db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.name, name), eq(cities.country, 'DE')))
    .orderBy(cities.population)
    .limit(1);
  if (!row) throw new Error(`No city ${name} in the city list.`);
  return row.id;
}

const input = offerInput;

async function createOffer(who: Person, overrides: Partial<OfferInput> = {}) {
  const response = await call('POST', '/api/booking', who, { ...input(overrides), publish: true });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingOffer>();
}

/** An offer at a venue page in `city`, published by a fresh account. */
async function venueOffer(city: string, overrides: Partial<OfferInput> = {}) {
  const venue = await fx.createSignedInAccount();
  const page = await fx.createPage({ ownerId: venue.id, kind: 'location' });
  await t.app.database.db
    .update(pages)
    .set({ cityId: await cityId(city) })
    .where(eq(pages.id, page.id));
  const offer = await createOffer(venue, {
    venue: { kind: 'page', pageId: page.id },
    ...overrides,
  });
  return { venue, offer };
}

/** A band page with what the filters look at: genres, a city, media, received ratings. */
async function band(
  name: string,
  extra: {
    genres?: string[];
    city?: string;
    media?: boolean;
    ratings?: ('positive' | 'neutral' | 'negative')[];
  } = {},
): Promise<Band> {
  const person = await fx.createSignedInAccount();
  const page = await fx.createPage({ ownerId: person.id });
  const { db } = t.app.database;
  await db
    .update(pages)
    .set({
      name,
      genres: extra.genres ?? [],
      cityId: extra.city ? await cityId(extra.city) : null,
    })
    .where(eq(pages.id, page.id));
  if (extra.media) {
    await db
      .insert(videos)
      .values({ ownerKind: 'page', ownerId: page.id, youtubeId: 'dQw4w9WgXcQ', title: 'Live' });
  }
  for (const value of extra.ratings ?? []) {
    await db.insert(bookingRatings).values({
      offerTitle: 'Ein früherer Gig',
      raterSide: 'offerer',
      ratedPageId: page.id,
      value,
      text: 'Das war ein Abend.',
    });
  }
  return { person, bandId: page.id, name };
}

async function apply(artist: Band, offer: BookingOffer, dateIndexes: number[], pay?: number) {
  const response = await call('POST', `/api/booking/${offer.id}/applications`, artist.person, {
    pageId: artist.bandId,
    dateIds: dateIndexes.map((index) => offer.dates[index]!.id),
    ...(pay === undefined ? {} : { expectedPayCents: pay }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ items: BookingApplication[] }>().items;
}

const listOf = async (who: Person, offerId: string, query = '') => {
  const response = await call('GET', `/api/booking/${offerId}/applications${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApplicantPage>();
};
const namesOf = async (who: Person, offerId: string, query: string) =>
  (await listOf(who, offerId, query)).items.map((item) => item.artist.name);

const bulk = (who: Person | null, offerId: string, payload: Json) =>
  call('POST', `/api/booking/${offerId}/applications/bulk`, who, payload);

describe('the applicant list', () => {
  let venue: Person;
  let offer: BookingOffer;

  beforeAll(async () => {
    ({ venue, offer } = await venueOffer('Köln'));
    const alpha = await band('Alpha', {
      genres: ['rock'],
      city: 'Bonn',
      media: true,
      ratings: ['positive', 'positive', 'neutral'],
    });
    const beta = await band('Beta', {
      genres: ['indie'],
      city: 'Berlin',
      ratings: ['positive', 'negative', 'negative'],
    });
    const gamma = await band('Gamma', { genres: ['rock', 'indie'], city: 'Köln' });
    await apply(alpha, offer, [0], 30_000);
    await apply(beta, offer, [0], 15_000);
    const [gammaApplication] = await apply(gamma, offer, [1]);
    const ignored = await call(
      'POST',
      `/api/booking-applications/${gammaApplication!.id}/ignore`,
      venue,
    );
    expect(ignored.statusCode, ignored.body).toBe(200);
  });

  it('sorts by newest, by the lowest asked pay and by the best rating', async () => {
    expect(await namesOf(venue, offer.id, '')).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await namesOf(venue, offer.id, '?sort=newest')).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await namesOf(venue, offer.id, '?sort=pay')).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(await namesOf(venue, offer.id, '?sort=rating')).toEqual(['Alpha', 'Gamma', 'Beta']);
    const page = await listOf(venue, offer.id, '?sort=rating');
    expect(page.items.map((item) => [item.rating, item.hasMedia, item.genres])).toEqual([
      [2, true, ['rock']],
      [0, false, ['rock', 'indie']],
      [-1, false, ['indie']],
    ]);
  });

  it('filters by status and by date', async () => {
    expect(await namesOf(venue, offer.id, '?status=ignored')).toEqual(['Gamma']);
    expect(await namesOf(venue, offer.id, '?status=applied')).toEqual(['Beta', 'Alpha']);
    expect(await namesOf(venue, offer.id, '?status=applied,ignored')).toHaveLength(3);
    expect(await namesOf(venue, offer.id, '?status=confirmed')).toEqual([]);
    expect(await namesOf(venue, offer.id, `?date=${offer.dates[1]!.id}`)).toEqual(['Gamma']);
    expect(await namesOf(venue, offer.id, `?date=${offer.dates[0]!.id}&sort=pay`)).toEqual([
      'Beta',
      'Alpha',
    ]);
  });

  it("filters by the band page's genres and by media", async () => {
    expect(await namesOf(venue, offer.id, '?genre=rock')).toEqual(['Gamma', 'Alpha']);
    expect(await namesOf(venue, offer.id, '?genre=indie')).toEqual(['Gamma', 'Beta']);
    expect(await namesOf(venue, offer.id, '?genre=jazz')).toEqual([]);
    expect(await namesOf(venue, offer.id, '?media=1')).toEqual(['Alpha']);
  });

  it("filters by the km between the band's city and the venue's", async () => {
    const near = await listOf(venue, offer.id, '?km=50');
    expect(near.items.map((item) => [item.artist.name, item.artistCity])).toEqual([
      ['Gamma', 'Köln'],
      ['Alpha', 'Bonn'],
    ]);
    expect(near.items[0]!.distanceKm).toBe(0);
    expect(near.items[1]!.distanceKm).toBeGreaterThan(15);
    expect(near.items[1]!.distanceKm).toBeLessThan(35);
    expect(await namesOf(venue, offer.id, '?km=500&sort=rating')).toEqual([
      'Alpha',
      'Gamma',
      'Beta',
    ]);
    // Measured from another city of the filter instead of the venue's: Berlin.
    expect(await namesOf(venue, offer.id, `?km=50&city=${await cityId('Berlin')}`)).toEqual([
      'Beta',
    ]);
  });

  it('measures a virtual offer from the city of the filter, which it then needs', async () => {
    const host = await fx.createSignedInAccount();
    const online = await createOffer(host);
    await apply(await band('Delta', { city: 'Bonn' }), online, [0]);
    await apply(await band('Epsilon', { city: 'München' }), online, [0]);
    const missing = await call('GET', `/api/booking/${online.id}/applications?km=50`, host);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'validation.required', field: 'city' });
    expect(await namesOf(host, online.id, `?km=50&city=${await cityId('Köln')}`)).toEqual([
      'Delta',
    ]);
    expect((await listOf(host, online.id)).items.every((item) => item.distanceKm === null)).toBe(
      true,
    );
  });

  it('pages on the server with the total of every matching application', async () => {
    const first = await listOf(venue, offer.id, '?size=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((item) => item.artist.name)).toEqual(['Gamma', 'Beta']);
    const second = await listOf(venue, offer.id, '?size=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2 });
    expect(second.items.map((item) => item.artist.name)).toEqual(['Alpha']);
    expect(await listOf(venue, offer.id, '?size=2&page=5')).toMatchObject({ items: [], total: 3 });
    expect(await listOf(venue, offer.id, '?size=2&page=5&genre=rock')).toMatchObject({
      items: [],
      total: 2,
    });
  });

  it('answers a page in at most three statements whatever the page size', async () => {
    const small = await recordStatements(() =>
      call('GET', `/api/booking/${offer.id}/applications?size=1&sort=rating&km=100`, venue),
    );
    const large = await recordStatements(() =>
      call('GET', `/api/booking/${offer.id}/applications?size=50&sort=rating&km=100`, venue),
    );
    expect(small.result.statusCode).toBe(200);
    expect(large.result.json<ApplicantPage>().items).toHaveLength(2);
    expect(small.statements.length).toBeGreaterThan(0);
    expect(large.statements.length, describeStatements(large.statements)).toBeLessThanOrEqual(3);
    expect(large.statements.length).toBe(small.statements.length);
  });

  it('refuses other people, a date of another offer and unknown filter values', async () => {
    const stranger = await fx.createSignedInAccount();
    expect((await call('GET', `/api/booking/${offer.id}/applications`, stranger)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/booking/${offer.id}/applications`, null)).statusCode).toBe(401);
    const { offer: other } = await venueOffer('Bonn');
    const wrongDate = await call(
      'GET',
      `/api/booking/${offer.id}/applications?date=${other.dates[0]!.id}`,
      venue,
    );
    expect(wrongDate.statusCode).toBe(422);
    expect(wrongDate.json()).toMatchObject({ code: 'validation.invalid', field: 'date' });
    for (const [query, field] of [
      ['status=maybe', 'status'],
      ['sort=cheapest', 'sort'],
      ['km=9999', 'km'],
      ['genre=polka-metal', 'genre'],
      ['media=yes', 'media'],
    ] as const) {
      const response = await call('GET', `/api/booking/${offer.id}/applications?${query}`, venue);
      expect(response.statusCode, query).toBe(422);
      expect(response.json(), query).toMatchObject({ code: 'validation.invalid', field });
    }
  });
});

describe('bulk decisions', () => {
  it('confirms exactly as many as slots remain; the rest answer that no slot is free', async () => {
    const { venue, offer } = await venueOffer('Köln');
    const bands = await Promise.all(['Eins', 'Zwei', 'Drei', 'Vier'].map((name) => band(name)));
    const ids: string[] = [];
    for (const artist of bands) ids.push((await apply(artist, offer, [0]))[0]!.id);
    // Another offer's gig of band "Drei" at the same time: confirming warns of the clash.
    const { venue: otherVenue, offer: otherOffer } = await venueOffer('Bonn', {
      title: 'Parallelgig',
      schedule: 'single',
      dates: [{ startsAt: offer.dates[0]!.startsAt!, slots: 1 }],
    });
    const [parallel] = await apply(bands[2]!, otherOffer, [0]);
    await call('POST', `/api/booking-applications/${parallel!.id}/confirm`, otherVenue);

    const order = [ids[2]!, ids[0]!, ids[1]!, ids[3]!];
    const response = await bulk(venue, offer.id, { command: 'confirm', ids: order });
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json<BulkDecisionAnswer>();
    expect(results.map((result) => [result.id, result.ok, result.code])).toEqual([
      [ids[2], true, null],
      [ids[0], true, null],
      [ids[1], false, 'booking.no_free_slot'],
      [ids[3], false, 'booking.no_free_slot'],
    ]);
    expect(results[0]!.application).toMatchObject({ status: 'confirmed', commands: ['cancel'] });
    expect(results[0]!.clashes).toEqual([
      { offerTitle: 'Parallelgig', startsAt: offer.dates[0]!.startsAt },
    ]);
    expect(results[1]!.clashes).toEqual([]);
    const after = (await call('GET', `/api/booking/${offer.id}`, venue)).json<BookingOffer>();
    expect(after.dates[0]).toMatchObject({ slots: 2, confirmed: 2, open: false });
    expect(
      (await listOf(venue, offer.id, '?status=confirmed')).items.map((item) => item.id).sort(),
    ).toEqual([ids[0], ids[2]].sort());
  });

  it('rejects several with one reason the artists see, and tells them through notify', async () => {
    const { venue, offer } = await venueOffer('Köln');
    const first = await band('Erste');
    const second = await band('Zweite');
    const [a] = await apply(first, offer, [0]);
    const [b] = await apply(second, offer, [1]);
    const { offer: foreign } = await venueOffer('Bonn');
    const [elsewhere] = await apply(await band('Fremde'), foreign, [0]);

    const notices: { recipients: string[]; notice: BookingNotice }[] = [];
    const service = createDecisionsService(t.app.database.db, {
      notify: async (_tx, recipients, notice) => {
        notices.push({ recipients, notice });
      },
    });
    const results = await service.decideMany({ userId: venue.id, actingAs: null }, offer.id, {
      command: 'reject',
      ids: [a!.id, b!.id, elsewhere!.id],
      reason: 'Das Programm ist voll.',
    });
    expect(results.map((result) => [result.ok, result.code])).toEqual([
      [true, null],
      [true, null],
      [false, 'request.entity_not_found'],
    ]);
    expect(notices).toEqual([
      {
        recipients: [first.person.id],
        notice: {
          kind: 'booking.application_rejected',
          params: { offerTitle: offer.title, reason: 'Das Programm ist voll.' },
          path: offer.resource,
        },
      },
      {
        recipients: [second.person.id],
        notice: expect.objectContaining({ kind: 'booking.application_rejected' }),
      },
    ]);
    const seen = await call('GET', '/api/booking/mine/applications', first.person);
    expect(seen.json<{ items: BookingApplication[] }>().items).toMatchObject([
      { status: 'rejected', rejectReason: 'Das Programm ist voll.', commands: [] },
    ]);
    // Rejected is final: a second bulk rejection is refused for each, through the HTTP route.
    const again = await bulk(venue, offer.id, { command: 'reject', ids: [a!.id] });
    expect(again.json<BulkDecisionAnswer>().results).toMatchObject([
      { id: a!.id, ok: false, code: 'booking.command_not_allowed', application: null },
    ]);
    const ignored = await bulk(venue, offer.id, { command: 'ignore', ids: [b!.id] });
    expect(ignored.json<BulkDecisionAnswer>().results[0]).toMatchObject({
      ok: false,
      code: 'booking.command_not_allowed',
    });
  });

  it("refuses someone else's offer, callers without a session and bad input, with the field", async () => {
    const { venue, offer } = await venueOffer('Köln');
    const [application] = await apply(await band('Ziel'), offer, [0]);
    const stranger = await fx.createSignedInAccount();
    const payload = { command: 'ignore', ids: [application!.id] };
    expect((await bulk(stranger, offer.id, payload)).statusCode).toBe(403);
    expect((await bulk(null, offer.id, payload)).statusCode).toBe(401);
    expect((await bulk(venue, 'nichtda123', payload)).statusCode).toBe(404);
    for (const [body, field] of [
      [{ command: 'cancel', ids: [application!.id] }, 'command'],
      [{ command: 'confirm', ids: [] }, 'ids'],
      [{ command: 'confirm', ids: [application!.id, application!.id] }, 'ids'],
      [{ command: 'reject', ids: [application!.id], reason: 'x'.repeat(1001) }, 'reason'],
      [{ command: 'confirm', ids: ['bad id!'] }, 'ids.0'],
    ] as const) {
      const response = await bulk(venue, offer.id, body as Json);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(response.json<{ field?: string }>().field).toBe(field);
    }
    const unchanged = await listOf(venue, offer.id);
    expect(unchanged.items[0]).toMatchObject({ status: 'applied' });
  });
});

describe('the date overview', () => {
  it("shows the artist their applied and confirmed dates and the offerer every date's free and taken slots, flagging a clash", async () => {
    const { venue, offer } = await venueOffer('Köln', { title: 'Clubserie' });
    const { venue: otherVenue, offer: festival } = await venueOffer('Bonn', {
      title: 'Stadtfest',
      schedule: 'single',
      dates: [
        {
          startsAt: new Date(Date.parse(offer.dates[0]!.startsAt!) + 3_600_000).toISOString(),
          slots: 1,
        },
      ],
    });
    const artist = await band('Die Überschneider');
    const [first, second] = await apply(artist, offer, [0, 1]);
    const [atFestival] = await apply(artist, festival, [0]);
    expect(
      (await call('POST', `/api/booking-applications/${atFestival!.id}/confirm`, otherVenue))
        .statusCode,
    ).toBe(200);
    const confirm = await call('POST', `/api/booking-applications/${first!.id}/confirm`, venue);
    expect(confirm.json()).toMatchObject({
      clashes: [{ offerTitle: 'Stadtfest', startsAt: festival.dates[0]!.startsAt }],
    });
    // The artist also publishes an offer of their own: they see both sides.
    const own = await createOffer(artist.person, {
      title: 'Eigenes Konzert',
      schedule: 'single',
      dates: [{ startsAt: inDays(40), slots: 3 }],
    });

    const artistView = await call('GET', '/api/booking/mine/dates', artist.person);
    expect(artistView.statusCode, artistView.body).toBe(200);
    const overview = artistView.json<DateOverview>();
    expect(overview.from).toBe(day(new Date().toISOString()));
    expect(
      overview.artist.map((item) => [item.offerTitle, item.status, item.clashes.length]),
    ).toEqual([
      ['Clubserie', 'confirmed', 1],
      ['Stadtfest', 'confirmed', 1],
      ['Clubserie', 'applied', 0],
    ]);
    expect(overview.artist[0]).toMatchObject({
      applicationId: first!.id,
      artist: { id: artist.bandId, name: 'Die Überschneider' },
      venue: { city: 'Köln' },
      clashes: [{ offerTitle: 'Stadtfest' }],
    });
    expect(overview.artist[2]!.applicationId).toBe(second!.id);
    expect(overview.offerer).toMatchObject([
      { offerId: own.id, slots: 3, free: 3, taken: [], waiting: 0, open: true },
    ]);

    const venueView = (await call('GET', '/api/booking/mine/dates', venue)).json<DateOverview>();
    expect(venueView.artist).toEqual([]);
    expect(venueView.offerer).toMatchObject([
      {
        offerId: offer.id,
        dateId: offer.dates[0]!.id,
        phase: 'published',
        slots: 2,
        free: 1,
        waiting: 0,
        open: true,
        taken: [
          {
            applicationId: first!.id,
            artist: { id: artist.bandId, name: 'Die Überschneider' },
            clashes: [{ offerTitle: 'Stadtfest' }],
          },
        ],
      },
      { offerId: offer.id, dateId: offer.dates[1]!.id, slots: 1, free: 1, waiting: 1, taken: [] },
    ]);

    // A band member (not an admin) sees the band's dates too; a range can leave them out.
    const member = await fx.createSignedInAccount();
    await fx.addPageMember(artist.bandId, member.id, 'member');
    const memberView = (await call('GET', '/api/booking/mine/dates', member)).json<DateOverview>();
    expect(memberView.artist).toHaveLength(3);
    const later = (
      await call('GET', `/api/booking/mine/dates?from=${day(inDays(25))}`, artist.person)
    ).json<DateOverview>();
    expect(later.artist.map((item) => item.applicationId)).toEqual([second!.id]);
  });

  it('refuses a range that ends before it starts or is too long, and callers without a session', async () => {
    const someone = await fx.createSignedInAccount();
    const backwards = await call(
      'GET',
      '/api/booking/mine/dates?from=2030-02-01&to=2030-01-01',
      someone,
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({ code: 'validation.invalid', field: 'to' });
    const tooLong = await call(
      'GET',
      '/api/booking/mine/dates?from=2030-01-01&to=2032-01-01',
      someone,
    );
    expect(tooLong.json()).toMatchObject({ field: 'to' });
    const bad = await call('GET', '/api/booking/mine/dates?from=morgen', someone);
    expect(bad.json()).toMatchObject({ code: 'validation.invalid_date', field: 'from' });
    // Not 2 March: an impossible day is refused, never rolled over.
    const impossible = await call('GET', '/api/booking/mine/dates?to=2030-02-30', someone);
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json()).toMatchObject({ code: 'validation.invalid_date', field: 'to' });
    expect((await call('GET', '/api/booking/mine/dates', null)).statusCode).toBe(401);
  });
});
