import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicantPage,
  BookingApplication,
  BookingOffer,
  BookingOfferPage,
  OfferInput,
} from '@backline/domain';
import { bookingApplications, bookingOffers, users } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { offerInput } from '../../test/booking-fixtures.ts';

/**
 * A shadow ban in booking (issue 16 item 5): a shadow-banned user's offers and applications are
 * stored shadowed when written and exist for that user only; lifting the ban reveals nothing old.
 */

let t: TestApp;
let fx: Fixtures;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await createFixtures(t.app);
});

afterAll(async () => {
  await t?.dispose();
});

type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;

const call = (
  method: 'GET' | 'POST',
  url: string,
  who: Person | null,
  payload?: Record<string, unknown>,
) => injectAs(t.app, method, url, who?.token ?? null, payload);

async function shadowBan(person: Person, on = true): Promise<void> {
  await t.app.database.db
    .update(users)
    .set({ shadowBannedAt: on ? new Date() : null })
    .where(eq(users.id, person.id));
}

async function publish(who: Person, overrides: Partial<OfferInput> = {}): Promise<BookingOffer> {
  const response = await call('POST', '/api/booking', who, {
    ...offerInput(overrides),
    publish: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingOffer>();
}

/** The ids of the gig list's cards for `who`, searched by the offers' unique title. */
async function listed(who: Person | null, title: string): Promise<string[]> {
  const response = await call('GET', `/api/booking?q=${encodeURIComponent(title)}`, who);
  expect(response.statusCode, response.body).toBe(200);
  // The plain list (a prepared statement of its own), newest first: a new offer is on page 1.
  const plain = await call('GET', '/api/booking?sort=newest', who);
  expect(plain.statusCode, plain.body).toBe(200);
  const search = response.json<BookingOfferPage>().items.map((item) => item.id);
  const page = plain
    .json<BookingOfferPage>()
    .items.filter((item) => item.title === title)
    .map((item) => item.id);
  expect(page).toEqual(search);
  return search;
}

async function noticesOf(who: Person): Promise<string[]> {
  const response = await call('GET', '/api/user/notifications', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: { kind: string }[] }>().items.map((item) => item.kind);
}

describe("a shadow-banned publisher's offers", () => {
  it('are shown to the publisher only: not in the list, the search or the detail of anyone else', async () => {
    const publisher = await fx.createSignedInAccount({ type: 'musician' });
    const other = await fx.createSignedInAccount({ type: 'musician' });
    const title = `Schattenabend ${Date.now().toString(36)}`;
    await shadowBan(publisher);
    const offer = await publish(publisher, { title });

    const [row] = await t.app.database.db
      .select({ shadowed: bookingOffers.shadowed })
      .from(bookingOffers)
      .where(eq(bookingOffers.id, offer.id));
    expect(row?.shadowed).toBe(true);

    for (const who of [other, null]) {
      expect(await listed(who, title)).toEqual([]);
      expect((await call('GET', `/api/booking/${offer.id}`, who)).statusCode).toBe(404);
    }
    // The publisher sees it in their desk and on its page; the public list hides it from all.
    expect((await call('GET', `/api/booking/${offer.id}`, publisher)).statusCode).toBe(200);
    const mine = await call('GET', '/api/booking/mine/offers', publisher);
    expect(mine.json<BookingOfferPage>().items.map((item) => item.id)).toEqual([offer.id]);

    // Lifting the ban reveals nothing written under it; what comes after is public again.
    await shadowBan(publisher, false);
    expect((await call('GET', `/api/booking/${offer.id}`, other)).statusCode).toBe(404);
    const after = await publish(publisher, { title });
    expect(await listed(other, title)).toEqual([after.id]);
  });

  it('a draft published during the ban is shadowed too', async () => {
    const publisher = await fx.createSignedInAccount({ type: 'musician' });
    const other = await fx.createSignedInAccount({ type: 'musician' });
    const draft = await call('POST', '/api/booking', publisher, offerInput());
    expect(draft.statusCode, draft.body).toBe(201);
    const { id } = draft.json<BookingOffer>();
    await shadowBan(publisher);
    const published = await call('POST', `/api/booking/${id}/publish`, publisher);
    expect(published.statusCode, published.body).toBe(200);
    expect((await call('GET', `/api/booking/${id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/booking/${id}`, publisher)).statusCode).toBe(200);
  });
});

describe("a shadow-banned applicant's applications", () => {
  it('look sent to the applicant and never reach the offerer: list, counts, notices, decisions', async () => {
    const offerer = await fx.createSignedInAccount({ type: 'musician' });
    const offer = await publish(offerer);
    const applicant = await fx.createSignedInAccount({ type: 'musician' });
    const band = await fx.createPage({ ownerId: applicant.id });
    const honest = await fx.createSignedInAccount({ type: 'musician' });
    const honestBand = await fx.createPage({ ownerId: honest.id });
    await shadowBan(applicant);

    const applied = await call('POST', `/api/booking/${offer.id}/applications`, applicant, {
      pageId: band.id,
      dateIds: [offer.dates[0]!.id],
      text: 'Wir spielen gern.',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const [shadowedApplication] = applied.json<{ items: BookingApplication[] }>().items;
    const [row] = await t.app.database.db
      .select({ shadowed: bookingApplications.shadowed })
      .from(bookingApplications)
      .where(eq(bookingApplications.id, shadowedApplication!.id));
    expect(row?.shadowed).toBe(true);

    // The applicant sees it as sent.
    const theirs = await call('GET', '/api/booking/mine/applications', applicant);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(
      theirs.json<{ items: { id: string; status: string }[] }>().items.map((item) => item.id),
    ).toEqual([shadowedApplication!.id]);

    const fair = await call('POST', `/api/booking/${offer.id}/applications`, honest, {
      pageId: honestBand.id,
      dateIds: [offer.dates[0]!.id],
    });
    expect(fair.statusCode, fair.body).toBe(201);
    const fairIds = fair.json<{ items: BookingApplication[] }>().items.map((item) => item.id);

    // The offerer sees only the honest band: in the desk, its total and the counts.
    const desk = await call('GET', `/api/booking/${offer.id}/applications`, offerer);
    expect(desk.statusCode, desk.body).toBe(200);
    const page = desk.json<ApplicantPage>();
    expect(page.items.map((item) => item.id)).toEqual(fairIds);
    expect(page.total).toBe(1);
    const detail = await call('GET', `/api/booking/${offer.id}`, offerer);
    expect(detail.json<BookingOffer>().applicationCount).toBe(1);
    const mine = await call('GET', '/api/booking/mine/offers', offerer);
    expect(mine.json<BookingOfferPage>().items[0]?.applicationCount).toBe(1);
    // One notice: the honest band's application.
    expect(
      (await noticesOf(offerer)).filter((kind) => kind === 'booking.application_received'),
    ).toHaveLength(1);

    // The offerer cannot decide on what does not exist for them.
    const confirm = await call(
      'POST',
      `/api/booking-applications/${shadowedApplication!.id}/confirm`,
      offerer,
    );
    expect(confirm.statusCode).toBe(404);
    const bulk = await call('POST', `/api/booking/${offer.id}/applications/bulk`, offerer, {
      command: 'confirm',
      ids: [shadowedApplication!.id],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json<{ results: { ok: boolean }[] }>().results.map((result) => result.ok)).toEqual([
      false,
    ]);

    // Withdrawing tells nobody either.
    const withdrawn = await call(
      'POST',
      `/api/booking-applications/${shadowedApplication!.id}/withdraw`,
      applicant,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await noticesOf(offerer)).not.toContain('booking.application_withdrawn');
  });
});
