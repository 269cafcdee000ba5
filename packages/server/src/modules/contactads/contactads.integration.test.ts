import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_AD_LIFETIME_DAYS,
  type ApiError,
  type ContactAdDetail,
  type ContactAdInput,
  type ContactAdPage,
  type Party,
} from '@backline/domain';
import { audioTracks, cities, contactAds, images, users } from '../../db/schema/index.ts';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { mailText, startMailbox, type Mailbox } from '../../test/mailbox.ts';

let t: TestApp;
let fx: Fixtures;
let mailbox: Mailbox;
let cologne: number;
type Person = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url } });
  fx = await createFixtures(t.app);
  const [row] = await t.app.database.db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.name, 'Köln'), eq(cities.country, 'DE')));
  cologne = row!.id;
});

afterAll(async () => {
  await t?.dispose();
  await mailbox?.close();
});

const DAY = 24 * 3600 * 1000;
const db = () => t.app.database.db;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Person | null,
  payload?: Record<string, unknown>,
) => injectAs(t.app, method, url, who?.token ?? null, payload);
const codeOf = (response: { json: <T>() => T }) => response.json<ApiError>().code;
const member = () => fx.createSignedInAccount({ type: 'musician' });

const input = (overrides: Partial<ContactAdInput> = {}): ContactAdInput => ({
  searchType: 1,
  title: 'Band sucht Schlagzeuger',
  text: 'Wir proben zweimal die Woche in Köln-Ehrenfeld und suchen Verstärkung am Schlagzeug.',
  instrumentsOffered: ['guitar'],
  instrumentsSearched: ['drums'],
  genres: ['rock'],
  ambition: 4,
  skill: 2,
  bandType: 2,
  rehearsalSpace: true,
  mobile: false,
  songsAvailable: true,
  remote: 0,
  cityId: cologne,
  pictureIds: [],
  audioIds: [],
  ...overrides,
});

