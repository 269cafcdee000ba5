import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorMessage,
  type BookingApplication,
  type BookingOffer,
  type OfferInput,
} from '@backline/domain';
import { bookingDates, bookingOffers, pages } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { mailText, startMailbox, type Mailbox } from '../../test/mailbox.ts';
import { createScheduledJobs } from '../../platform/jobs/scheduled-jobs.ts';
import { bookingExpiryJob } from './booking-expiry.job.ts';
import { createOfferLifecycleService } from './offer-lifecycle.service.ts';
import { inDays, offerInput } from '../../test/booking-fixtures.ts';

let t: TestApp;
let fx: Fixtures;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url } });
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
  await mailbox?.close();
});

type Json = Record<string, unknown>;
type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Person | null,
  payload?: Json,
  headers: Record<string, string> = {},
) => injectAs(t.app, method, url, who?.token ?? null, payload, headers);

const input = (overrides: Partial<OfferInput> = {}): OfferInput =>
  offerInput({
    title: 'Indie-Nacht im Club',
    dates: [
      { startsAt: inDays(20), slots: 1 },
      { startsAt: inDays(27), slots: 2 },
    ],
    durationMinutes: 60,
    pay: { kind: 'pay', amountCents: 30_000 },
    backline: 'Drums, amps',
    conditions: 'Two drinks',
    description: 'Konzerte für junge Bands',
    wantedGenres: ['indie'],
    wantedCultures: ['originals'],
    ...overrides,
  });

