import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { eq } from 'drizzle-orm';
import {
  ProfileSchema,
  PublicProfileSchema,
  type Profile,
  type UpdateProfileInput,
} from '@backline/domain';
import { gemaMemberships, profiles, users } from '../../db/schema/index.ts';
import { bearer, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';

/** The clock of this file: 23 November 2026, noon UTC. */
const NOW = Date.parse('2026-11-23T12:00:00Z');
const KOELN = 2886242;

let t: TestApp;
let fx: Fixtures;

beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
  fx = await createFixtures(t.app);
}, 180_000);

afterAll(() => t?.dispose());

const fullInput = (): UpdateProfileInput => ({
  firstname: 'Lena',
  lastname: 'Hoffmann',
  name: 'Lena H.',
  birthday: '1995-11-24',
  showAge: true,
  gender: 'female',
  pronouns: 'sie/ihr',
  instruments: ['e-guitar', 'vocals'],
  professional: true,
  cityId: KOELN,
  description: 'Gitarristin und Sängerin aus Köln.',
  links: [
    { url: 'https://lena-hoffmann.de', label: 'Website' },
    { url: 'https://youtu.be/dQw4w9WgXcQ' },
  ],
  gear: [
    { brand: 'Fender', product: 'Telecaster', year: 1972 },
    { brand: 'Vox', product: 'AC30' },
  ],
  releases: [{ url: 'https://lena.bandcamp.com/album/erste', year: 2024, title: 'Erste' }],
  gigs: [
    {
      startsAt: '2026-12-05T20:00:00+01:00',
      address: 'Gebäude 9, Deutz-Mülheimer Str. 127, Köln',
      category: 'Konzert',
      artists: 'Lena Hoffmann, Die Nachbarn',
      streamUrl: 'https://www.twitch.tv/lena',
    },
  ],
  visibility: 'public',
  gemaBadge: 'public',
});

async function signedInMusician(type: 'musician' | 'private' = 'musician') {
  const account = await fx.createAccount({ type });
  const { token } = await fx.createSession(account.id);
  return { ...account, token };
}

const put = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

const getPublic = (id: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers: token ? bearer(token) : {} });

describe('GET /api/user/profile', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth.required' });
  });

  it('answers an empty profile before the first save', async () => {
    const me = await signedInMusician();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(me.token),
    });
    expect(response.statusCode).toBe(200);
    const profile = z.strictObject(ProfileSchema.shape).parse(response.json());
    expect(profile).toMatchObject({
      id: me.id,
      type: 'user',
      name: me.name,
      birthday: null,
      age: null,
      instruments: [],
      city: null,
      cityId: null,
      links: [],
      visibility: 'public',
      gemaBadge: 'public',
      gemaVerified: false,
      picture: null,
      cover: null,
      badges: { gema: false },
    });
  });
});