async function publish(who: Person, overrides: Partial<ContactAdInput> = {}) {
  const response = await call('POST', '/api/contactads', who, input(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ contactAd: ContactAdDetail }>().contactAd;
}

const myAds = async (who: Person) => {
  const response = await call('GET', '/api/contactads?filter=myads', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContactAdPage>().items;
};

describe('publishing', () => {
  it('refuses visitors, bad input and the rules, and answers the ad', async () => {
    const writer = await member();
    expect((await call('POST', '/api/contactads', null, input())).statusCode).toBe(401);
    const bad = await call('POST', '/api/contactads', writer, { ...input(), ambition: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ApiError>().field).toBe('ambition');
    const noCity = await call('POST', '/api/contactads', writer, input({ cityId: null }));
    expect(codeOf(noCity)).toBe('contactads.city_required');
    const remoteOnly = await publish(writer, { cityId: null, remote: 3, searchType: 2 });
    expect(remoteOnly.city).toBeNull();
    const foreign = await call(
      'POST',
      '/api/contactads',
      writer,
      input({ pictureIds: ['abcde12345'] }),
    );
    expect(codeOf(foreign)).toBe('contactads.media_not_found');

    const ad = await publish(writer);
    expect(ad).toMatchObject({
      type: 'contactad',
      searchType: 1,
      title: 'Band sucht Schlagzeuger',
      status: 'active',
      canManage: true,
      mine: true,
      publisher: { kind: 'user', id: writer.id },
      city: { id: cologne, name: 'Köln', country: 'DE' },
      instrumentsSearched: ['drums'],
      pictures: [],
      audio: [],
    });
    expect(ad.resource).toMatch(new RegExp(`^/contactad/band-sucht-schlagzeuger-${ad.id}$`));
    const lifetime = Date.parse(ad.expiresAt) - Date.parse(ad.publishedAt);
    expect(lifetime).toBe(CONTACT_AD_LIFETIME_DAYS * DAY);
  });

  it('publishes as an artist page its owner or admin manages, for band and partner searches', async () => {
    const owner = await member();
    const admin = await member();
    const teamMember = await member();
    const band = await fx.createPage({ ownerId: owner.id });
    await fx.addPageMember(band.id, admin.id, 'admin');
    await fx.addPageMember(band.id, teamMember.id, 'member');
    const asPage = await publish(admin, { pageId: band.id });
    expect(asPage.publisher).toMatchObject({ kind: 'page', id: band.id });
    const refused = await call('POST', '/api/contactads', teamMember, input({ pageId: band.id }));
    expect(codeOf(refused)).toBe('contactads.publisher_not_allowed');
    const type3 = await call(
      'POST',
      '/api/contactads',
      owner,
      input({ pageId: band.id, searchType: 3 }),
    );
    expect(codeOf(type3)).toBe('contactads.publisher_not_allowed');
    const venue = await fx.createPage({ ownerId: owner.id, kind: 'location' });
    const asVenue = await call('POST', '/api/contactads', owner, input({ pageId: venue.id }));
    expect(codeOf(asVenue)).toBe('contactads.publisher_not_allowed');
    // The owner manages the admin's page ad too; a plain member does not.
    const edited = await call('PUT', `/api/contactads/${asPage.id}`, owner, {
      ...input({ title: 'Neuer Titel' }),
      pageId: band.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ contactAd: ContactAdDetail }>().contactAd.title).toBe('Neuer Titel');
    const byMember = await call('PUT', `/api/contactads/${asPage.id}`, teamMember, input());
    expect(byMember.statusCode).toBe(403);
  });

  it('allows three ads per profile, every status counting, each page its own three', async () => {
    const writer = await member();
    const band = await fx.createPage({ ownerId: writer.id });
    const first = await publish(writer);
    await publish(writer, { searchType: 3 });
    await publish(writer, { searchType: 2 });
    await call('POST', `/api/contactads/${first.id}/pause`, writer);
    const fourth = await call('POST', '/api/contactads', writer, input());
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json<ApiError>()).toMatchObject({
      code: 'contactads.limit_reached',
      message: 'Pro Profil sind höchstens drei verschiedene Kontaktanzeigen möglich.',
    });
    await publish(writer, { pageId: band.id });
  });

  it('refuses members under a community ban', async () => {
    const banned = await fx.createSignedInAccount({
      type: 'musician',
      communityBanUntil: new Date(Date.now() + 30 * DAY),
    });
    const response = await call('POST', '/api/contactads', banned, input());
    expect(response.statusCode).toBe(403);
  });
});

describe('media', () => {
  it('shows the publisher’s own pictures and audio in order, refuses anybody else’s', async () => {
    const writer = await member();
    const other = await member();
    const image = (ownerId: string) =>
      db()
        .insert(images)
        .values({
          ownerKind: 'user',
          ownerId,
          purpose: 'avatar',
          storageKey: `img/test-${ownerId}-${Math.random().toString(36).slice(2)}`,
          width: 800,
          height: 600,
          renditions: {},
        })
        .returning({ id: images.id });
    const [first] = await image(writer.id);
    const [second] = await image(writer.id);
    const [foreign] = await image(other.id);
    const [track] = await db()
      .insert(audioTracks)
      .values({
        ownerKind: 'user',
        ownerId: writer.id,
        source: 'soundcloud',
        title: 'Demo',
        url: 'https://soundcloud.com/example/demo',
      })
      .returning({ id: audioTracks.id });
    const refused = await call(
      'POST',
      '/api/contactads',
      writer,
      input({ pictureIds: [first!.id, foreign!.id] }),
    );
    expect(refused.json<ApiError>()).toMatchObject({
      code: 'contactads.media_not_found',
      field: 'pictureIds',
    });
    const ad = await publish(writer, {
      pictureIds: [second!.id, first!.id],
      audioIds: [track!.id],
    });
    expect(ad.pictures.map((picture) => picture.id)).toEqual([second!.id, first!.id]);
    expect(ad.audio.map((item) => item.id)).toEqual([track!.id]);
    expect(ad.picture?.normal).toBe(ad.pictures[0]?.picture.normal);
    const card = (await myAds(writer)).find((item) => item.id === ad.id);
    expect(card?.picture).not.toBeNull();
  });
});

describe('detail and visibility', () => {
  it('shows the ad to visitors, hides hidden and shadowed ones from all but their writer', async () => {
    const writer = await member();
    const other = await member();
    const ad = await publish(writer);
    const seen = await call('GET', `/api/contactad/${ad.id}`, null);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<ContactAdDetail>()).toMatchObject({ id: ad.id, canManage: false });

    await db().update(contactAds).set({ hidden: true }).where(eq(contactAds.id, ad.id));
    expect((await call('GET', `/api/contactad/${ad.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/contactad/${ad.id}`, writer)).statusCode).toBe(200);

    const shady = await member();
    await db().update(users).set({ shadowBannedAt: new Date() }).where(eq(users.id, shady.id));
    const shadowed = await publish(shady, { title: 'Schattenanzeige' });
    const [row] = await db().select().from(contactAds).where(eq(contactAds.id, shadowed.id));
    expect(row?.shadowed).toBe(true);
    expect((await call('GET', `/api/contactad/${shadowed.id}`, other)).statusCode).toBe(404);
    const list = await call('GET', '/api/contactads?q=Schattenanzeige', shady);
    expect(list.json<ContactAdPage>().items.map((item) => item.id)).toEqual([shadowed.id]);
    const othersList = await call('GET', '/api/contactads?q=Schattenanzeige', other);
    expect(othersList.json<ContactAdPage>().items).toEqual([]);
  });

  it('is deleted by its managers only (generic DELETE)', async () => {
    const writer = await member();
    const other = await member();
    const ad = await publish(writer);
    expect((await call('DELETE', `/api/contactad/${ad.id}`, null)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/contactad/${ad.id}`, other)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/contactad/${ad.id}`, writer)).statusCode).toBe(200);
    expect((await call('GET', `/api/contactad/${ad.id}`, writer)).statusCode).toBe(404);
  });
});