async function createOffer(
  who: Person,
  overrides: Partial<OfferInput> = {},
  publish = true,
  headers: Record<string, string> = {},
): Promise<BookingOffer> {
  const response = await call(
    'POST',
    '/api/booking',
    who,
    { ...input(overrides), publish },
    headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingOffer>();
}

/** A musician with a band page they own. */
async function bandOwner(): Promise<{ person: Person; bandId: string; bandName: string }> {
  const person = await fx.createSignedInAccount();
  const band = await fx.createPage({ ownerId: person.id });
  const [row] = await t.app.database.db
    .select({ name: pages.name })
    .from(pages)
    .where(eq(pages.id, band.id));
  return { person, bandId: band.id, bandName: row!.name };
}

async function apply(
  artist: { person: Person; bandId: string },
  offer: BookingOffer,
  dateIndexes: number[] = [0],
  extra: Json = {},
) {
  return call('POST', `/api/booking/${offer.id}/applications`, artist.person, {
    pageId: artist.bandId,
    dateIds: dateIndexes.map((index) => offer.dates[index]!.id),
    ...extra,
  });
}

const decide = (who: Person, applicationId: string, command: string, payload?: Json) =>
  call('POST', `/api/booking-applications/${applicationId}/${command}`, who, payload);

const offerNow = async (id: string, who: Person | null) =>
  (await call('GET', `/api/booking/${id}`, who)).json<BookingOffer>();

const codeOf = (response: { json: <T>() => T }) =>
  response.json<{ code: string; field?: string }>();

describe('booking offers', () => {
  it('publishes a series with dates and slots, shows it to everyone and keeps drafts private', async () => {
    const venue = await fx.createSignedInAccount();
    const offer = await createOffer(venue);
    expect(offer).toMatchObject({
      type: 'booking',
      status: 'open',
      title: 'Indie-Nacht im Club',
      resource: `/booking/indie-nacht-im-club-${offer.id}`,
      publisher: { kind: 'user', id: venue.id },
      schedule: 'series',
      pay: { kind: 'pay', amountCents: 30_000 },
      viewer: { isOfferer: true },
    });
    expect(offer.dates.map((date) => [date.slots, date.open])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(offer.viewer.commands).toEqual(
      expect.arrayContaining(['pause', 'pauseDate', 'reschedule', 'cancel']),
    );
    const seen = await offerNow(offer.id, null);
    expect(seen.viewer).toEqual({
      isOfferer: false,
      commands: [],
      lockedFields: [],
      applications: [],
    });

    const draft = await createOffer(venue, {}, false);
    expect(draft.status).toBe('draft');
    expect((await call('GET', `/api/booking/${draft.id}`, null)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/booking/${draft.id}`, await fx.createSignedInAccount())).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/booking/${draft.id}`, venue)).statusCode).toBe(200);
  });

  it('answers every input rule with its message and field', async () => {
    const venue = await fx.createSignedInAccount();
    const post = (offer: Json) => call('POST', '/api/booking', venue, { ...input(), ...offer });
    const series = await post({ dates: [] });
    expect(series.statusCode).toBe(422);
    expect(codeOf(series)).toMatchObject({ code: 'booking.series_needs_date', field: 'dates' });
    expect(series.json<{ message: string }>().message).toBe(
      errorMessage('booking.series_needs_date', 'de'),
    );
    const pay = await post({ pay: { kind: 'pay' } });
    expect(codeOf(pay)).toMatchObject({
      code: 'booking.pay_amount_required',
      field: 'pay.amountCents',
    });
    const english = await call(
      'POST',
      '/api/booking',
      venue,
      { ...input(), pay: { kind: 'pay' } },
      { 'accept-language': 'en' },
    );
    expect(english.json<{ message: string }>().message).toBe('An amount for pay must be entered.');
    const slots = await post({ dates: [{ startsAt: inDays(5), slots: 0 }] });
    expect(codeOf(slots)).toMatchObject({ code: 'validation.invalid', field: 'dates.0.slots' });
    const past = await call('POST', '/api/booking', venue, {
      ...input(),
      dates: [{ startsAt: inDays(-2), slots: 1 }],
      publish: true,
    });
    expect(codeOf(past)).toMatchObject({ code: 'booking.date_in_past', field: 'dates.0.startsAt' });
    // A refused publication stores nothing, not even a draft.
    expect((await call('GET', '/api/booking/mine/offers', venue)).json()).toMatchObject({
      total: 0,
    });
    const venueStub = await post({ venue: { kind: 'page', pageId: (await fx.createPage()).id } });
    expect(codeOf(venueStub)).toMatchObject({ code: 'validation.invalid', field: 'venue.pageId' });
  });

  it('needs a venue page for a live gig on create, update and publish', async () => {
    const venue = await fx.createSignedInAccount();
    const online = { performanceType: 'live', venue: { kind: 'virtual' } } as const;
    for (const publish of [false, true]) {
      const created = await call('POST', '/api/booking', venue, {
        ...input(online),
        publish,
      });
      expect(created.statusCode).toBe(422);
      expect(created.json()).toMatchObject({
        code: 'booking.venue_required',
        field: 'venue',
        message: errorMessage('booking.venue_required', 'de'),
      });
    }
    expect((await call('GET', '/api/booking/mine/offers', venue)).json()).toMatchObject({
      total: 0,
    });

    // A stream may be online; turning it into a live gig needs the venue.
    const draft = await createOffer(venue, {}, false);
    const edited = await call('PUT', `/api/booking/${draft.id}`, venue, input(online));
    expect(edited.statusCode).toBe(422);
    expect(codeOf(edited)).toMatchObject({ code: 'booking.venue_required', field: 'venue' });
    const club = await fx.createPage({ ownerId: venue.id, kind: 'location' });
    const atClub = { performanceType: 'live', venue: { kind: 'page', pageId: club.id } } as const;
    expect((await call('PUT', `/api/booking/${draft.id}`, venue, input(atClub))).statusCode).toBe(
      200,
    );

    // A draft stored without one (before the rule) is refused when it is published.
    const legacy = await createOffer(venue, {}, false);
    await t.app.database.db
      .update(bookingOffers)
      .set({ performanceType: 'live' })
      .where(eq(bookingOffers.id, legacy.id));
    const published = await call('POST', `/api/booking/${legacy.id}/publish`, venue);
    expect(published.statusCode).toBe(422);
    expect(codeOf(published)).toMatchObject({ code: 'booking.venue_required', field: 'venue' });
    expect((await call('POST', `/api/booking/${draft.id}/publish`, venue)).statusCode).toBe(200);
  });

  it('answers every invalid field and every broken rule at once', async () => {
    const venue = await fx.createSignedInAccount();
    const first = inDays(20);
    const answer = await call('POST', '/api/booking', venue, {
      ...input(),
      title: '',
      dates: [
        { startsAt: first, slots: 1 },
        { startsAt: first, slots: 0 },
      ],
      pay: { kind: 'cost' },
      excludedGenres: ['indie'],
    });
    expect(answer.statusCode).toBe(422);
    expect(
      answer
        .json<{ errors: { code: string; field: string }[] }>()
        .errors.map(({ code, field }) => ({ code, field })),
    ).toEqual([
      { code: 'validation.required', field: 'title' },
      { code: 'validation.invalid', field: 'dates.1.slots' },
      { code: 'booking.duplicate_date', field: 'dates.1.startsAt' },
      { code: 'booking.pay_amount_required', field: 'pay.amountCents' },
      { code: 'booking.wanted_and_excluded', field: 'excludedGenres' },
    ]);
  });

  it('lets a private account publish private events only', async () => {
    const privatePerson = await fx.createSignedInAccount({ type: 'private' });
    const refused = await call('POST', '/api/booking', privatePerson, input());
    expect(codeOf(refused)).toMatchObject({
      code: 'booking.private_event_only',
      field: 'privateEvent',
    });
    await createOffer(privatePerson, { privateEvent: true });
  });

  it('publishes for a page the user acts for, and only as its owner or admin', async () => {
    const owner = await fx.createSignedInAccount();
    const venuePage = await fx.createPage({ ownerId: owner.id, kind: 'location' });
    const offer = await createOffer(
      owner,
      { venue: { kind: 'page', pageId: venuePage.id } },
      true,
      {
        'x-object-user': venuePage.id,
      },
    );
    expect(offer.publisher).toMatchObject({ kind: 'page', id: venuePage.id });
    expect(offer.venue).toMatchObject({ id: venuePage.id });
    const member = await fx.createSignedInAccount();
    await fx.addPageMember(venuePage.id, member.id, 'member');
    const asMember = await call('POST', '/api/booking', member, input(), {
      'x-object-user': venuePage.id,
    });
    expect(asMember.statusCode).toBe(403);
    // The page's admins act for its offers.
    const admin = await fx.createSignedInAccount();
    await fx.addPageMember(venuePage.id, admin.id, 'admin');
    expect((await call('POST', `/api/booking/${offer.id}/pause`, admin)).statusCode).toBe(200);
    expect((await call('POST', `/api/booking/${offer.id}/resume`, member)).statusCode).toBe(403);
  });

  it('pauses and resumes, a single date of a series too', async () => {
    const venue = await fx.createSignedInAccount();
    const offer = await createOffer(venue);
    const paused = await call('POST', `/api/booking/${offer.id}/pause`, venue);
    expect(paused.json<BookingOffer>().status).toBe('closed');
    const again = await call('POST', `/api/booking/${offer.id}/pause`, venue);
    expect(codeOf(again).code).toBe('booking.command_not_allowed');
    const resumed = await call('POST', `/api/booking/${offer.id}/resume`, venue);
    expect(resumed.json<BookingOffer>().status).toBe('open');
    const oneDate = await call(
      'POST',
      `/api/booking/${offer.id}/dates/${offer.dates[1]!.id}/pause`,
      venue,
    );
    expect(oneDate.json<BookingOffer>()).toMatchObject({ status: 'partlyClosed' });
    expect(oneDate.json<BookingOffer>().dates.map((date) => date.open)).toEqual([true, false]);
  });
});

describe('applications', () => {
  it('needs an artist page, acting as its owner or admin', async () => {
    const venue = await fx.createSignedInAccount();
    const offer = await createOffer(venue);
    const person = await fx.createSignedInAccount();
    const ownVenue = await fx.createPage({ ownerId: person.id, kind: 'location' });
    const notArtist = await call('POST', `/api/booking/${offer.id}/applications`, person, {
      pageId: ownVenue.id,
      dateIds: [offer.dates[0]!.id],
    });
    expect(codeOf(notArtist)).toMatchObject({
      code: 'booking.artist_page_required',
      field: 'pageId',
    });
    expect(notArtist.json<{ message: string }>().message).toBe(
      'Für eine Bewerbung brauchst du eine Künstlerseite.',
    );
    const othersBand = await fx.createPage();
    const notMine = await call('POST', `/api/booking/${offer.id}/applications`, person, {
      pageId: othersBand.id,
      dateIds: [offer.dates[0]!.id],
    });
    expect(notMine.statusCode).toBe(403);
  });

  it('asks for the apply text when the offer requires it, once per page and date', async () => {
    const venue = await fx.createSignedInAccount();
    const offer = await createOffer(venue, { applyTextRequired: true });
    const band = await bandOwner();
    const noText = await apply(band, offer);
    expect(codeOf(noText)).toMatchObject({ code: 'validation.required', field: 'text' });
    const applied = await apply(band, offer, [0, 1], {
      text: 'Wir spielen Indie.',
      expectedPayCents: 25_000,
    });
    expect(applied.statusCode).toBe(201);
    const items = applied.json<{ items: BookingApplication[] }>().items;
    expect(items.map((item) => [item.status, item.commands])).toEqual([
      ['applied', ['withdraw']],
      ['applied', ['withdraw']],
    ]);
    const twice = await apply(band, offer, [0], { text: 'Nochmal' });
    expect(codeOf(twice).code).toBe('booking.already_applied');
    expect((await offerNow(offer.id, venue)).applicationCount).toBe(2);
    // The band's manager sees the band's applications on the offer; others see none.
    expect((await offerNow(offer.id, band.person)).viewer.applications).toMatchObject([
      { pageId: band.bandId, status: 'applied' },
      { pageId: band.bandId, status: 'applied' },
    ]);
    expect((await offerNow(offer.id, venue)).viewer.applications).toEqual([]);
  });

  it('lists what a premium offer still lacks', async () => {
    const venue = await fx.createSignedInAccount();
    const offer = await createOffer(venue, { premium: true });
    const band = await bandOwner();
    const check = await call(
      'GET',
      `/api/booking/${offer.id}/premium-check?pageId=${band.bandId}`,
      band.person,
    );
    expect(check.json()).toEqual({ missing: ['picture', 'website', 'media', 'bio'] });
    const refused = await apply(band, offer);
    expect(codeOf(refused)).toMatchObject({
      code: 'booking.premium_requirements',
      field: 'pageId',
    });
    await t.app.database.db
      .update(pages)
      .set({ description: 'Eine Band aus Köln', links: [{ url: 'https://www.facebook.com/band' }] })
      .where(eq(pages.id, band.bandId));
    const after = await call(
      'GET',
      `/api/booking/${offer.id}/premium-check?pageId=${band.bandId}`,
      band.person,
    );
    expect(after.json()).toEqual({ missing: ['picture', 'media'] });
  });

  it('confirms, rejects with a reason, closes when full and reopens when a confirmation ends', async () => {
    const venue = await fx.createSignedInAccount();
    const offer = await createOffer(venue, {
      schedule: 'single',
      dates: [{ startsAt: inDays(15), slots: 1 }],
    });
    const first = await bandOwner();
    const second = await bandOwner();
    const a = (await apply(first, offer)).json<{ items: BookingApplication[] }>().items[0]!;
    const b = (await apply(second, offer)).json<{ items: BookingApplication[] }>().items[0]!;

    const list = await call('GET', `/api/booking/${offer.id}/applications`, venue);
    expect(list.json<{ items: BookingApplication[] }>().items.map((item) => item.commands)).toEqual(
      [
        ['confirm', 'reject', 'ignore'],
        ['confirm', 'reject', 'ignore'],
      ],
    );
    expect(
      (await call('GET', `/api/booking/${offer.id}/applications`, first.person)).statusCode,
    ).toBe(403);

    // The artist cannot confirm themself; the offerer can.
    expect((await decide(first.person, a.id, 'confirm')).statusCode).toBe(403);
    const confirmed = await decide(venue, a.id, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<{ application: BookingApplication }>().application.status).toBe(
      'confirmed',
    );
    expect((await offerNow(offer.id, venue)).status).toBe('closed');

    const full = await decide(venue, b.id, 'confirm');
    expect(codeOf(full).code).toBe('booking.no_free_slot');
    const rejected = await decide(venue, b.id, 'reject', { reason: 'Passt stilistisch nicht.' });
    expect(rejected.json<{ application: BookingApplication }>().application).toMatchObject({
      status: 'rejected',
      rejectReason: 'Passt stilistisch nicht.',
    });
    // The artist sees the reason, and cannot apply again or be confirmed again.
    const barred = await apply(second, offer);
    expect(codeOf(barred).code).toBe('booking.reapply_barred');

    // The confirmed artist calls the gig off: the slot is free and the offer open again.
    const cancelled = await decide(first.person, a.id, 'cancel');
    expect(cancelled.json<{ application: BookingApplication }>().application.status).toBe(
      'cancelled',
    );
    expect((await offerNow(offer.id, venue)).status).toBe('open');
    expect(codeOf(await decide(venue, a.id, 'confirm')).code).toBe('booking.reapply_barred');
  });

  it('lets a withdrawn artist apply again', async () => {
    const venue = await fx.createSignedInAccount();
    const offer = await createOffer(venue);
    const band = await bandOwner();
    const [application] = (await apply(band, offer)).json<{ items: BookingApplication[] }>().items;
    expect((await decide(band.person, application!.id, 'withdraw')).statusCode).toBe(200);
    const again = await apply(band, offer);
    expect(again.statusCode).toBe(201);
    expect(again.json<{ items: BookingApplication[] }>().items[0]!.id).toBe(application!.id);
  });

  it('warns when a confirmation clashes with another confirmed gig of the artist', async () => {
    const venue = await fx.createSignedInAccount();
    const at = inDays(33, 19);
    const one = await createOffer(venue, {
      schedule: 'single',
      dates: [{ startsAt: at, slots: 1 }],
      durationMinutes: 120,
    });
    const other = await createOffer(venue, {
      title: 'Zweite Bühne',
      schedule: 'single',
      dates: [{ startsAt: inDays(33, 20), slots: 1 }],
    });
    const band = await bandOwner();
    const first = (await apply(band, one)).json<{ items: BookingApplication[] }>().items[0]!;
    const second = (await apply(band, other)).json<{ items: BookingApplication[] }>().items[0]!;
    expect(
      (await decide(venue, first.id, 'confirm')).json<{ clashes: unknown[] }>().clashes,
    ).toEqual([]);
    const clash = await decide(venue, second.id, 'confirm');
    expect(clash.json<{ clashes: unknown[] }>().clashes).toEqual([
      { offerTitle: 'Indie-Nacht im Club', startsAt: at },
    ]);
  });
});

describe('changing a running offer', () => {
  it('locks performance type, place, conditions and pay once applications exist', async () => {
    const venue = await fx.createSignedInAccount();
    const offer = await createOffer(venue);
    const sameDates = offer.dates.map((date) => ({
      id: date.id,
      startsAt: date.startsAt!,
      slots: date.slots,
    }));
    const edit = (changes: Partial<OfferInput>) =>
      call('PUT', `/api/booking/${offer.id}`, venue, { ...input(), dates: sameDates, ...changes });
    expect((await edit({ pay: { kind: 'pay', amountCents: 40_000 } })).statusCode).toBe(200);
    await apply(await bandOwner(), offer);
    const locked = await edit({ pay: { kind: 'pay', amountCents: 50_000 } });
    expect(codeOf(locked)).toMatchObject({ code: 'booking.field_locked', field: 'pay' });
    expect(
      codeOf(await edit({ performanceType: 'session', pay: { kind: 'pay', amountCents: 40_000 } })),
    ).toMatchObject({
      field: 'performanceType',
    });
    const described = await edit({ description: 'Neu', pay: { kind: 'pay', amountCents: 40_000 } });
    expect(described.json<BookingOffer>().description).toBe('Neu');
    expect(described.json<BookingOffer>().viewer.lockedFields).toEqual([
      'performanceType',
      'venue',
      'conditions',
      'pay',
    ]);
  });

  it('keeps slots at or above the confirmed acts and moves dates only by rescheduling', async () => {
    const venue = await fx.createSignedInAccount();
    const offer = await createOffer(venue);
    const band = await bandOwner();
    const [application] = (await apply(band, offer, [1])).json<{ items: BookingApplication[] }>()
      .items;
    await decide(venue, application!.id, 'confirm');
    const dates = offer.dates.map((date) => ({
      id: date.id,
      startsAt: date.startsAt!,
      slots: date.slots,
    }));
    const below = await call('PUT', `/api/booking/${offer.id}`, venue, {
      ...input(),
      dates: [dates[0], { ...dates[1], slots: 0 }],
    });
    expect(codeOf(below).field).toBe('dates.1.slots');
    await t.app.database.db
      .update(bookingDates)
      .set({ confirmed: 1 })
      .where(eq(bookingDates.id, offer.dates[0]!.id));
    const dbCheck = await call('PUT', `/api/booking/${offer.id}`, venue, {
      ...input(),
      dates: [{ ...dates[0], slots: 1 }, dates[1]],
    });
    expect(dbCheck.statusCode).toBe(200);
    await t.app.database.db
      .update(bookingDates)
      .set({ confirmed: 0 })
      .where(eq(bookingDates.id, offer.dates[0]!.id));
    const moved = await call('PUT', `/api/booking/${offer.id}`, venue, {
      ...input(),
      dates: [{ ...dates[0], startsAt: inDays(21) }, dates[1]],
    });
    expect(codeOf(moved)).toMatchObject({ code: 'booking.dates_need_reschedule', field: 'dates' });
  });

  it('refuses fewer slots than confirmed acts', async () => {
    const venue = await fx.createSignedInAccount();
    const offer = await createOffer(venue);
    const bands = [await bandOwner(), await bandOwner()];
    for (const band of bands) {
      const [application] = (await apply(band, offer, [1])).json<{ items: BookingApplication[] }>()
        .items;
      await decide(venue, application!.id, 'confirm');
    }
    const dates = offer.dates.map((date) => ({
      id: date.id,
      startsAt: date.startsAt!,
      slots: date.slots,
    }));
    const below = await call('PUT', `/api/booking/${offer.id}`, venue, {
      ...input(),
      dates: [dates[0], { ...dates[1], slots: 1 }],
    });
    // On the slots field of that date, as the offer form sends it.
    expect(codeOf(below)).toMatchObject({
      code: 'booking.slots_below_confirmed',
      field: 'dates.1.slots',
    });
    expect(below.json<{ errors: unknown[] }>().errors).toEqual([
      {
        code: 'booking.slots_below_confirmed',
        message: errorMessage('booking.slots_below_confirmed', 'de'),
        field: 'dates.1.slots',
      },
    ]);
  });

  it('reschedules once: confirmations are revoked, a second time is refused', async () => {
    const venue = await fx.createSignedInAccount();
    const offer = await createOffer(venue);
    const band = await bandOwner();
    const [application] = (await apply(band, offer)).json<{ items: BookingApplication[] }>().items;
    await decide(venue, application!.id, 'confirm');
    const moveTo = (days: number) =>
      call('POST', `/api/booking/${offer.id}/reschedule`, venue, {
        dates: offer.dates.map((date, index) => ({
          id: date.id,
          startsAt: inDays(days + index * 7),
        })),
      });
    const moved = await moveTo(40);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<BookingOffer>()).toMatchObject({ reschedules: 1, status: 'open' });
    expect(moved.json<BookingOffer>().dates[0]!.startsAt).toBe(inDays(40));
    const list = await call('GET', `/api/booking/${offer.id}/applications`, venue);
    expect(list.json<{ items: BookingApplication[] }>().items[0]!.status).toBe('applied');
    const twice = await moveTo(50);
    expect(codeOf(twice).code).toBe('booking.reschedule_used');
    expect(twice.json<{ message: string }>().message).toBe(
      'Ein Angebot kann nur einmal verschoben werden.',
    );
  });

  it('cancels for good and mails every applicant the reason', async () => {
    const venue = await fx.createSignedInAccount();
    const offer = await createOffer(venue);
    const band = await bandOwner();
    await apply(band, offer);
    const cancelled = await call('POST', `/api/booking/${offer.id}/cancel`, venue, {
      reason: 'Der Club muss schließen.',
    });
    expect(cancelled.json()).toEqual({ deleted: true });
    expect((await call('GET', `/api/booking/${offer.id}`, venue)).statusCode).toBe(404);
    const mail = mailText(await mailbox.waitForMail(band.person.email));
    expect(mail).toContain('Indie-Nacht im Club');
    expect(mail).toContain('Der Club muss schließen.');
  });

  it('deletes through the generic route, for the offerer only', async () => {
    const venue = await fx.createSignedInAccount();
    const offer = await createOffer(venue);
    expect(
      (await call('DELETE', `/api/booking/${offer.id}`, await fx.createSignedInAccount()))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/booking/${offer.id}`, venue)).json()).toEqual({
      deleted: true,
    });
    expect((await call('GET', `/api/booking/${offer.id}`, null)).statusCode).toBe(404);
  });
});

describe('the last free slot under concurrency', () => {
  it('goes to exactly one of 100 simultaneous confirmations', async () => {
    const venue = await fx.createSignedInAccount();
    const offer = await createOffer(venue, {
      schedule: 'single',
      dates: [{ startsAt: inDays(60), slots: 1 }],
    });
    const applicationIds: string[] = [];
    for (let index = 0; index < 100; index += 1) {
      const band = await bandOwner();
      applicationIds.push(
        (await apply(band, offer)).json<{ items: BookingApplication[] }>().items[0]!.id,
      );
    }
    const answers = await Promise.all(applicationIds.map((id) => decide(venue, id, 'confirm')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => codeOf(a).code))).toEqual(
      new Set(['booking.no_free_slot']),
    );
    const [date] = await t.app.database.db
      .select()
      .from(bookingDates)
      .where(eq(bookingDates.offerId, offer.id));
    expect(date).toMatchObject({ slots: 1, confirmed: 1 });
    expect((await offerNow(offer.id, venue)).status).toBe('closed');
  }, 120_000);
});

describe('expiry', () => {
  it('turns published offers past their end into over, once', async () => {
    const venue = await fx.createSignedInAccount();
    const offer = await createOffer(venue, {
      schedule: 'single',
      dates: [{ startsAt: inDays(3), slots: 1 }],
    });
    const later = new Date(Date.now() + 5 * 24 * 3600 * 1000);
    const service = createOfferLifecycleService(t.app.database.db, { now: () => later });
    expect(await service.expireDue()).toBeGreaterThanOrEqual(1);
    expect((await offerNow(offer.id, venue)).status).toBe('over');
    const [row] = await t.app.database.db
      .select({ phase: bookingOffers.phase })
      .from(bookingOffers)
      .where(eq(bookingOffers.id, offer.id));
    expect(row?.phase).toBe('over');
    // Idempotent: nothing left to expire for this offer.
    await service.expireDue();
    expect((await offerNow(offer.id, venue)).status).toBe('over');
    const late = await call('POST', `/api/booking/${offer.id}/reschedule`, venue, {
      dates: [{ id: offer.dates[0]!.id, startsAt: inDays(10) }],
    });
    expect(codeOf(late).code).toBe('booking.offer_over');
  });

  it('runs as a pg-boss job', async () => {
    const venue = await fx.createSignedInAccount();
    const offer = await createOffer(venue, {
      schedule: 'single',
      dates: [{ startsAt: inDays(2), slots: 1 }],
    });
    const later = new Date(Date.now() + 4 * 24 * 3600 * 1000);
    const service = createOfferLifecycleService(t.app.database.db, { now: () => later });
    const jobs = createScheduledJobs({
      database: t.database,
      jobs: [
        bookingExpiryJob(
          () => service.expireDue(),
          async () => 0,
          '*/10 * * * *',
        ),
      ],
      log: { info: () => undefined, error: () => undefined },
      pollingIntervalSeconds: 0.5,
    });
    try {
      await jobs.start();
      const deadline = Date.now() + 15_000;
      while ((await offerNow(offer.id, venue)).status !== 'over' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await offerNow(offer.id, venue)).status).toBe('over');
    } finally {
      await jobs.stop();
    }
  }, 40_000);
});