describe('PUT /api/user/profile', () => {
  it('answers 401 without a session', async () => {
    const response = await put(null, fullInput());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth.required' });
  });

  it('saves every field, writes the names into users and answers the saved profile', async () => {
    const me = await signedInMusician();
    const response = await put(me.token, fullInput());
    expect(response.statusCode).toBe(200);
    const profile: Profile = z.strictObject(ProfileSchema.shape).parse(response.json());
    expect(profile).toMatchObject({
      id: me.id,
      name: 'Lena H.',
      resource: `/user/lena-h-${me.id}`,
      firstname: 'Lena',
      lastname: 'Hoffmann',
      birthday: '1995-11-24',
      age: 30, // turns 31 tomorrow
      showAge: true,
      gender: 'female',
      pronouns: 'sie/ihr',
      instruments: ['e-guitar', 'vocals'],
      professional: true,
      cityId: KOELN,
      city: { id: KOELN, name: 'Köln', country: 'DE', region: '07' },
      description: 'Gitarristin und Sängerin aus Köln.',
      visibility: 'public',
    });
    // youtu.be links are stored in the full form.
    expect(profile.links).toEqual([
      { url: 'https://lena-hoffmann.de/', label: 'Website' },
      { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ]);
    expect(profile.gear).toEqual([
      { brand: 'Fender', product: 'Telecaster', year: 1972 },
      { brand: 'Vox', product: 'AC30' },
    ]);
    expect(profile.gigs[0]).toMatchObject({ streamUrl: 'https://www.twitch.tv/lena' });

    const [user] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(user).toMatchObject({ name: 'Lena H.', firstname: 'Lena', lastname: 'Hoffmann' });

    // Saving again replaces, it does not append.
    const second = await put(me.token, { ...fullInput(), links: [], gigs: [], cityId: null });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ links: [], gigs: [], city: null, cityId: null });
    const rows = await t.database.db.select().from(profiles).where(eq(profiles.userId, me.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses anyone younger than 16 with validation.min_age on birthday', async () => {
    const me = await signedInMusician();
    const tooYoung = await put(me.token, { ...fullInput(), birthday: '2010-11-24' });
    expect(tooYoung.statusCode).toBe(422);
    expect(tooYoung.json()).toMatchObject({ code: 'validation.min_age', field: 'birthday' });
    const sixteenToday = await put(me.token, { ...fullInput(), birthday: '2010-11-23' });
    expect(sixteenToday.statusCode).toBe(200);
    expect(sixteenToday.json()).toMatchObject({ age: 16 });
  });

  it('names every field that breaks a rule in one answer', async () => {
    const me = await signedInMusician();
    const response = await put(me.token, {
      ...fullInput(),
      birthday: '2010-11-24',
      links: [{ url: 'https://bit.ly/3xyz' }],
      releases: [{ url: 'http://192.168.1.10/a', year: 2020 }],
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ code: string; field: string; errors: unknown[] }>();
    expect(body).toMatchObject({ code: 'validation.min_age', field: 'birthday' });
    expect(body.errors).toMatchObject([
      { code: 'validation.min_age', field: 'birthday' },
      { code: 'link.unprocessable', field: 'links.0.url' },
      { code: 'link.unprocessable', field: 'releases.0.url' },
    ]);
  });

  it('refuses a date that does not exist with validation.invalid_date', async () => {
    const me = await signedInMusician();
    const response = await put(me.token, { ...fullInput(), birthday: '1990-02-30' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation.invalid_date', field: 'birthday' });
  });

  it.each([
    ['a shortener', { links: [{ url: 'https://bit.ly/3xyz' }] }, 'links.0.url'],
    ['localhost', { links: [{ url: 'http://localhost:8080/' }] }, 'links.0.url'],
    [
      'an IP address',
      { releases: [{ url: 'http://192.168.1.10/a', year: 2020 }] },
      'releases.0.url',
    ],
    ['no scheme', { links: [{ url: 'www.lena.de' }] }, 'links.0.url'],
  ])('refuses %s with link.unprocessable at the field', async (_label, change, field) => {
    const me = await signedInMusician();
    const response = await put(me.token, { ...fullInput(), ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'link.unprocessable', field });
  });

  it('refuses bad shapes with 422 and the field', async () => {
    const me = await signedInMusician();
    const cases: [Record<string, unknown>, string][] = [
      [{ instruments: ['nose-flute-xl'] }, 'instruments.0'],
      [
        {
          instruments: Array(16)
            .fill(0)
            .map(
              (_, i) =>
                [
                  'drums',
                  'bass',
                  'keys',
                  'vocals',
                  'dj',
                  'producer',
                  'manager',
                  'booker',
                  'songwriter',
                  'piano',
                  'organ',
                  'cello',
                  'viola',
                  'harp',
                  'tuba',
                  'flute',
                ][i],
            ),
        },
        'instruments',
      ],
      [{ description: 'x'.repeat(2001) }, 'description'],
      [{ gigs: [{ startsAt: 'morgen', address: 'Köln' }] }, 'gigs.0.startsAt'],
      [{ visibility: 'friends' }, 'visibility'],
      [{ cityId: 'Köln' }, 'cityId'],
      [{ name: '' }, 'name'],
    ];
    for (const [change, field] of cases) {
      const response = await put(me.token, { ...fullInput(), ...change });
      expect(response.statusCode, field).toBe(422);
      expect(response.json(), field).toMatchObject({ field });
    }
  });

  it('refuses a city that is not on the list', async () => {
    const me = await signedInMusician();
    const response = await put(me.token, { ...fullInput(), cityId: 999_999_999 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation.invalid', field: 'cityId' });
  });
});

describe('GET /api/user/{id} (the public profile)', () => {
  it('shows others the public profile: age only when shown, never the birthday', async () => {
    const owner = await signedInMusician();
    await put(owner.token, fullInput());
    const response = await getPublic(owner.id);
    expect(response.statusCode).toBe(200);
    const profile = z.strictObject(PublicProfileSchema.shape).parse(response.json());
    expect(profile).toMatchObject({
      id: owner.id,
      type: 'user',
      name: 'Lena H.',
      age: 30,
      instruments: ['e-guitar', 'vocals'],
      city: { id: KOELN, name: 'Köln', country: 'DE' },
      badges: { gema: false },
    });
    expect(response.body).not.toContain('1995-11-24');
    expect(response.json()).not.toHaveProperty('lastname');
    expect(response.json()).not.toHaveProperty('birthday');

    await put(owner.token, { ...fullInput(), showAge: false });
    expect((await getPublic(owner.id)).json()).toMatchObject({ age: null });
  });

  it('shows a private profile to its owner only; others get 404 as if it did not exist', async () => {
    const owner = await signedInMusician();
    const other = await signedInMusician();
    await put(owner.token, { ...fullInput(), visibility: 'private' });
    expect((await getPublic(owner.id, owner.token)).statusCode).toBe(200);
    for (const token of [other.token, undefined]) {
      const response = await getPublic(owner.id, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'request.entity_not_found' });
    }
  });

  it('hides private accounts from visitors, not from members', async () => {
    const owner = await signedInMusician('private');
    const other = await signedInMusician();
    expect((await getPublic(owner.id)).statusCode).toBe(404);
    expect((await getPublic(owner.id, other.token)).statusCode).toBe(200);
  });

  it('does not show deactivated, deleted or purged accounts', async () => {
    const viewer = await signedInMusician();
    for (const change of [
      { deactivatedAt: new Date() },
      { deletionRequestedAt: new Date() },
      { purgedAt: new Date() },
    ]) {
      const owner = await signedInMusician();
      await put(owner.token, fullInput());
      await t.database.db.update(users).set(change).where(eq(users.id, owner.id));
      const response = await getPublic(owner.id, viewer.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'request.entity_not_found' });
    }
  });

  it('shows the GEMA badge only for a verified membership, as its owner chose', async () => {
    const owner = await signedInMusician();
    const member = await signedInMusician();
    const other = await signedInMusician();
    await put(owner.token, fullInput());
    expect((await getPublic(owner.id)).json()).toMatchObject({ badges: { gema: false } });

    await t.database.db.insert(gemaMemberships).values([
      { userId: owner.id, memberNumber: `G-${owner.id}`, provider: 'test' },
      { userId: member.id, memberNumber: `G-${member.id}`, provider: 'test' },
    ]);
    expect((await getPublic(owner.id)).json()).toMatchObject({ badges: { gema: true } });

    await put(owner.token, { ...fullInput(), gemaBadge: 'gema' });
    expect((await getPublic(owner.id)).json()).toMatchObject({ badges: { gema: false } });
    expect((await getPublic(owner.id, other.token)).json()).toMatchObject({
      badges: { gema: false },
    });
    expect((await getPublic(owner.id, member.token)).json()).toMatchObject({
      badges: { gema: true },
    });

    await put(owner.token, { ...fullInput(), gemaBadge: 'none' });
    expect((await getPublic(owner.id, member.token)).json()).toMatchObject({
      badges: { gema: false },
    });
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(owner.token),
    });
    expect(own.json()).toMatchObject({ gemaVerified: true, gemaBadge: 'none' });
  });
});