describe('lifecycle', () => {
  it('pauses, resumes, expires, reminds once, and renews for free', async () => {
    const writer = await member();
    const other = await member();
    const ad = await publish(writer, { title: 'Bassistin gesucht' });
    const listed = async () =>
      (await call('GET', '/api/contactads?q=Bassistin', other))
        .json<ContactAdPage>()
        .items.some((item) => item.id === ad.id);
    expect(await listed()).toBe(true);

    expect((await call('POST', `/api/contactads/${ad.id}/pause`, other)).statusCode).toBe(403);
    const paused = await call('POST', `/api/contactads/${ad.id}/pause`, writer);
    expect(paused.json<{ contactAd: ContactAdDetail }>().contactAd.status).toBe('paused');
    expect(await listed()).toBe(false);
    expect(codeOf(await call('POST', `/api/contactads/${ad.id}/pause`, writer))).toBe(
      'contactads.not_active',
    );
    await call('POST', `/api/contactads/${ad.id}/resume`, writer);
    expect(await listed()).toBe(true);
    expect(codeOf(await call('POST', `/api/contactads/${ad.id}/renew`, writer))).toBe(
      'contactads.not_renewable',
    );

    // Three days left: the reminder goes once, with the link to the ad.
    await db()
      .update(contactAds)
      .set({ expiresAt: new Date(Date.now() + 3 * DAY) })
      .where(eq(contactAds.id, ad.id));
    const { lifecycle } = t.app.modules.contactAds;
    expect(await lifecycle.remindDue()).toBeGreaterThanOrEqual(1);
    const mail = mailText(await mailbox.waitForMail(writer.email));
    expect(mail).toContain('Bassistin gesucht');
    expect(mail).toContain(`/contactad/bassistin-gesucht-${ad.id}`);
    expect(await lifecycle.remindDue()).toBe(0);

    // Time ran out: out of the list at once, expired by the job, still in my ads.
    await db()
      .update(contactAds)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(contactAds.id, ad.id));
    expect(await listed()).toBe(false);
    expect(await lifecycle.expireDue()).toBeGreaterThanOrEqual(1);
    expect((await myAds(writer)).find((item) => item.id === ad.id)?.status).toBe('expired');
    expect((await call('GET', `/api/contactad/${ad.id}`, other)).statusCode).toBe(404);

    const renewed = await call('POST', `/api/contactads/${ad.id}/renew`, writer);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json<{ contactAd: ContactAdDetail }>().contactAd;
    expect(fresh.status).toBe('active');
    expect(Date.parse(fresh.expiresAt) - Date.now()).toBeGreaterThan(
      (CONTACT_AD_LIFETIME_DAYS - 1) * DAY,
    );
    const [row] = await db().select().from(contactAds).where(eq(contactAds.id, ad.id));
    expect(row?.remindedAt).toBeNull();
    expect(await listed()).toBe(true);
  });

  it('refuses my ads to visitors', async () => {
    expect((await call('GET', '/api/contactads?filter=myads', null)).statusCode).toBe(401);
  });
});

