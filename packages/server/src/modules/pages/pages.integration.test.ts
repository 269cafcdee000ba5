import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MeSchema, PageSchema, type Page } from '@backline/domain';
import {
  cities,
  images,
  pageInvites,
  pageMembers,
  pages as pagesTable,
} from '../../db/schema/index.ts';
import { bearer, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';
import { createPageQueriesService } from './page-queries.service.ts';
import { createPageRemovalService } from './page-removal.service.ts';

let t: TestApp;
let fx: Fixtures;
let cityId: number;

type Person = { id: string; name: string; headers: Record<string, string> };

async function person(): Promise<Person> {
  const account = await fx.createAccount();
  const { token } = await fx.createSession(account.id);
  return { id: account.id, name: account.name, headers: bearer(token) };
}

let urlCounter = 0;
const freshUrlname = () => `band-${Date.now().toString(36)}-${(urlCounter += 1)}`;

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
async function call(who: Person | null, { method, url, payload }: Call, headers = {}) {
  const response = await t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...(who?.headers ?? {}), ...headers },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function createBand(owner: Person, extra: Record<string, unknown> = {}): Promise<Page> {
  const { status, body } = await call(owner, {
    method: 'POST',
    url: '/api/pages',
    payload: { kind: 'artist', artistForm: 'band', name: 'Die Beispiele', ...extra },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return PageSchema.parse(body);
}

/** A band with an owner, an admin and a member. */
async function bandWithTeam() {
  const owner = await person();
  const admin = await person();
  const member = await person();
  const page = await createBand(owner);
  await fx.addPageMember(page.id, admin.id, 'admin');
  await fx.addPageMember(page.id, member.id, 'member');
  return { page, owner, admin, member };
}

const roleIn = async (pageId: string, userId: string) => {
  const rows = await t.app.database.db
    .select({ role: pageMembers.role, userId: pageMembers.userId })
    .from(pageMembers)
    .where(eq(pageMembers.pageId, pageId));
  return rows.find((row) => row.userId === userId)?.role ?? null;
};

const ownersOf = async (pageId: string) =>
  (
    await t.app.database.db
      .select({ userId: pageMembers.userId, role: pageMembers.role })
      .from(pageMembers)
      .where(eq(pageMembers.pageId, pageId))
  ).filter((row) => row.role === 'owner');

beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) => {
      app.get('/api/test/acting-as', async (request) => ({ actingAs: request.ctx.actingAs }));
    },
  });
  fx = await createFixtures(t.app);
  const [city] = await t.app.database.db.select({ id: cities.id }).from(cities).limit(1);
  if (city) cityId = city.id;
  else {
    await t.app.database.db
      .insert(cities)
      .values({ id: 2886242, name: 'Köln', country: 'DE', latitude: 50.9, longitude: 6.9 });
    cityId = 2886242;
  }
});

afterAll(() => t?.dispose());

