/**
 * The demo data seed: `buildSeedPlan` plans every row (pure apart from a seeded faker),
 * `seedDatabase` inserts the plan into an empty database. The sections of the plan live in the
 * files next to this one and run in a fixed order (see `buildSeedPlan`).
 */
import { inArray, sql } from 'drizzle-orm';
import { createId } from '../../platform/ids.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Database, Transaction } from '../client.ts';
import {
  bookingApplications,
  bookingDates,
  bookingOffers,
  contactAds,
  bookingRatings,
  albumPhotos,
  albums,
  cities,
  images,
  pageFollows,
  contactRelations,
  forumComments,
  forumTopicFollows,
  forumTopics,
  gemaMemberships,
  highlights,
  reports,
  conversationParties,
  conversations,
  messages,
  pageMembers,
  pages,
  profiles,
  users,
  venueFactsheets,
  venueRatings,
  videos,
} from '../schema/index.ts';
import { addAccounts } from './accounts.ts';
import { bookingSeedFor } from './booking.ts';
import { contactAdsSeedFor } from './contactads.ts';
import { SEED_CITIES, type SeedCity } from './data/cities.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { directorySeedFor } from './directory.ts';
import { addContacts } from './contacts.ts';
import { forumSeedFor } from './forum.ts';
import { highlightsSeedFor } from './highlights.ts';
import { addFollows } from './follows.ts';
import { messagingSeedFor } from './messaging.ts';
import {
  addGeneratedArtists,
  addGeneratedOrganizations,
  addGeneratedVenues,
} from './generated-pages.ts';
import { storeImages, type SeedImageStore, type StoredSeedImage } from './image-store.ts';
import { addStagePhotos } from './media.ts';
import { addDemoPages, createPageBuilder, joinSecondBand } from './pages.ts';
import { startSeedPlan, type SeedPlan } from './plan.ts';
import { addProfiles } from './profiles.ts';
import { venuesSeedFor } from './venues.ts';

export {
  DEMO_ACCOUNTS,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_MODERATOR2_TOTP_SECRET,
  DEMO_MODERATOR_TOTP_SECRET,
  DEMO_PAGES,
  DEMO_PASSWORD,
  DEMO_YOUTUBE_ID,
} from './demo.ts';

/** Fixed, so that two seeders racing on one server serialize instead of both inserting. */
const SEED_LOCK_KEY = 4_231_901_772;

export type SeedOptions = {
  /**
   * Stores the generated pictures (processed and written like uploads). Without it the demo data
   * has no pictures, which keeps tests that only need accounts fast.
   */
  images?: SeedImageStore;
  /** "Today" for dates relative to now (gigs ahead, accounts made in the past). */
  now?: Date;
};

export type SeedResult = { seeded: boolean; users: number; pages: number; images: number };

const NOTHING: SeedResult = { seeded: false, users: 0, pages: 0, images: 0 };

