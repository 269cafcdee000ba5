import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import {
  checkProfileRules,
  isInstrumentId,
  isStatusOfKind,
  offerStatus,
  PICTURE_SIZES,
  UpdatePageInputSchema,
  UpdateProfileInputSchema,
  urlnameProblem,
  fairPayFigures,
} from '@backline/domain';
import { buildApp } from '../app.ts';
import { createLocalStorage } from '../platform/storage/local-storage.ts';
import {
  createTestDatabase,
  signIn,
  testConfig,
  type TestDatabase,
} from '../test/build-test-app.ts';
import { createDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import {
  albumPhotos,
  albums,
  bookingApplications,
  bookingDates,
  bookingOffers,
  bookingRatings,
  cities,
  contactAds,
  forumComments,
  forumTopics,
  highlights,
  images,
  pageFollows,
  pageMembers,
  pages,
  profiles,
  reports,
  users,
  videos,
} from './schema/index.ts';
import { createSeedImageStore } from './seed/image-store.ts';
import { toOfferModel } from '../modules/booking/booking.repository.ts';
import { SEED_CITIES } from './seed/data/cities.ts';
import {
  buildSeedPlan,
  DEMO_ACCOUNTS,
  DEMO_PAGES,
  findSeedCityIds,
  seedDatabase,
} from './seed/index.ts';
import { createBookingFairPayRepository } from '../modules/booking/booking-fair-pay.repository.ts';

const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const config = testConfig();
let test: TestDatabase;
let storageDir: string;
const storage = () => createLocalStorage(storageDir);

beforeAll(async () => {
  test = await createTestDatabase(config);
  storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-seed-storage-'));
}, 180_000);

afterAll(async () => {
  await test?.dispose();
  if (storageDir) await fs.rm(storageDir, { recursive: true, force: true });
});

describe(`migrations and seed on ${kind}`, () => {
  it('runs on the expected driver with the search extensions', async () => {
    expect(test.database.kind).toBe(kind);
    const rows = await test.database.db.execute<{ extname: string }>(
      sql`select extname from pg_extension where extname in ('unaccent', 'pg_trgm') order by 1`,
    );
    expect(rows.rows.map((row) => row.extname)).toEqual(['pg_trgm', 'unaccent']);
  });

  it('applies migrations again without changing anything, even twice at once', async () => {
    await Promise.all([
      migrateDatabase(test.database, config.migrationsDir),
      migrateDatabase(test.database, config.migrationsDir),
    ]);
    const applied = await test.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(
      await fs.readFile(path.join(config.migrationsDir, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
  });

  it('seeds an empty database once and leaves it alone afterwards', async () => {
    const started = performance.now();
    const first = await seedDatabase(test.database.db, {
      images: createSeedImageStore(storage()),
    });
    console.info(
      `seed on ${kind}: ${Math.round(performance.now() - started)} ms (${first.images} pictures)`,
    );
    expect(first.seeded).toBe(true);
    expect(first.users).toBeGreaterThanOrEqual(150);
    expect(first.pages).toBeGreaterThanOrEqual(55);
    expect(first.images).toBeGreaterThan(100);
    const again = await seedDatabase(test.database.db);
    expect(again).toEqual({ seeded: false, users: 0, pages: 0, images: 0 });
    const [total] = await test.database.db.select({ n: count() }).from(users);
    expect(total?.n).toBe(first.users);
    const [pageTotal] = await test.database.db.select({ n: count() }).from(pages);
    expect(pageTotal?.n).toBe(first.pages);
    // Generating and storing ~170 pictures: seconds alone, more on a busy CI machine.
  }, 180_000);

  it('seeds a lively forum: topics, replies, a hidden comment, a closed thread, a report', async () => {
    const db = test.database.db;
    const topics = await db.select().from(forumTopics);
    expect(topics.length).toBeGreaterThanOrEqual(12);
    expect(topics.filter((topic) => topic.threadState === 'closed')).toHaveLength(1);
    const comments = await db.select().from(forumComments);
    expect(comments.some((comment) => comment.parentId !== null)).toBe(true);
    expect(comments.filter((comment) => comment.state === 'hidden')).toHaveLength(1);
    const open = await db.select().from(reports).where(eq(reports.subjectKind, 'forum_comment'));
    expect(open.map((report) => report.status)).toEqual(['open']);
  });

  it('seeds highlights and a demo venue whose fair-pay card shows every figure', async () => {
    const db = test.database.db;
    const picked = await db.select().from(highlights).orderBy(highlights.position);
    expect(picked.map((row) => row.kind)).toEqual(['page', 'offer', 'page']);
    const [venue] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.urlname, DEMO_PAGES.venue.urlname));
    const found = await createBookingFairPayRepository(db).countsOf(venue!.id, new Date());
    const figures = fairPayFigures(found!.counts);
    expect(figures).toMatchObject({ shown: true, medianFeeCents: 30_000 });
    expect(figures.shown && figures.medianAnswerHours).toBeGreaterThan(0);
    expect(figures.shown && figures.decisionPercent).toBe(78);
  });

  it('seeds contact ads of every search type in Germany, Austria and Switzerland', async () => {
    const db = test.database.db;
    const rows = await db
      .select({
        searchType: contactAds.searchType,
        userId: contactAds.publisherUserId,
        pageId: contactAds.publisherPageId,
        country: cities.country,
        status: contactAds.status,
      })
      .from(contactAds)
      .leftJoin(cities, eq(cities.id, contactAds.cityId));
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(new Set(rows.map((row) => row.searchType))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(rows.flatMap((row) => (row.country ? [row.country] : [])))).toEqual(
      new Set(['DE', 'AT', 'CH']),
    );
    expect(rows.every((row) => row.status === 'active')).toBe(true);
    const [demo] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.musician.email));
    const own = rows.filter((row) => row.userId === demo!.id);
    expect(own.map((row) => [row.searchType, row.pageId === null])).toEqual(
      expect.arrayContaining([
        [3, true],
        [1, false],
      ]),
    );
    // One ad per profile: the limit of three holds with room to try it out.
    const profilesOf = rows.map((row) => row.pageId ?? `user:${row.userId}`);
    expect(new Set(profilesOf).size).toBe(rows.length);
  });

  it('plans the same demo data from the same seed', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const one = buildSeedPlan('hash', now);
    const two = buildSeedPlan('hash', now);
    expect(two.pages.map((page) => [page.id, page.name, page.urlname])).toEqual(
      one.pages.map((page) => [page.id, page.name, page.urlname]),
    );
    expect(two.profiles).toEqual(one.profiles);
  });

  it('seeds valid profiles with cities and curated instruments', async () => {
    const db = test.database.db;
    const [lena] = await db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.musician.email));
    expect(lena).toMatchObject({ name: 'Lena Hoffmann', type: 'musician' });
    const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    expect(admin?.role).toBe('admin');

    const [cityCount] = await db.select({ n: count() }).from(cities);
    const citiesLoaded = (cityCount?.n ?? 0) > 0;
    const [lenaProfile] = await db
      .select({ profile: profiles, city: cities.name })
      .from(profiles)
      .leftJoin(cities, eq(cities.id, profiles.cityId))
      .where(eq(profiles.userId, lena?.id ?? ''));
    expect(lenaProfile?.profile).toMatchObject({
      instruments: ['guitar', 'vocals'],
      gender: 'female',
      visibility: 'public',
    });
    expect(lenaProfile?.profile.gear.length).toBeGreaterThan(0);
    expect(lenaProfile?.profile.releases.length).toBeGreaterThan(0);
    expect(lenaProfile?.profile.gigs.length).toBeGreaterThan(0);
    expect(lenaProfile?.profile.avatarImageId).not.toBeNull();
    expect(lenaProfile?.profile.coverImageId).not.toBeNull();
    // The city list is shipped and loaded by the migrations; without it, cities stay empty.
    if (citiesLoaded) expect(lenaProfile?.city).toMatch(/^(Köln|Cologne)$/);
    else expect(lenaProfile?.profile.cityId).toBeNull();

    const rows = await db
      .select({ profile: profiles, user: users })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId));
    const musicians = rows.filter((row) => row.user.type === 'musician');
    expect(musicians.length).toBeGreaterThan(50);
    expect(musicians.every((row) => row.profile.instruments.length > 0)).toBe(true);
    expect(rows.flatMap((row) => row.profile.instruments).every(isInstrumentId)).toBe(true);
    if (citiesLoaded) {
      // Every seed city is in the shipped list under its name or one of its spellings.
      const found = await findSeedCityIds(db);
      expect(SEED_CITIES.filter((city) => !found.has(city.name)).map((city) => city.name)).toEqual(
        [],
      );
      const withCity = rows.filter((row) => row.profile.cityId !== null).length;
      expect(withCity / rows.length).toBeGreaterThan(0.9);
    }
    // Every seeded profile is one that the profile form could have saved.
    const today = new Date();
    for (const { profile, user } of rows) {
      const input = UpdateProfileInputSchema.safeParse({
        firstname: user.firstname,
        lastname: user.lastname,
        name: user.name,
        birthday: profile.birthday,
        showAge: profile.showAge,
        gender: profile.gender,
        pronouns: profile.pronouns,
        instruments: profile.instruments,
        professional: profile.professional,
        cityId: profile.cityId,
        description: profile.description,
        links: profile.links,
        gear: profile.gear,
        releases: profile.releases,
        gigs: profile.gigs,
        visibility: profile.visibility,
        gemaBadge: profile.gemaBadge,
      });
      expect(input.error?.issues, user.email).toBeUndefined();
      if (input.success)
        expect(checkProfileRules(input.data, today), user.email).toMatchObject({ ok: true });
    }
  });

  it('seeds bands, solo acts, venues and organizations, each with exactly one owner', async () => {
    const db = test.database.db;
    const all = await db.select().from(pages);
    const countOf = (predicate: (page: (typeof all)[number]) => boolean) =>
      all.filter(predicate).length;
    expect(
      countOf((page) => page.kind === 'artist' && page.artistForm === 'band'),
    ).toBeGreaterThanOrEqual(18);
    expect(
      countOf((page) => page.kind === 'artist' && page.artistForm === 'solo'),
    ).toBeGreaterThanOrEqual(4);
    expect(countOf((page) => page.kind === 'location')).toBeGreaterThanOrEqual(18);
    expect(countOf((page) => page.kind === 'organization')).toBeGreaterThanOrEqual(14);
    expect(new Set(all.map((page) => page.organizationType).filter(Boolean)).size).toBe(6);
    expect(
      all.filter((page) => page.kind !== 'artist').every((page) => page.artistForm === null),
    ).toBe(true);
    expect(
      all
        .filter((page) => page.kind !== 'organization')
        .every((page) => page.organizationType === null),
    ).toBe(true);
    for (const page of all) {
      expect(isStatusOfKind(page.kind, page.status), page.name).toBe(true);
      if (page.urlname !== null) expect(urlnameProblem(page.urlname), page.urlname).toBeNull();
      const input = UpdatePageInputSchema.safeParse({
        name: page.name,
        urlname: page.urlname,
        website: page.website,
        description: page.description,
        genres: page.genres,
        links: page.links,
      });
      expect(input.error?.issues, page.name).toBeUndefined();
    }
    expect(new Set(all.map((page) => page.name)).size).toBe(all.length);

    const owners = await db
      .select({
        pageId: pages.id,
        owners: sql<number>`count(${pageMembers.userId}) filter (where ${pageMembers.role} = 'owner')::int`,
      })
      .from(pages)
      .leftJoin(pageMembers, eq(pageMembers.pageId, pages.id))
      .groupBy(pages.id);
    expect(owners).toHaveLength(all.length);
    expect(owners.every((row) => row.owners === 1)).toBe(true);
    const roles = await db.select({ role: pageMembers.role }).from(pageMembers);
    expect(new Set(roles.map((row) => row.role))).toEqual(
      new Set(['owner', 'admin', 'member', 'team']),
    );

    const [lena] = await db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.musician.email));
    const memberships = await db
      .select({ role: pageMembers.role, urlname: pages.urlname, form: pages.artistForm })
      .from(pageMembers)
      .innerJoin(pages, eq(pages.id, pageMembers.pageId))
      .where(eq(pageMembers.userId, lena?.id ?? ''));
    expect(memberships).toContainEqual({
      role: 'owner',
      urlname: DEMO_PAGES.band.urlname,
      form: 'band',
    });
    expect(memberships.filter((row) => row.role === 'member' && row.form === 'band')).toHaveLength(
      1,
    );
    const follows = await db
      .select()
      .from(pageFollows)
      .where(eq(pageFollows.userId, lena?.id ?? ''));
    expect(follows.length).toBeGreaterThanOrEqual(5);
    const [followTotal] = await db.select({ n: count() }).from(pageFollows);
    expect(followTotal?.n).toBeGreaterThan(200);
  });

  it('seeds open, closed and past booking offers with applications and a rating', async () => {
    const db = test.database.db;
    const offers = await db.select().from(bookingOffers);
    const dates = await db.select().from(bookingDates);
    const statuses = offers.map((offer) =>
      offerStatus(
        toOfferModel({ offer, dates: dates.filter((date) => date.offerId === offer.id) }),
      ),
    );
    for (const status of ['open', 'closed', 'over', 'draft'] as const) {
      expect(statuses, status).toContain(status);
    }
    const applications = await db.select().from(bookingApplications);
    expect(new Set(applications.map((application) => application.status))).toEqual(
      new Set(['applied', 'confirmed', 'rejected', 'ignored']),
    );
    // Every date's count is its confirmed applications, never above its slots.
    for (const date of dates) {
      const confirmed = applications.filter(
        (application) => application.dateId === date.id && application.status === 'confirmed',
      ).length;
      expect(date.confirmed).toBe(confirmed);
      expect(date.confirmed).toBeLessThanOrEqual(date.slots);
    }
    const [band] = await db.select().from(pages).where(eq(pages.urlname, DEMO_PAGES.band.urlname));
    const bandApplications = applications.filter((application) => application.pageId === band!.id);
    expect(bandApplications.map((application) => application.status)).toContain('confirmed');
    expect(await db.select().from(bookingRatings)).not.toHaveLength(0);
  });

  it('stores every seeded picture like an upload and points avatars and covers at them', async () => {
    const db = test.database.db;
    const rows = await db.select().from(images);
    expect(new Set(rows.map((row) => row.storageKey)).size).toBe(rows.length);
    const files = storage();
    for (const row of rows) {
      expect(Object.keys(row.renditions).sort()).toEqual([...PICTURE_SIZES].sort());
      for (const size of PICTURE_SIZES) {
        const stored = await files.head(`${row.storageKey}/${size}.webp`);
        expect(stored, `${row.storageKey}/${size}`).toMatchObject({ contentType: 'image/webp' });
      }
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    const refs = [
      ...(await db.select().from(profiles)).flatMap((p) => [
        { kind: 'user', id: p.userId, imageId: p.avatarImageId, purpose: 'avatar' },
        { kind: 'user', id: p.userId, imageId: p.coverImageId, purpose: 'cover' },
      ]),
      ...(await db.select().from(pages)).flatMap((p) => [
        { kind: 'page', id: p.id, imageId: p.avatarImageId, purpose: 'avatar' },
        { kind: 'page', id: p.id, imageId: p.coverImageId, purpose: 'cover' },
      ]),
    ].filter((ref) => ref.imageId !== null);
    expect(refs.length).toBeGreaterThan(80);
    for (const ref of refs) {
      expect(byId.get(ref.imageId ?? '')).toMatchObject({
        ownerKind: ref.kind,
        ownerId: ref.id,
        purpose: ref.purpose,
      });
    }
    const cover = rows.find((row) => row.purpose === 'cover');
    expect(cover).toMatchObject({ width: 1920, height: 640 });

    const photos = await db
      .select({ album: albums, photo: albumPhotos, image: images })
      .from(albumPhotos)
      .innerJoin(albums, eq(albums.id, albumPhotos.albumId))
      .innerJoin(images, eq(images.id, albumPhotos.imageId));
    expect(photos.length).toBeGreaterThanOrEqual(10);
    expect(
      photos.every(
        ({ album, image }) =>
          image.purpose === 'photo' &&
          image.ownerKind === album.ownerKind &&
          image.ownerId === album.ownerId,
      ),
    ).toBe(true);
    const clips = await db.select().from(videos);
    expect(clips.length).toBeGreaterThanOrEqual(2);
    expect(clips.every((clip) => /^[\w-]{11}$/.test(clip.youtubeId))).toBe(true);
  });

  it('lets both demo accounts sign in', async () => {
    const app = await buildApp({ config, database: test.database, logger: false });
    try {
      await expect(signIn(app, DEMO_ACCOUNTS.musician.email)).resolves.toMatch(/^[\w-]{43}$/);
      await expect(signIn(app, DEMO_ACCOUNTS.admin.email)).resolves.toMatch(/^[\w-]{43}$/);
    } finally {
      await app.close();
    }
  });

  it('refuses an e-mail address that is not lowercase', async () => {
    await expect(
      test.database.db.insert(users).values({ email: 'Upper@Example.com', name: 'X' }),
    ).rejects.toThrow();
  });
});

describe('the embedded database on disk', () => {
  it('keeps its data across restarts', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backline-pglite-'));
    try {
      const first = await createDatabase({ dataDir, databaseUrl: null });
      await migrateDatabase(first, config.migrationsDir);
      expect((await seedDatabase(first.db)).seeded).toBe(true);
      await first.close();

      const second = await createDatabase({ dataDir, databaseUrl: null });
      await migrateDatabase(second, config.migrationsDir);
      expect((await seedDatabase(second.db)).seeded).toBe(false);
      const [total] = await second.db.select({ n: count() }).from(users);
      expect(total?.n).toBeGreaterThanOrEqual(150);
      await second.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    // Two PGlite instances migrate the same folder one after the other.
  }, 120_000);
});