describe('creating pages', () => {
  it('makes the creator the owner and presents the page of spec section 3', async () => {
    const owner = await person();
    const urlname = freshUrlname();
    const page = await createBand(owner, {
      urlname,
      website: 'https://die-beispiele.de',
      cityId,
      genres: ['rock', 'indie', 'rock'],
      links: [{ url: 'https://www.instagram.com/diebeispiele', label: 'Instagram' }],
      description: 'Laut.',
      status: 'founding',
    });
    expect(page).toMatchObject({
      type: 'organization',
      kind: 'artist',
      artistForm: 'band',
      status: 'founding',
      urlname,
      url: 'https://die-beispiele.de/',
      resource: `/${urlname}`,
      genres: ['rock', 'indie'],
      city: { id: cityId },
      isOwner: true,
      isPageAdmin: true,
      isPageMember: true,
      myRole: 'owner',
      followers: 0,
      picture: null,
      cover: null,
      owner: { id: owner.id, name: owner.name },
      admins: [],
      members: [],
    });
  });

  it('creates venues and organizations with their own statuses and types', async () => {
    const owner = await person();
    const venue = await call(owner, {
      method: 'POST',
      url: '/api/pages',
      payload: { kind: 'location', name: 'Zur Post', status: 'closed' },
    });
    expect(venue.status).toBe(201);
    expect(venue.body).toMatchObject({ type: 'location', status: 'closed' });
    expect(venue.body.resource).toMatch(/^\/location\/zur-post-/);
    const club = await call(owner, {
      method: 'POST',
      url: '/api/pages',
      payload: { kind: 'organization', organizationType: 'verein', name: 'Musikverein' },
    });
    expect(club.status).toBe(201);
    expect(club.body).toMatchObject({ type: 'organization', organizationType: 'verein' });
    expect(club.body.resource).toMatch(/^\/verein\/musikverein-/);
  });

  it.each([
    [{ kind: 'artist', name: 'X' }, 'artistForm'],
    [{ kind: 'artist', artistForm: 'orchestra', name: 'X' }, 'artistForm'],
    [{ kind: 'artist', artistForm: 'solo', status: 'closed', name: 'X' }, 'status'],
    [{ kind: 'location', status: 'disbanded', name: 'X' }, 'status'],
    [{ kind: 'organization', organizationType: 'gmbh', name: 'X' }, 'organizationType'],
    [{ kind: 'location', name: '' }, 'name'],
    [{ kind: 'location', name: 'X', genres: ['polka-rave'] }, 'genres.0'],
  ])('refuses %j with 422 on %s', async (payload, field) => {
    const { status, body } = await call(await person(), {
      method: 'POST',
      url: '/api/pages',
      payload,
    });
    expect(status).toBe(422);
    expect(body.field).toBe(field);
  });

  it('refuses a shortener or a non-URL as website or link (link.unprocessable)', async () => {
    const owner = await person();
    for (const [payload, field] of [
      [{ website: 'https://bit.ly/abc' }, 'website'],
      [{ website: 'die-beispiele' }, 'website'],
      [{ links: [{ url: 'https://www.x.de' }, { url: 'http://localhost/x' }] }, 'links.1.url'],
    ] as const) {
      const { status, body } = await call(owner, {
        method: 'POST',
        url: '/api/pages',
        payload: { kind: 'location', name: 'X', ...payload },
      });
      expect(status).toBe(422);
      expect(body).toMatchObject({ code: 'link.unprocessable', field });
    }
  });

  it('refuses an unknown city', async () => {
    const { status, body } = await call(await person(), {
      method: 'POST',
      url: '/api/pages',
      payload: { kind: 'location', name: 'X', cityId: 999_999_999 },
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'validation.invalid', field: 'cityId' });
  });

  it('answers 401 without a session', async () => {
    const { status, body } = await call(null, {
      method: 'POST',
      url: '/api/pages',
      payload: { kind: 'location', name: 'X' },
    });
    expect(status).toBe(401);
    expect(body.code).toBe('auth.required');
  });
});

describe('venue search', () => {
  const search = async (who: Person | null, query: string) =>
    call(who, { method: 'GET', url: `/api/pages/venues?${query}` });

  it('finds venues and organizations by name, accents folded, prefixes first; never artists', async () => {
    const owner = await person();
    const stamp = Date.now().toString(36);
    const create = async (payload: Record<string, unknown>) => {
      const { status, body } = await call(owner, { method: 'POST', url: '/api/pages', payload });
      expect(status, JSON.stringify(body)).toBe(201);
      return String(body.id);
    };
    const inside = await create({ kind: 'location', name: `Alte Zündhalle ${stamp}`, cityId });
    const prefixed = await create({ kind: 'location', name: `Zündhalle ${stamp}` });
    const club = await create({
      kind: 'organization',
      organizationType: 'firma',
      name: `Konzertbüro Zundhalle ${stamp}`,
    });
    await create({ kind: 'artist', artistForm: 'band', name: `Zündhalle Band ${stamp}` });

    const { status, body } = await search(owner, `q=${encodeURIComponent(`zundhalle ${stamp}`)}`);
    expect(status).toBe(200);
    const venues = body.venues as { id: string; kind: string; city: { id: number } | null }[];
    expect(venues.map((venue) => venue.id)).toEqual([prefixed, inside, club]);
    expect(venues[1]).toMatchObject({ kind: 'location', city: { id: cityId } });
    expect(venues[2]).toMatchObject({ kind: 'organization', city: null });

    const limited = await search(owner, `q=${stamp}&limit=1`);
    expect((limited.body.venues as unknown[]).length).toBe(1);
    const literal = await search(owner, `q=${encodeURIComponent('%')}`);
    expect(literal.status).toBe(200);
    expect(literal.body.venues).toEqual([]);
  });

  it('needs a session and a query', async () => {
    expect((await search(null, 'q=halle')).status).toBe(401);
    const empty = await search(await person(), 'q=%20');
    expect(empty.status).toBe(422);
    // Blanks only are nothing entered (docs/decisions.md, 30).
    expect(empty.body).toMatchObject({ code: 'validation.required', field: 'q' });
  });
});