/**
 * Fills an empty database with demo data: the two demo accounts, ~150 German-speaking musicians
 * and private users with profiles, ~60 pages (bands, solo acts, venues, organizations) with their
 * teams and followers, and generated pictures. Does nothing when any user exists, so it is safe
 * to run on every start. Deterministic apart from ids' timestamps and storage keys: faker runs
 * with a fixed seed, and the pictures are drawn from seeds.
 *
 * The pictures' files are written before the rows' transaction: if it fails (or another server
 * seeded first), those files are orphans that nothing points at, never rows without files.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  if (await hasUsers(db)) return NOTHING;
  const now = options.now ?? new Date();
  // Hashing is slow on purpose: one hash serves every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const plan = buildSeedPlan(passwordHash, now);
  const stored = options.images ? await storeImages(plan.images, options.images) : new Map();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return NOTHING;
    return insertPlan(tx, plan, stored, now);
  });
}

/** Inserts the plan's rows; only the pictures in `stored` get rows (and are pointed at). */
async function insertPlan(
  tx: Transaction,
  plan: SeedPlan,
  stored: Map<string, StoredSeedImage>,
  now: Date,
): Promise<SeedResult> {
  const cityIds = await findSeedCityIds(tx);
  const cityId = (city: SeedCity | null) => (city ? (cityIds.get(city.name) ?? null) : null);
  const imageRows = plan.images.flatMap((job) => {
    const files = stored.get(job.id);
    return files
      ? [
          {
            id: job.id,
            ownerKind: job.ownerKind,
            ownerId: job.ownerId,
            uploadedBy: job.uploadedBy,
            purpose: job.purpose,
            createdAt: job.createdAt,
            ...files,
          },
        ]
      : [];
  });
  const hasImage = (id: string | null) => (id && stored.has(id) ? id : null);

  await tx.insert(users).values(plan.users);
  await insertChunked(
    plan.profiles.map(({ city, avatarImageId, coverImageId, ...profile }) => ({
      ...profile,
      cityId: cityId(city),
      avatarImageId: hasImage(avatarImageId),
      coverImageId: hasImage(coverImageId),
    })),
    (rows) => tx.insert(profiles).values(rows),
  );
  await insertChunked(directorySeedFor(plan), (rows) => tx.insert(gemaMemberships).values(rows));
  await insertChunked(
    plan.pages.map(({ city, avatarImageId, coverImageId, ...page }) => ({
      ...page,
      cityId: cityId(city),
      avatarImageId: hasImage(avatarImageId),
      coverImageId: hasImage(coverImageId),
    })),
    (rows) => tx.insert(pages).values(rows),
  );
  await insertChunked(plan.members, (rows) => tx.insert(pageMembers).values(rows));
  await insertChunked(plan.follows, (rows) => tx.insert(pageFollows).values(rows));
  await insertChunked(plan.contacts, (rows) => tx.insert(contactRelations).values(rows));
  await insertChunked(imageRows, (rows) => tx.insert(images).values(rows));
  if (imageRows.length > 0) {
    await tx.insert(albums).values(plan.albums);
    const photos = plan.albumPhotos.filter((photo) => stored.has(photo.imageId));
    await insertChunked(photos, (rows) => tx.insert(albumPhotos).values(rows));
  }
  await tx.insert(videos).values(plan.videos);
  const booking = bookingSeedFor(plan, now, createId);
  await insertChunked(booking.offers, (rows) => tx.insert(bookingOffers).values(rows));
  await insertChunked(booking.dates, (rows) => tx.insert(bookingDates).values(rows));
  await insertChunked(booking.applications, (rows) => tx.insert(bookingApplications).values(rows));
  await insertChunked(booking.ratings, (rows) => tx.insert(bookingRatings).values(rows));
  const messaging = messagingSeedFor(plan, booking, now, createId);
  await insertChunked(messaging.conversations, (rows) => tx.insert(conversations).values(rows));
  await insertChunked(messaging.parties, (rows) => tx.insert(conversationParties).values(rows));
  await insertChunked(messaging.messages, (rows) => tx.insert(messages).values(rows));
  const forum = forumSeedFor(plan, now, createId);
  await insertChunked(forum.topics, (rows) => tx.insert(forumTopics).values(rows));
  await insertChunked(forum.comments, (rows) => tx.insert(forumComments).values(rows));
  await insertChunked(forum.follows, (rows) => tx.insert(forumTopicFollows).values(rows));
  await insertChunked(forum.reports, (rows) => tx.insert(reports).values(rows));
  const venues = venuesSeedFor(plan, booking, now, createId);
  await insertChunked(venues.factsheets, (rows) => tx.insert(venueFactsheets).values(rows));
  await insertChunked(venues.ratings, (rows) => tx.insert(venueRatings).values(rows));
  await insertChunked(highlightsSeedFor(plan, booking, now, createId), (rows) =>
    tx.insert(highlights).values(rows),
  );
  await insertChunked(
    contactAdsSeedFor(plan, now, createId).map(({ city, ...ad }) => ({
      ...ad,
      cityId: city ? (cityIds.get(city) ?? null) : null,
    })),
    (rows) => tx.insert(contactAds).values(rows),
  );
  return {
    seeded: true,
    users: plan.users.length,
    pages: plan.pages.length,
    images: imageRows.length,
  };
}

async function hasUsers(db: Pick<Database, 'select'>): Promise<boolean> {
  const [existing] = await db
    .select({ any: sql<number>`1` })
    .from(users)
    .limit(1);
  return existing !== undefined;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 500) {
    await insert(rows.slice(start, start + 500));
  }
}

/**
 * The seed cities' ids in the shipped city list, by name (or another spelling) and country; the
 * most populous match wins. Cities missing from the list (or an empty list) stay without id.
 */
export async function findSeedCityIds(db: Pick<Database, 'select'>): Promise<Map<string, number>> {
  const spellings = SEED_CITIES.flatMap((city) => [city.name, ...(city.aliases ?? [])]);
  const rows = await db
    .select({
      id: cities.id,
      name: cities.name,
      country: cities.country,
      population: cities.population,
    })
    .from(cities)
    .where(
      inArray(
        sql`lower(${cities.name})`,
        spellings.map((name) => name.toLowerCase()),
      ),
    );
  const found = new Map<string, number>();
  for (const city of SEED_CITIES) {
    for (const spelling of [city.name, ...(city.aliases ?? [])]) {
      const match = rows
        .filter(
          (row) =>
            row.country === city.country && row.name.toLowerCase() === spelling.toLowerCase(),
        )
        .sort((a, b) => b.population - a.population)[0];
      if (match) {
        found.set(city.name, match.id);
        break;
      }
    }
  }
  return found;
}

/**
 * The whole demo data set as rows (cities by name, pictures as jobs): pure apart from faker.
 *
 * The sections draw from one seeded faker in this order; reordering them (or a draw inside one)
 * changes every value drawn after it. `plan.test.ts` checks the plan stays deterministic.
 */
export function buildSeedPlan(passwordHash: string, now: Date): SeedPlan {
  const { ctx, plan } = startSeedPlan(passwordHash, now);
  const people = addAccounts(ctx, plan);
  addProfiles(ctx, plan, people);
  const builder = createPageBuilder(ctx, plan, people.musicians);
  const nachtfalter = addDemoPages(ctx, plan, builder, people);
  const artists = addGeneratedArtists(ctx, builder, people.musicians, nachtfalter);
  joinSecondBand(ctx, plan, artists, { lena: people.lena, band: nachtfalter });
  const venues = addGeneratedVenues(builder, people.active);
  const organizations = addGeneratedOrganizations(builder, people.active);
  addStagePhotos(ctx, plan, artists);
  addFollows(ctx, plan, people, { artists, venues, organizations });
  addContacts(ctx, plan, people);
  return plan;
}