describe('messaging from an ad (spec section 6, sender choice)', () => {
  it('offers artist pages for a user ad other than type 2, organizations for type 4', async () => {
    const writer = await member();
    const reader = await member();
    const artist = await fx.createPage({ ownerId: reader.id });
    const organization = await fx.createPage({ ownerId: reader.id, kind: 'organization' });
    const senders = async (adId: string) => {
      const response = await call(
        'GET',
        `/api/messaging/senders?contextKind=contactad&contextId=${adId}`,
        reader,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ senders: Party[] }>().senders.map((party) => party.id);
    };
    const seeksBand = await publish(writer, { searchType: 3 });
    expect(await senders(seeksBand.id)).toEqual([reader.id, artist.id]);
    const detail = await call('GET', `/api/contactad/${seeksBand.id}`, reader);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<ContactAdDetail>().senderChoices.map((page) => page.id)).toEqual([
      artist.id,
    ]);
    const jam = await publish(writer, { searchType: 2 });
    expect(await senders(jam.id)).toEqual([reader.id]);
    const partner = await publish(writer, { searchType: 4 });
    expect((await senders(partner.id)).sort()).toEqual(
      [reader.id, artist.id, organization.id].sort(),
    );

    const asArtist = await call('POST', '/api/messaging/conversations', reader, {
      to: { kind: 'user', id: writer.id },
      as: { kind: 'page', id: artist.id },
      context: { kind: 'contactad', id: jam.id },
      text: 'Hallo!',
    });
    expect(codeOf(asArtist)).toBe('messaging.not_a_sender');
    const started = await call('POST', '/api/messaging/conversations', reader, {
      to: { kind: 'user', id: writer.id },
      as: { kind: 'page', id: artist.id },
      context: { kind: 'contactad', id: seeksBand.id },
      text: 'Wir suchen genau dich!',
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<{ conversation: { context: unknown } }>().conversation.context).toEqual({
      kind: 'contactad',
      id: seeksBand.id,
      title: seeksBand.title,
      resource: seeksBand.resource,
    });
    const missing = await call(
      'GET',
      '/api/messaging/senders?contextKind=contactad&contextId=nope1',
      reader,
    );
    expect(missing.statusCode).toBe(422);
  });
});

describe('reports, moderation and the purge', () => {
  it('takes reports of an ad; moderators hide, unhide and delete it', async () => {
    const writer = await member();
    const reporter = await member();
    const ad = await publish(writer, { title: 'Verdächtige Anzeige' });
    const subject = { kind: 'contactad', id: ad.id };
    const own = await call('POST', '/api/reports', writer, { subject, reason: 'spam' });
    expect(codeOf(own)).toBe('reports.own_subject');
    const report = await call('POST', '/api/reports', reporter, { subject, reason: 'spam' });
    expect(report.statusCode, report.body).toBe(200);

    const mod = await fx.createSignedInAccount({ role: 'moderator', twoFactor: true });
    const act = (action: string) =>
      call('POST', '/api/moderation/actions', mod, {
        subject,
        action,
        reason: 'Werbung verstößt gegen die Regeln.',
      });
    expect((await act('hide')).statusCode).toBe(200);
    expect((await call('GET', `/api/contactad/${ad.id}`, reporter)).statusCode).toBe(404);
    expect((await call('GET', `/api/contactad/${ad.id}`, writer)).statusCode).toBe(200);
    const listed = await call('GET', '/api/contactads?q=Verdächtige', reporter);
    expect(listed.json<ContactAdPage>().items).toEqual([]);
    expect((await act('unhide')).statusCode).toBe(200);
    expect((await call('GET', `/api/contactad/${ad.id}`, reporter)).statusCode).toBe(200);
    expect((await act('delete')).statusCode).toBe(200);
    expect((await call('GET', `/api/contactad/${ad.id}`, writer)).statusCode).toBe(404);
  });

  it('removes the ads of a purged writer', async () => {
    const writer = await member();
    const ad = await publish(writer);
    await db()
      .update(users)
      .set({ deletionRequestedAt: new Date(Date.now() - 400 * DAY) })
      .where(eq(users.id, writer.id));
    await t.app.modules.accountLifecycle.purgeDueAccounts();
    const rows = await db().select().from(contactAds).where(eq(contactAds.id, ad.id));
    expect(rows).toEqual([]);
  });
});