describe('pictures', () => {
  it('presents the avatar and cover the media module set, in every size', async () => {
    const owner = await person();
    const page = await createBand(owner);
    const db = t.app.database.db;
    const [avatar, cover] = await db
      .insert(images)
      .values(
        ['avatar', 'cover'].map((purpose) => ({
          ownerKind: 'page' as const,
          ownerId: page.id,
          purpose: purpose as 'avatar' | 'cover',
          storageKey: `test/${purpose}-${page.id}`,
          width: 1000,
          height: 400,
          renditions: {},
        })),
      )
      .returning({ id: images.id });
    await db
      .update(pagesTable)
      .set({ avatarImageId: avatar?.id, coverImageId: cover?.id })
      .where(eq(pagesTable.id, page.id));
    const shown = await call(null, { method: 'GET', url: `/api/page/${page.id}` });
    expect(shown.body.picture).toMatchObject({
      thumb: `/media/test/avatar-${page.id}/thumb.webp`,
    });
    expect(shown.body.cover).toMatchObject({
      xtralarge: `/media/test/cover-${page.id}/xtralarge.webp`,
    });
    const mine = await call(owner, { method: 'GET', url: '/api/user/pages' });
    expect(mine.body.pages).toEqual([
      expect.objectContaining({ picture: expect.objectContaining({ normal: expect.any(String) }) }),
    ]);
    // Deleting the page deletes its media too.
    expect((await call(owner, { method: 'DELETE', url: `/api/pages/${page.id}` })).status).toBe(
      200,
    );
    const left = await db.select({ id: images.id }).from(images).where(eq(images.ownerId, page.id));
    expect(left).toEqual([]);
  });
});

describe('page addresses', () => {
  it('refuses invalid addresses with page.invalid_address', async () => {
    const owner = await person();
    for (const urlname of [
      'Die-Band',
      'die band',
      '-band',
      'band-',
      'x',
      'bänd',
      'a'.repeat(257),
    ]) {
      const { status, body } = await call(owner, {
        method: 'POST',
        url: '/api/pages',
        payload: { kind: 'artist', artistForm: 'solo', name: 'X', urlname },
      });
      expect(status, urlname).toBe(422);
      expect(body).toMatchObject({ code: 'page.invalid_address', field: 'urlname' });
    }
  });

  it('refuses reserved and taken addresses with page.address_unavailable', async () => {
    const owner = await person();
    const taken = freshUrlname();
    await createBand(owner, { urlname: taken });
    for (const urlname of ['login', 'booking', 'api', taken]) {
      const { status, body } = await call(owner, {
        method: 'POST',
        url: '/api/pages',
        payload: { kind: 'artist', artistForm: 'solo', name: 'X', urlname },
      });
      expect(status, urlname).toBe(409);
      expect(body).toMatchObject({ code: 'page.address_unavailable', field: 'urlname' });
    }
  });

  it('tells availability: invalid, reserved, taken, free, and free for the page holding it', async () => {
    const owner = await person();
    const taken = freshUrlname();
    const page = await createBand(owner, { urlname: taken });
    const check = async (urlname: string, pageId?: string) =>
      (
        await call(owner, {
          method: 'GET',
          url: `/api/pages/urlname/${urlname}/availability${pageId ? `?pageId=${pageId}` : ''}`,
        })
      ).body;
    expect(await check('Nope')).toMatchObject({ available: false, code: 'page.invalid_address' });
    expect(await check('gigs')).toMatchObject({
      available: false,
      code: 'page.address_unavailable',
    });
    expect(await check(taken)).toMatchObject({
      available: false,
      code: 'page.address_unavailable',
    });
    expect(await check(taken, page.id)).toMatchObject({ available: true, code: null });
    expect(await check(freshUrlname())).toMatchObject({ available: true, code: null });
  });

  it('changes, keeps and clears the address on edit', async () => {
    const owner = await person();
    const first = freshUrlname();
    const page = await createBand(owner, { urlname: first });
    const same = await call(owner, {
      method: 'PATCH',
      url: `/api/pages/${page.id}`,
      payload: { urlname: first },
    });
    expect(same.status).toBe(200);
    const cleared = await call(owner, {
      method: 'PATCH',
      url: `/api/pages/${page.id}`,
      payload: { urlname: null },
    });
    expect(cleared.body).toMatchObject({ urlname: null, resource: `/${page.id}` });
  });

  it('resolves short URLs: an address, a page id, a user id; unknown is 404', async () => {
    const owner = await person();
    const urlname = freshUrlname();
    const page = await createBand(owner, { urlname });
    expect((await call(null, { method: 'GET', url: `/api/resolve/${urlname}` })).body).toEqual({
      type: 'organization',
      id: page.id,
      kind: 'artist',
      resource: `/${urlname}`,
    });
    expect(
      (await call(null, { method: 'GET', url: `/api/resolve/${page.id}` })).body,
    ).toMatchObject({ id: page.id, kind: 'artist' });
    const user = await call(null, { method: 'GET', url: `/api/resolve/${owner.id}` });
    expect(user.body).toMatchObject({ type: 'user', id: owner.id, kind: null });
    const unknown = await call(null, { method: 'GET', url: '/api/resolve/gibt-es-nicht' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('request.entity_not_found');
  });

  it('tells whether a short URL resolves exactly when resolving it finds something', async () => {
    const service = createPageQueriesService(t.app.database.db);
    const owner = await person();
    const urlname = freshUrlname();
    const page = await createBand(owner, { urlname });
    for (const shortUrl of [
      urlname,
      page.id,
      owner.id,
      'gibt-es-nicht',
      'Zz9Yy8Xx7W',
      urlname.toUpperCase(),
      'a',
    ]) {
      const resolves = await service.resolve(shortUrl).then(
        () => true,
        () => false,
      );
      expect(await service.shortUrlExists(shortUrl), shortUrl).toBe(resolves);
    }
    expect(await service.shortUrlExists(urlname)).toBe(true);
    expect(await service.shortUrlExists('gibt-es-nicht')).toBe(false);
  });
});

describe('editing and deleting', () => {
  it('lets owner and admins edit, nobody else', async () => {
    const { page, owner, admin, member } = await bandWithTeam();
    const outsider = await person();
    for (const [who, expected] of [
      [owner, 200],
      [admin, 200],
      [member, 403],
      [outsider, 403],
    ] as const) {
      const { status } = await call(who, {
        method: 'PATCH',
        url: `/api/pages/${page.id}`,
        payload: { name: 'Neuer Name', status: 'inactive' },
      });
      expect(status).toBe(expected);
    }
  });

  it('refuses a status, form or type that does not fit the kind', async () => {
    const { page, owner } = await bandWithTeam();
    for (const [payload, field] of [
      [{ status: 'closed' }, 'status'],
      [{ organizationType: 'firma' }, 'organizationType'],
    ] as const) {
      const { status, body } = await call(owner, {
        method: 'PATCH',
        url: `/api/pages/${page.id}`,
        payload,
      });
      expect(status).toBe(422);
      expect(body).toMatchObject({ code: 'validation.invalid', field });
    }
  });

  it('lets only the owner delete (also through DELETE /api/{type}/{id})', async () => {
    const { page, owner, admin } = await bandWithTeam();
    expect((await call(admin, { method: 'DELETE', url: `/api/pages/${page.id}` })).status).toBe(
      403,
    );
    expect(
      (await call(admin, { method: 'DELETE', url: `/api/organization/${page.id}` })).status,
    ).toBe(403);
    expect((await call(owner, { method: 'DELETE', url: `/api/location/${page.id}` })).status).toBe(
      404,
    );
    const deleted = await call(owner, { method: 'DELETE', url: `/api/page/${page.id}` });
    expect(deleted).toEqual({ status: 200, body: { deleted: true } });
    expect((await call(null, { method: 'GET', url: `/api/page/${page.id}` })).status).toBe(404);
  });

  it('serves pages to visitors through the generic GET by their entity type', async () => {
    const { page } = await bandWithTeam();
    const visitor = await call(null, { method: 'GET', url: `/api/organization/${page.id}` });
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ id: page.id, myRole: null, isPageMember: false });
    expect(visitor.body.admins).toHaveLength(1);
    expect(visitor.body.members).toHaveLength(1);
    expect((await call(null, { method: 'GET', url: `/api/location/${page.id}` })).status).toBe(404);
  });
});

describe('the team', () => {
  it('lists the team for team members only, owner first', async () => {
    const { page, owner, member } = await bandWithTeam();
    const list = await call(member, { method: 'GET', url: `/api/pages/${page.id}/team` });
    const members = list.body.members as { user: { id: string }; role: string }[];
    expect(members.map((m) => m.role)).toEqual(['owner', 'admin', 'member']);
    expect(members[0]?.user.id).toBe(owner.id);
    expect(
      (await call(await person(), { method: 'GET', url: `/api/pages/${page.id}/team` })).status,
    ).toBe(403);
  });

  it('lets only the owner appoint and demote admins; admins switch member and team', async () => {
    const { page, owner, admin, member } = await bandWithTeam();
    const setRole = (who: Person, target: string, role: string) =>
      call(who, {
        method: 'PUT',
        url: `/api/pages/${page.id}/team/${target}/role`,
        payload: { role },
      });
    expect((await setRole(admin, member.id, 'admin')).status).toBe(403);
    expect((await setRole(member, member.id, 'team')).status).toBe(403);
    expect((await setRole(admin, member.id, 'team')).body).toMatchObject({ role: 'team' });
    expect((await setRole(owner, member.id, 'admin')).body).toMatchObject({ role: 'admin' });
    expect((await setRole(admin, member.id, 'member')).status).toBe(403);
    expect((await setRole(owner, member.id, 'member')).body).toMatchObject({ role: 'member' });
    const onOwner = await setRole(owner, owner.id, 'admin');
    expect(onOwner.status).toBe(409);
    expect(onOwner.body.code).toBe('page.command_not_allowed');
    const outsider = await setRole(owner, (await person()).id, 'admin');
    expect(outsider.body.code).toBe('page.not_in_team');
  });

  it('lets admins remove members, only the owner remove admins, nobody the owner', async () => {
    const { page, owner, admin, member } = await bandWithTeam();
    const secondAdmin = await person();
    await fx.addPageMember(page.id, secondAdmin.id, 'admin');
    const remove = (who: Person, target: string) =>
      call(who, { method: 'DELETE', url: `/api/pages/${page.id}/team/${target}` });
    expect((await remove(member, admin.id)).status).toBe(403);
    expect((await remove(admin, secondAdmin.id)).status).toBe(403);
    const onOwner = await remove(admin, owner.id);
    expect(onOwner.body.code).toBe('page.command_not_allowed');
    expect((await remove(admin, member.id)).status).toBe(200);
    expect(await roleIn(page.id, member.id)).toBeNull();
    expect((await remove(owner, secondAdmin.id)).status).toBe(200);
    expect((await remove(owner, member.id)).body.code).toBe('page.not_in_team');
  });

  it('lets admins and members remove themselves, never the owner', async () => {
    const { page, owner, admin, member } = await bandWithTeam();
    const leave = (who: Person) =>
      call(who, { method: 'DELETE', url: `/api/pages/${page.id}/team/${who.id}` });
    expect((await leave(admin)).status).toBe(200);
    expect((await leave(member)).status).toBe(200);
    const ownerLeaves = await leave(owner);
    expect(ownerLeaves.status).toBe(422);
    expect(ownerLeaves.body.code).toBe('page.owner_cannot_leave');
    expect(await roleIn(page.id, owner.id)).toBe('owner');
  });
});

describe('blocks', () => {
  it('removes and blocks: the user cannot ask to join, be invited, follow, accept an invite or request', async () => {
    const { page, owner, admin, member } = await bandWithTeam();
    const blocked = await call(admin, {
      method: 'POST',
      url: `/api/pages/${page.id}/blocks/${member.id}`,
    });
    expect(blocked.status).toBe(200);
    expect(await roleIn(page.id, member.id)).toBeNull();
    const list = await call(admin, { method: 'GET', url: `/api/pages/${page.id}/blocks` });
    expect(list.body.blocks).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: member.id }) }),
    ]);

    const invite = await call(owner, {
      method: 'POST',
      url: `/api/pages/${page.id}/invites`,
      payload: {},
    });
    const token = invite.body.token as string;
    for (const attempt of [
      call(member, { method: 'POST', url: `/api/pages/${page.id}/join-request` }),
      call(member, { method: 'POST', url: `/api/pages/${page.id}/follow` }),
      call(member, { method: 'POST', url: `/api/pages/invites/${token}/accept` }),
      call(member, {
        method: 'POST',
        url: `/api/pages/${page.id}/ownership-request`,
        payload: {},
      }),
      call(admin, {
        method: 'POST',
        url: `/api/pages/${page.id}/team/invitations`,
        payload: { userId: member.id },
      }),
    ]) {
      const { status, body } = await attempt;
      expect(status).toBe(403);
      expect(body.code).toBe('account.user_blocked');
    }

    const page403 = await call(member, { method: 'GET', url: `/api/page/${page.id}` });
    expect(page403.body).toMatchObject({ isBlocked: true });

    expect(
      (await call(admin, { method: 'DELETE', url: `/api/pages/${page.id}/blocks/${member.id}` }))
        .status,
    ).toBe(200);
    expect(
      (await call(member, { method: 'POST', url: `/api/pages/${page.id}/join-request` })).status,
    ).toBe(200);
    const notBlocked = await call(admin, {
      method: 'DELETE',
      url: `/api/pages/${page.id}/blocks/${member.id}`,
    });
    expect(notBlocked.status).toBe(404);
  });

  it('blocks someone outside the team; admins are blocked only by the owner; never the owner', async () => {
    const { page, owner, admin } = await bandWithTeam();
    const stranger = await person();
    const block = (who: Person, target: string) =>
      call(who, { method: 'POST', url: `/api/pages/${page.id}/blocks/${target}` });
    expect((await block(admin, stranger.id)).status).toBe(200);
    const secondAdmin = await person();
    await fx.addPageMember(page.id, secondAdmin.id, 'admin');
    expect((await block(admin, secondAdmin.id)).status).toBe(403);
    expect((await block(admin, owner.id)).body.code).toBe('page.command_not_allowed');
    expect((await block(owner, secondAdmin.id)).status).toBe(200);
  });
});

describe('ownership', () => {
  it('transfers to a team member; the old owner becomes admin', async () => {
    const { page, owner, member } = await bandWithTeam();
    const transferred = await call(owner, {
      method: 'POST',
      url: `/api/pages/${page.id}/transfer`,
      payload: { userId: member.id },
    });
    expect(transferred.status).toBe(200);
    expect(transferred.body).toMatchObject({
      myRole: 'admin',
      isOwner: false,
      owner: { id: member.id },
    });
    expect(await roleIn(page.id, owner.id)).toBe('admin');
    expect(await roleIn(page.id, member.id)).toBe('owner');
    // The old owner is an admin now and can no longer transfer or delete.
    const again = await call(owner, {
      method: 'POST',
      url: `/api/pages/${page.id}/transfer`,
      payload: { userId: member.id },
    });
    expect(again.status).toBe(403);
  });

  it('refuses a transfer to someone outside the team', async () => {
    const { page, owner } = await bandWithTeam();
    const outsider = await person();
    const { status, body } = await call(owner, {
      method: 'POST',
      url: `/api/pages/${page.id}/transfer`,
      payload: { userId: outsider.id },
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'page.not_in_team', field: 'userId' });
    expect(await roleIn(page.id, owner.id)).toBe('owner');
  });

  it('keeps exactly one owner when transfers race', async () => {
    const owner = await person();
    const page = await createBand(owner);
    const candidates = await Promise.all(Array.from({ length: 8 }, () => person()));
    for (const candidate of candidates) await fx.addPageMember(page.id, candidate.id, 'member');
    const results = await Promise.all(
      candidates.map((candidate) =>
        call(owner, {
          method: 'POST',
          url: `/api/pages/${page.id}/transfer`,
          payload: { userId: candidate.id },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const result of results.filter((r) => r.status !== 200)) {
      expect([403, 409]).toContain(result.status);
    }
    const owners = await ownersOf(page.id);
    expect(owners).toHaveLength(1);
    expect(candidates.map((c) => c.id)).toContain(owners[0]?.userId);
    expect(await roleIn(page.id, owner.id)).toBe('admin');
  });

  it('lets others request ownership and withdraw; the owner sees, declines or accepts', async () => {
    const { page, owner, admin } = await bandWithTeam();
    const claimant = await person();
    const request = await call(claimant, {
      method: 'POST',
      url: `/api/pages/${page.id}/ownership-request`,
      payload: { message: 'Das ist meine Band.' },
    });
    expect(request.body).toEqual({ requested: true });
    expect(
      (await call(claimant, { method: 'GET', url: `/api/page/${page.id}` })).body,
    ).toMatchObject({ ownershipRequested: true });
    expect(
      (
        await call(owner, {
          method: 'POST',
          url: `/api/pages/${page.id}/ownership-request`,
          payload: {},
        })
      ).body.code,
    ).toBe('page.command_not_allowed');
    expect(
      (await call(admin, { method: 'GET', url: `/api/pages/${page.id}/ownership-requests` }))
        .status,
    ).toBe(403);
    const listed = await call(owner, {
      method: 'GET',
      url: `/api/pages/${page.id}/ownership-requests`,
    });
    expect(listed.body.requests).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: claimant.id }),
        message: 'Das ist meine Band.',
      }),
    ]);

    expect(
      (await call(claimant, { method: 'DELETE', url: `/api/pages/${page.id}/ownership-request` }))
        .body,
    ).toEqual({ requested: false });
    const gone = await call(owner, {
      method: 'POST',
      url: `/api/pages/${page.id}/ownership-requests/${claimant.id}/accept`,
    });
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('page.no_ownership_request');

    await call(claimant, {
      method: 'POST',
      url: `/api/pages/${page.id}/ownership-request`,
      payload: {},
    });
    expect(
      (
        await call(owner, {
          method: 'DELETE',
          url: `/api/pages/${page.id}/ownership-requests/${claimant.id}`,
        })
      ).status,
    ).toBe(200);
    await call(claimant, {
      method: 'POST',
      url: `/api/pages/${page.id}/ownership-request`,
      payload: {},
    });
    const accepted = await call(owner, {
      method: 'POST',
      url: `/api/pages/${page.id}/ownership-requests/${claimant.id}/accept`,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ myRole: 'admin', owner: { id: claimant.id } });
    expect(await roleIn(page.id, claimant.id)).toBe('owner');
    expect(await ownersOf(page.id)).toHaveLength(1);
  });
});

describe('invite links', () => {
  it('are created by admins, stored hashed, previewed and accepted once', async () => {
    const { page, admin, member } = await bandWithTeam();
    expect(
      (await call(member, { method: 'POST', url: `/api/pages/${page.id}/invites`, payload: {} }))
        .status,
    ).toBe(403);
    const created = await call(admin, {
      method: 'POST',
      url: `/api/pages/${page.id}/invites`,
      payload: { role: 'team' },
    });
    expect(created.status).toBe(201);
    const token = created.body.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.body.path).toBe(`/page/invite/${token}`);
    const invite = created.body.invite as { id: string; expiresAt: string; role: string };
    const days = (Date.parse(invite.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const [stored] = await t.app.database.db
      .select({ tokenHash: pageInvites.tokenHash })
      .from(pageInvites)
      .where(eq(pageInvites.id, invite.id));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));

    const newcomer = await person();
    const preview = await call(newcomer, { method: 'GET', url: `/api/pages/invites/${token}` });
    expect(preview.body).toMatchObject({ role: 'team', page: { id: page.id } });
    const accepted = await call(newcomer, {
      method: 'POST',
      url: `/api/pages/invites/${token}/accept`,
    });
    expect(accepted.body).toMatchObject({ role: 'team', page: { id: page.id } });
    const again = await call(newcomer, {
      method: 'POST',
      url: `/api/pages/invites/${token}/accept`,
    });
    expect(again.body).toMatchObject({ role: 'team' });
    const list = await call(admin, { method: 'GET', url: `/api/pages/${page.id}/invites` });
    expect(list.body.invites).toEqual([
      expect.objectContaining({ id: invite.id, uses: 1, active: true }),
    ]);
  });

  it('refuses more than 30 days', async () => {
    const { page, admin } = await bandWithTeam();
    const { status, body } = await call(admin, {
      method: 'POST',
      url: `/api/pages/${page.id}/invites`,
      payload: { expiresInDays: 31 },
    });
    expect(status).toBe(422);
    expect(body.field).toBe('expiresInDays');
  });

  it('answers link.unavailable for revoked, expired and unknown links', async () => {
    const { page, admin } = await bandWithTeam();
    const newcomer = await person();
    const make = async () =>
      (await call(admin, { method: 'POST', url: `/api/pages/${page.id}/invites`, payload: {} }))
        .body as { token: string; invite: { id: string } };
    const revoked = await make();
    expect(
      (
        await call(admin, {
          method: 'DELETE',
          url: `/api/pages/${page.id}/invites/${revoked.invite.id}`,
        })
      ).status,
    ).toBe(200);
    const expired = await make();
    await t.app.database.db
      .update(pageInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pageInvites.id, expired.invite.id));
    for (const token of [revoked.token, expired.token, 'A'.repeat(43)]) {
      for (const request of [
        call(newcomer, { method: 'GET', url: `/api/pages/invites/${token}` }),
        call(newcomer, { method: 'POST', url: `/api/pages/invites/${token}/accept` }),
      ]) {
        const { status, body } = await request;
        expect(status).toBe(404);
        expect(body.code).toBe('link.unavailable');
      }
    }
    expect(await roleIn(page.id, newcomer.id)).toBeNull();
  });
});

describe('follows', () => {
  it('follow, count, list on the dashboard, unfollow', async () => {
    const { page } = await bandWithTeam();
    const fan = await person();
    expect((await call(fan, { method: 'POST', url: `/api/pages/${page.id}/follow` })).body).toEqual(
      { following: true, followers: 1 },
    );
    expect((await call(fan, { method: 'POST', url: `/api/pages/${page.id}/follow` })).body).toEqual(
      { following: true, followers: 1 },
    );
    expect((await call(fan, { method: 'GET', url: `/api/page/${page.id}` })).body).toMatchObject({
      isFollowing: true,
      followers: 1,
    });
    const following = await call(fan, { method: 'GET', url: '/api/user/following' });
    expect(following.body.pages).toEqual([expect.objectContaining({ id: page.id })]);
    expect(
      (await call(fan, { method: 'DELETE', url: `/api/pages/${page.id}/follow` })).body,
    ).toEqual({ following: false, followers: 0 });
    expect((await call(fan, { method: 'GET', url: '/api/user/following' })).body.pages).toEqual([]);
  });

  it("gives each listed page's card its city, genres and follower count", async () => {
    const owner = await person();
    const fans = [await person(), await person()];
    const page = await createBand(owner, { cityId, genres: ['rock', 'punk'] });
    const quiet = await createBand(owner, { name: 'Die Leisen' });
    for (const fan of fans) {
      await call(fan, { method: 'POST', url: `/api/pages/${page.id}/follow` });
    }
    await call(fans[0]!, { method: 'POST', url: `/api/pages/${quiet.id}/follow` });

    const following = await call(fans[0]!, { method: 'GET', url: '/api/user/following' });
    expect(following.status).toBe(200);
    // Newest follow first; the quiet page has no city and no genres.
    expect(following.body.pages).toEqual([
      expect.objectContaining({ id: quiet.id, city: null, genres: [], followers: 1 }),
      expect.objectContaining({
        id: page.id,
        city: { id: cityId, name: expect.any(String), country: expect.any(String) },
        genres: ['rock', 'punk'],
        followers: 2,
      }),
    ]);
    const mine = await call(owner, { method: 'GET', url: '/api/user/pages' });
    expect(mine.body.pages).toEqual([
      expect.objectContaining({ id: page.id, followers: 2, genres: ['rock', 'punk'] }),
      expect.objectContaining({ id: quiet.id, followers: 1, city: null }),
    ]);
  });
});

describe('acting as a page (x-object-user)', () => {
  it('answers 403 page.not_affiliated for a page the caller is not part of', async () => {
    const { page } = await bandWithTeam();
    const stranger = await person();
    const { status, body } = await call(
      stranger,
      { method: 'GET', url: '/api/test/acting-as' },
      { 'x-object-user': page.id },
    );
    expect(status).toBe(403);
    expect(body.code).toBe('page.not_affiliated');
  });

  it('sets actingAs with the role for owner, admin and member', async () => {
    const { page, owner, admin, member } = await bandWithTeam();
    for (const [who, role] of [
      [owner, 'owner'],
      [admin, 'admin'],
      [member, 'member'],
    ] as const) {
      const { status, body } = await call(
        who,
        { method: 'GET', url: '/api/test/acting-as' },
        { 'x-object-user': page.id },
      );
      expect(status).toBe(200);
      expect(body).toEqual({ actingAs: { pageId: page.id, role } });
    }
  });

  it('ignores the header without a session and for the user themself', async () => {
    const { page, owner } = await bandWithTeam();
    const visitor = await call(
      null,
      { method: 'GET', url: '/api/test/acting-as' },
      { 'x-object-user': page.id },
    );
    expect(visitor.body).toEqual({ actingAs: null });
    const self = await call(
      owner,
      { method: 'GET', url: '/api/test/acting-as' },
      { 'x-object-user': owner.id },
    );
    expect(self.body).toEqual({ actingAs: null });
  });
});

describe('Me and my pages', () => {
  it('lists every team page in Me.pages and the kinds I may act as in pageTypes', async () => {
    const me = await person();
    const band = await createBand(me);
    const other = await bandWithTeam();
    await fx.addPageMember(other.page.id, me.id, 'member');
    const response = await call(me, { method: 'GET', url: '/api/user/me' });
    const parsed = MeSchema.parse(response.body.user ?? response.body);
    expect(parsed.pages.map((p) => p.id).sort()).toEqual([band.id, other.page.id].sort());
    expect(parsed.pages.find((p) => p.id === band.id)).toEqual({
      id: band.id,
      type: 'organization',
      name: band.name,
      resource: band.resource,
    });
    expect(parsed.pageTypes).toEqual({ artist: true, organization: false });

    const mine = await call(me, { method: 'GET', url: '/api/user/pages' });
    expect(mine.body.pages).toEqual([
      expect.objectContaining({ id: band.id, role: 'owner', canActAs: true }),
      expect.objectContaining({ id: other.page.id, role: 'member', canActAs: false }),
    ]);
  });
});

describe('purging an account', () => {
  it('hands owned pages to the longest-standing admin, else deletes them', async () => {
    const purgedPages: string[] = [];
    const service = createPageRemovalService(t.app.database.db, {
      onPagePurged: async (_tx, pageId) => {
        purgedPages.push(pageId);
      },
    });
    const { page, owner, admin } = await bandWithTeam();
    const laterAdmin = await person();
    await fx.addPageMember(page.id, laterAdmin.id, 'admin');
    const lonely = await createBand(owner);
    await t.app.database.db.transaction((tx) => service.purgeUser(tx, owner.id));
    expect(await roleIn(page.id, admin.id)).toBe('owner');
    expect(await roleIn(page.id, owner.id)).toBeNull();
    expect(await roleIn(page.id, laterAdmin.id)).toBe('admin');
    const [gone] = await t.app.database.db
      .select({ id: pagesTable.id })
      .from(pagesTable)
      .where(eq(pagesTable.id, lonely.id));
    expect(gone).toBeUndefined();
    // The media module removes the deleted page's media rows in the same transaction.
    expect(purgedPages).toEqual([lonely.id]);
  });
});
