import { fakerDE as faker } from '@faker-js/faker';
import {
  slugify,
  urlnameProblem,
  type ArtistForm,
  type ImagePurpose,
  type MediaOwnerKind,
  type OrganizationType,
  type PageJoinWay,
  type PageKind,
  type PageRole,
  type PageStatus,
} from '@backline/domain';
import { inArray, sql } from 'drizzle-orm';
import { BASE62, createId } from '../../platform/ids.ts';
import type { ProcessedImage } from '../../platform/images/process-image.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Database } from '../client.ts';
import {
  bookingApplications,
  bookingDates,
  bookingOffers,
  bookingRatings,
  albumPhotos,
  albums,
  cities,
  images,
  pageFollows,
  pageMembers,
  pages,
  profiles,
  users,
  videos,
  type NewUserRow,
} from '../schema/index.ts';
import { buildBookingSeed } from './booking.ts';
import { SEED_CITIES, type SeedCity } from './data/cities.ts';
import {
  COMMON_INSTRUMENTS,
  GEAR_BY_INSTRUMENT,
  GEAR_GROUP_OF,
  INSTRUMENT_LABELS,
  SEED_GENRES,
  SEED_INSTRUMENTS,
  type SeedGear,
} from './data/music.ts';
import {
  BAND_ADJECTIVES,
  BAND_COMPOUNDS,
  BAND_DESCRIPTIONS,
  BAND_NOUNS_PLURAL,
  BAND_PAIR_WORDS,
  ENSEMBLE_WORDS,
  ORGANIZATION_DESCRIPTIONS,
  ORGANIZATION_PATTERNS,
  ORGANIZATION_WORDS,
  SOLO_DESCRIPTIONS,
  STREETS,
  VENUE_DESCRIPTIONS,
  VENUE_KINDS,
  VENUE_NAMES,
} from './data/pages.ts';
import { PHOTO_CAPTIONS, PROFILE_SENTENCES } from './data/profiles.ts';
import type { SeedImageStore, StoredSeedImage } from './image-store.ts';
import { renderAvatar, renderCover, renderStagePhoto } from './images.ts';

/** The password of every demo account (spec section 5 rules: upper, lower, digit, 8+). */
export const DEMO_PASSWORD = 'Demo-Passw0rd1';

/**
 * The demo admin's TOTP secret (base32, 20 bytes): site administrators must have two-factor
 * sign-in, so the demo admin has it on with this fixed, published secret. Add it to an
 * authenticator app by hand, or compute a code with otplib (README, demo accounts).
 */
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const DEMO_ACCOUNTS = {
  musician: { email: 'demo@backline.test', name: 'Lena Hoffmann' },
  admin: { email: 'admin@backline.test', name: 'Backline Admin' },
} as const;

/** The demo musician's own band (she is its owner) and the venue of her next gig. */
export const DEMO_PAGES = {
  band: { name: 'Lena & die Nachtfalter', urlname: 'nachtfalter' },
  venue: { name: 'Kulturhalle Ehrenfeld', urlname: 'kulturhalle-ehrenfeld' },
} as const;

/** A well-known public music video (Queen, "Bohemian Rhapsody"), for the demo video rows. */
export const DEMO_YOUTUBE_ID = 'fJ9rUzIMcZQ';

const SEED = 20_240_601;
const GENERATED_USERS = 150;
const GENERATED_BANDS = 19;
const GENERATED_SOLO_ACTS = 5;
const GENERATED_VENUES = 19;
const GENERATED_ORGANIZATIONS = 15;
/** Share of generated musicians with a filled-in profile. */
const MUSICIAN_PROFILE_SHARE = 0.7;
/** Generated pictures, reused across rows (each row still gets files of its own). */
const POOL = { avatars: 10, covers: 5, photos: 4 } as const;
/** Pictures processed at once (sharp works on libuv's thread pool). */
const IMAGE_CONCURRENCY = 4;
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
    await insertChunked(imageRows, (rows) => tx.insert(images).values(rows));
    if (imageRows.length > 0) {
      await tx.insert(albums).values(plan.albums);
      const photos = plan.albumPhotos.filter((photo) => stored.has(photo.imageId));
      await insertChunked(photos, (rows) => tx.insert(albumPhotos).values(rows));
    }
    await tx.insert(videos).values(plan.videos);
    const booking = buildBookingSeed({
      pages: plan.pages.map((page) => ({
        id: page.id,
        name: page.name,
        kind: page.kind,
        genres: page.genres ?? [],
        ownerId: plan.members.find(
          (member) => member.pageId === page.id && member.role === 'owner',
        )!.userId,
      })),
      now,
      newId: createId,
      demoVenueId: plan.pages.find((page) => page.urlname === DEMO_PAGES.venue.urlname)?.id ?? null,
      demoBandId: plan.pages.find((page) => page.urlname === DEMO_PAGES.band.urlname)?.id ?? null,
    });
    await insertChunked(booking.offers, (rows) => tx.insert(bookingOffers).values(rows));
    await insertChunked(booking.dates, (rows) => tx.insert(bookingDates).values(rows));
    await insertChunked(booking.applications, (rows) =>
      tx.insert(bookingApplications).values(rows),
    );
    await insertChunked(booking.ratings, (rows) => tx.insert(bookingRatings).values(rows));
    return {
      seeded: true,
      users: plan.users.length,
      pages: plan.pages.length,
      images: imageRows.length,
    };
  });
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

// ---- Pictures -----------------------------------------------------------------------------------

/** What a picture shows; equal sources are drawn and processed once. */
type ImageSource =
  | { kind: 'avatar'; name: string; seed?: number }
  | { kind: 'cover'; title: string; subtitle?: string; seed?: number }
  | { kind: 'photo'; seed: number };

type ImageJob = {
  id: string;
  ownerKind: MediaOwnerKind;
  ownerId: string;
  uploadedBy: string | null;
  purpose: ImagePurpose;
  createdAt: Date;
  source: ImageSource;
};

const sourceKey = (source: ImageSource) => JSON.stringify(source);

function renderSource(source: ImageSource): Promise<Buffer> {
  switch (source.kind) {
    case 'avatar':
      return renderAvatar(source.name, source.seed);
    case 'cover':
      return renderCover({ title: source.title, subtitle: source.subtitle }, source.seed);
    case 'photo':
      return renderStagePhoto(source.seed);
  }
}

/** Draws and processes every distinct picture once, then writes each row's files. */
async function storeImages(
  jobs: ImageJob[],
  store: SeedImageStore,
): Promise<Map<string, StoredSeedImage>> {
  const processed = new Map<string, Promise<ProcessedImage>>();
  const processOnce = (job: ImageJob) => {
    const key = sourceKey(job.source);
    let pending = processed.get(key);
    if (!pending) {
      pending = renderSource(job.source).then((upload) => store.process(upload, job.purpose));
      processed.set(key, pending);
    }
    return pending;
  };
  const result = new Map<string, StoredSeedImage>();
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next] as ImageJob;
      next += 1;
      result.set(job.id, await store.store(await processOnce(job)));
    }
  };
  await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, worker));
  return result;
}

// ---- The plan -----------------------------------------------------------------------------------

type ProfilePlan = Omit<typeof profiles.$inferInsert, 'cityId'> & {
  city: SeedCity | null;
  avatarImageId: string | null;
  coverImageId: string | null;
};
type PagePlan = Omit<typeof pages.$inferInsert, 'cityId'> & {
  id: string;
  name: string;
  kind: PageKind;
  city: SeedCity | null;
  avatarImageId: string | null;
  coverImageId: string | null;
};

type SeedPlan = {
  users: NewUserRow[];
  profiles: ProfilePlan[];
  pages: PagePlan[];
  members: (typeof pageMembers.$inferInsert)[];
  follows: (typeof pageFollows.$inferInsert)[];
  images: ImageJob[];
  albums: (typeof albums.$inferInsert)[];
  albumPhotos: (typeof albumPhotos.$inferInsert & { imageId: string })[];
  videos: (typeof videos.$inferInsert)[];
};

type Person = { id: string; name: string; firstname: string; musician: boolean; createdAt: Date };

/** The whole demo data set as rows (cities by name, pictures as jobs): pure apart from faker. */
export function buildSeedPlan(passwordHash: string, now: Date): SeedPlan {
  faker.seed(SEED);
  const seedId = () => faker.string.fromCharacters(BASE62, 10);
  const since = (years: number) => faker.date.past({ years, refDate: now });
  const plan: SeedPlan = {
    users: [],
    profiles: [],
    pages: [],
    members: [],
    follows: [],
    images: [],
    albums: [],
    albumPhotos: [],
    videos: [],
  };

  // -- Accounts (unchanged order: the demo accounts first, then the generated ones).
  const lena: Person = {
    id: seedId(),
    name: DEMO_ACCOUNTS.musician.name,
    firstname: 'Lena',
    musician: true,
    createdAt: since(2),
  };
  plan.users.push(
    {
      id: lena.id,
      email: DEMO_ACCOUNTS.musician.email,
      passwordHash,
      name: lena.name,
      firstname: 'Lena',
      lastname: 'Hoffmann',
      type: 'musician',
      role: 'user',
      locale: 'de',
      activatedAt: since(2),
      createdAt: lena.createdAt,
    },
    {
      id: seedId(),
      email: DEMO_ACCOUNTS.admin.email,
      passwordHash,
      name: DEMO_ACCOUNTS.admin.name,
      firstname: 'Backline',
      lastname: 'Admin',
      type: 'private',
      role: 'admin',
      locale: 'de',
      totpSecret: DEMO_ADMIN_TOTP_SECRET,
      totpEnabledAt: since(1),
      activatedAt: since(3),
      createdAt: since(3),
    },
  );
  const people: (Person & { sex: 'female' | 'male'; active: boolean })[] = [];
  for (let index = 0; index < GENERATED_USERS; index += 1) {
    const sex = faker.helpers.arrayElement(['female', 'male'] as const);
    const firstname = faker.person.firstName(sex);
    const lastname = faker.person.lastName();
    const isMusician = faker.datatype.boolean({ probability: 0.7 });
    const createdAt = since(3);
    // A few accounts never finished the activation.
    const active = faker.datatype.boolean({ probability: 0.95 });
    const id = seedId();
    plan.users.push({
      id,
      // Reserved example domains: no mail can ever reach a real person.
      email: `${slugify(`${firstname}.${lastname}`).replace(/-/g, '.')}.${index + 1}@${faker.helpers.arrayElement(['example.com', 'example.org', 'example.net'])}`,
      passwordHash,
      name: `${firstname} ${lastname}`,
      firstname,
      lastname,
      type: isMusician ? 'musician' : 'private',
      role: 'user',
      locale: faker.helpers.weightedArrayElement([
        { weight: 9, value: 'de' as const },
        { weight: 1, value: 'en' as const },
      ]),
      activatedAt: active ? createdAt : null,
      createdAt,
    });
    people.push({
      id,
      name: `${firstname} ${lastname}`,
      firstname,
      musician: isMusician,
      createdAt,
      sex,
      active,
    });
  }
  const activePeople = people.filter((person) => person.active);
  const musicians = activePeople.filter((person) => person.musician);

  const addImage = (
    owner: { kind: MediaOwnerKind; id: string },
    purpose: ImagePurpose,
    source: ImageSource,
    uploadedBy: string | null,
  ): string => {
    const id = seedId();
    plan.images.push({
      id,
      ownerKind: owner.kind,
      ownerId: owner.id,
      uploadedBy,
      purpose,
      createdAt: since(1),
      source,
    });
    return id;
  };
  const poolAvatar = (): ImageSource => ({
    kind: 'avatar',
    name: '',
    seed: faker.number.int({ min: 0, max: POOL.avatars - 1 }),
  });
  const poolCover = (): ImageSource => ({
    kind: 'cover',
    title: '',
    seed: faker.number.int({ min: 0, max: POOL.covers - 1 }),
  });
  const poolPhoto = (): ImageSource => ({
    kind: 'photo',
    seed: faker.number.int({ min: 0, max: POOL.photos - 1 }),
  });

  // -- Profiles.
  const koeln = cityNamed('Köln');
  plan.profiles.push({
    userId: lena.id,
    birthday: '1994-05-17',
    showAge: true,
    gender: 'female',
    pronouns: 'sie/ihr',
    instruments: ['guitar', 'vocals'],
    professional: true,
    city: koeln,
    description:
      'Gitarristin und Sängerin aus Köln-Ehrenfeld. Ich schreibe deutschsprachige Indie-Pop-Songs, spiele mit meiner Band Lena & die Nachtfalter und helfe gern bei Sessions und Studioaufnahmen aus. Für Anfragen: einfach eine Nachricht schreiben!',
    links: [
      { url: 'https://lena-hoffmann.example/', label: 'Website' },
      { url: 'https://nachtfalter.example/', label: 'Lena & die Nachtfalter' },
    ],
    gear: [
      { brand: 'Fender', product: 'Telecaster American Professional II', year: 2021 },
      { brand: 'Gibson', product: 'J-45 Standard', year: 2018 },
      { brand: 'Vox', product: 'AC15C1', year: 2016 },
      { brand: 'Shure', product: 'SM58' },
    ],
    releases: [
      {
        url: 'https://nachtfalter.example/musik/nachtlichter',
        year: 2024,
        title: 'Nachtlichter (EP)',
      },
      {
        url: 'https://lena-hoffmann.example/musik/ehrenfeld-bei-regen',
        year: 2025,
        title: 'Ehrenfeld bei Regen (Single)',
      },
    ],
    gigs: [
      {
        startsAt: daysFrom(now, 12, 20),
        address: 'Kulturhalle Ehrenfeld, Venloer Straße 210, 50823 Köln',
        category: 'Konzert',
        artists: DEMO_PAGES.band.name,
      },
      {
        startsAt: daysFrom(now, 38, 19),
        address: 'Musikbar Flingern, Ackerstraße 40, 40233 Düsseldorf',
        category: 'Akustik-Set',
        artists: 'Lena Hoffmann (solo)',
        streamUrl: 'https://lena-hoffmann.example/live',
      },
    ],
    visibility: 'public',
    gemaBadge: 'public',
    avatarImageId: addImage(
      { kind: 'user', id: lena.id },
      'avatar',
      { kind: 'avatar', name: lena.name },
      lena.id,
    ),
    coverImageId: addImage(
      { kind: 'user', id: lena.id },
      'cover',
      { kind: 'cover', title: lena.name, subtitle: 'Gitarre & Gesang · Köln' },
      lena.id,
    ),
  });
  addAlbum(plan, { kind: 'user', id: lena.id }, lena.id, 'Live 2026', 4, since, seedId, addImage);
  plan.videos.push({
    id: seedId(),
    ownerKind: 'user',
    ownerId: lena.id,
    uploadedBy: lena.id,
    youtubeId: DEMO_YOUTUBE_ID,
    title: 'Queen – Bohemian Rhapsody (mein Lieblingssong zum Üben)',
    position: 0,
    createdAt: since(1),
  });

  for (const person of musicians) {
    if (!faker.datatype.boolean({ probability: MUSICIAN_PROFILE_SHARE })) continue;
    const instruments = pickInstruments();
    const city = faker.helpers.arrayElement(SEED_CITIES);
    const genre = faker.helpers.arrayElement([
      'Rock',
      'Jazz',
      'Funk',
      'Indie',
      'Pop',
      'Blues',
      'Metal',
      'Soul',
    ]);
    const slug = slugify(person.name);
    const years = faker.number.int({ min: 2, max: 25 });
    const labels = instruments.map((id) => INSTRUMENT_LABELS[id]).join(', ');
    const sentences = faker.helpers
      .arrayElements(PROFILE_SENTENCES, { min: 1, max: 2 })
      .map((sentence) => fill(sentence, { years: String(years), genre }));
    const hasWebsite = faker.datatype.boolean({ probability: 0.35 });
    plan.profiles.push({
      userId: person.id,
      birthday: faker.date
        .birthdate({ mode: 'age', min: 18, max: 62, refDate: now })
        .toISOString()
        .slice(0, 10),
      showAge: faker.datatype.boolean({ probability: 0.5 }),
      gender: faker.datatype.boolean({ probability: 0.05 }) ? 'diverse' : person.sex,
      instruments,
      professional: faker.datatype.boolean({ probability: 0.2 }),
      city,
      description: `${labels} aus ${city.name}. ${sentences.join(' ')}`,
      links: hasWebsite ? [{ url: `https://${slug}.example/`, label: 'Website' }] : [],
      gear: pickGear(instruments, now),
      releases: faker.datatype.boolean({ probability: 0.25 })
        ? [
            {
              url: `https://${slug}.example/musik/${faker.number.int({ min: 1, max: 9 })}`,
              year: faker.number.int({ min: 2012, max: now.getUTCFullYear() }),
              title: `${faker.helpers.arrayElement(BAND_COMPOUNDS)} (${faker.helpers.arrayElement(['EP', 'Album', 'Single'])})`,
            },
          ]
        : [],
      gigs: faker.datatype.boolean({ probability: 0.15 })
        ? [
            {
              startsAt: daysFrom(
                now,
                faker.number.int({ min: 3, max: 90 }),
                faker.number.int({ min: 18, max: 21 }),
              ),
              address: `${faker.helpers.arrayElement(VENUE_NAMES)}, ${faker.helpers.arrayElement(STREETS)} ${faker.number.int({ min: 1, max: 120 })}, ${city.name}`,
              category: faker.helpers.arrayElement([
                'Konzert',
                'Session',
                'Festival',
                'Open Stage',
              ]),
            },
          ]
        : [],
      visibility: faker.datatype.boolean({ probability: 0.9 }) ? 'public' : 'private',
      gemaBadge: 'public',
      avatarImageId: faker.datatype.boolean({ probability: 0.75 })
        ? addImage({ kind: 'user', id: person.id }, 'avatar', poolAvatar(), person.id)
        : null,
      coverImageId: faker.datatype.boolean({ probability: 0.3 })
        ? addImage({ kind: 'user', id: person.id }, 'cover', poolCover(), person.id)
        : null,
    });
  }
  // Private users: some say where they live.
  for (const person of activePeople.filter((p) => !p.musician)) {
    if (!faker.datatype.boolean({ probability: 0.4 })) continue;
    plan.profiles.push({
      userId: person.id,
      city: faker.helpers.arrayElement(SEED_CITIES),
      description: faker.helpers.arrayElement([
        'Konzertgängerin und Plattensammlerin.',
        'Immer auf der Suche nach neuen Bands.',
        'Höre alles außer Schlager.',
        null,
      ]),
      avatarImageId: null,
      coverImageId: null,
    });
  }

  // -- Pages.
  const usedUrlnames = new Set<string>();
  const usedNames = new Set<string>();
  const urlnameFor = (name: string, city: SeedCity | null): string => {
    const base = slugify(name).slice(0, 60).replace(/-+$/, '');
    const candidates = [base, city ? `${base}-${slugify(city.name)}` : base];
    for (let n = 2; ; n += 1) {
      const candidate = candidates.shift() ?? `${base}-${n}`;
      if (!usedUrlnames.has(candidate) && urlnameProblem(candidate) === null) {
        usedUrlnames.add(candidate);
        return candidate;
      }
    }
  };
  const addPage = (
    page: Omit<PagePlan, 'id' | 'avatarImageId' | 'coverImageId' | 'createdAt' | 'createdBy'>,
    team: { owner: Person; others: { person: Person; role: Exclude<PageRole, 'owner'> }[] },
    pictures: { avatar: ImageSource | null; cover: ImageSource | null },
  ): PagePlan => {
    const id = seedId();
    const owner = { kind: 'page' as const, id };
    const createdAt = faker.date.between({ from: team.owner.createdAt, to: now });
    const row: PagePlan = {
      ...page,
      id,
      createdBy: team.owner.id,
      createdAt,
      avatarImageId: pictures.avatar
        ? addImage(owner, 'avatar', pictures.avatar, team.owner.id)
        : null,
      coverImageId: pictures.cover ? addImage(owner, 'cover', pictures.cover, team.owner.id) : null,
    };
    plan.pages.push(row);
    usedNames.add(page.name);
    plan.members.push({
      pageId: id,
      userId: team.owner.id,
      role: 'owner',
      joinedVia: 'created',
      createdAt,
    });
    const seen = new Set([team.owner.id]);
    for (const { person, role } of team.others) {
      if (seen.has(person.id)) continue;
      seen.add(person.id);
      const joinedVia: PageJoinWay =
        role === 'admin'
          ? 'admin'
          : faker.helpers.arrayElement(['self', 'admin', 'invite'] as const);
      plan.members.push({
        pageId: id,
        userId: person.id,
        role,
        joinedVia,
        createdAt: faker.date.between({ from: createdAt, to: now }),
      });
    }
    return row;
  };
  const uniqueName = (make: () => string): string => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const name = make();
      if (!usedNames.has(name)) return name;
    }
    throw new Error('seed: ran out of distinct names');
  };
  const bandTeam = (owner: Person, size: number) => {
    const others = faker.helpers
      .arrayElements(
        musicians.filter((m) => m.id !== owner.id),
        size,
      )
      .map((person, index) => ({
        person,
        role: (index === 0 && faker.datatype.boolean({ probability: 0.5 })
          ? 'admin'
          : 'member') as Exclude<PageRole, 'owner'>,
      }));
    return { owner, others };
  };

  // The demo musician's band, and the venue of her next gig.
  const bandMembers = faker.helpers.arrayElements(musicians, 3);
  const nachtfalter = addPage(
    {
      kind: 'artist',
      artistForm: 'band',
      status: 'active',
      name: DEMO_PAGES.band.name,
      urlname: DEMO_PAGES.band.urlname,
      website: 'https://nachtfalter.example/',
      city: koeln,
      description:
        'Indie-Pop mit deutschen Texten aus Köln-Ehrenfeld. Seit 2021 auf kleinen und mittleren Bühnen zwischen Rhein und Ruhr unterwegs; die EP „Nachtlichter“ ist 2024 erschienen.',
      genres: ['indie', 'pop', 'deutschpop'],
      // The website is shown on its own: a link repeating it would be listed twice.
      links: [
        { url: 'https://nachtfalter.example/musik/nachtlichter', label: 'EP „Nachtlichter“' },
      ],
    },
    {
      owner: lena,
      others: bandMembers.map((person, index) => ({
        person,
        role: index === 0 ? 'admin' : 'member',
      })),
    },
    {
      avatar: { kind: 'avatar', name: DEMO_PAGES.band.name },
      cover: { kind: 'cover', title: DEMO_PAGES.band.name, subtitle: 'Indie-Pop · Köln' },
    },
  );
  usedUrlnames.add(DEMO_PAGES.band.urlname);
  addAlbum(
    plan,
    { kind: 'page', id: nachtfalter.id },
    lena.id,
    'Tour 2025',
    3,
    since,
    seedId,
    addImage,
  );
  plan.videos.push({
    id: seedId(),
    ownerKind: 'page',
    ownerId: nachtfalter.id,
    uploadedBy: lena.id,
    youtubeId: DEMO_YOUTUBE_ID,
    title: 'Probenraum-Cover: Bohemian Rhapsody',
    position: 0,
    createdAt: since(1),
  });
  const venueOwner = faker.helpers.arrayElement(activePeople);
  addPage(
    {
      kind: 'location',
      status: 'active',
      name: DEMO_PAGES.venue.name,
      urlname: DEMO_PAGES.venue.urlname,
      city: koeln,
      description: fill(VENUE_DESCRIPTIONS[0], { days: 'fünf', capacity: '450' }),
      genres: ['rock', 'indie', 'electronic'],
    },
    { owner: venueOwner, others: [] },
    {
      avatar: { kind: 'avatar', name: DEMO_PAGES.venue.name },
      cover: { kind: 'cover', title: DEMO_PAGES.venue.name, subtitle: 'Venloer Straße 210 · Köln' },
    },
  );
  usedUrlnames.add(DEMO_PAGES.venue.urlname);

  const artists: PagePlan[] = [nachtfalter];
  for (let index = 0; index < GENERATED_BANDS + GENERATED_SOLO_ACTS; index += 1) {
    const solo = index >= GENERATED_BANDS;
    const owner = faker.helpers.arrayElement(musicians);
    const name = solo
      ? uniqueName(() =>
          faker.datatype.boolean({ probability: 0.5 })
            ? owner.name
            : `${owner.firstname} ${faker.helpers.arrayElement(BAND_COMPOUNDS)}`,
        )
      : uniqueName(() => bandName(owner));
    const city = faker.helpers.arrayElement(SEED_CITIES);
    const genres = faker.helpers.arrayElements(SEED_GENRES, { min: 1, max: 3 });
    const form: ArtistForm = solo ? 'solo' : 'band';
    const status = faker.helpers.weightedArrayElement<PageStatus>([
      { weight: 14, value: 'active' },
      { weight: 2, value: 'founding' },
      { weight: 2, value: 'inactive' },
      { weight: 2, value: 'disbanded' },
    ]);
    const description = fill(
      faker.helpers.arrayElement(solo ? SOLO_DESCRIPTIONS : BAND_DESCRIPTIONS),
      {
        year: String(faker.number.int({ min: 2005, max: now.getUTCFullYear() - 1 })),
        city: city.name,
        genre: faker.helpers.arrayElement(['Indie', 'Rock', 'Pop', 'Jazz', 'Punk', 'Funk', 'Folk']),
      },
    );
    artists.push(
      addPage(
        {
          kind: 'artist',
          artistForm: form,
          status,
          name,
          urlname: urlnameFor(name, city),
          website: faker.datatype.boolean({ probability: 0.5 })
            ? `https://${slugify(name)}.example/`
            : null,
          city,
          description,
          genres,
        },
        solo ? { owner, others: [] } : bandTeam(owner, faker.number.int({ min: 2, max: 4 })),
        {
          avatar: faker.datatype.boolean({ probability: 0.85 }) ? poolAvatar() : null,
          cover: faker.datatype.boolean({ probability: 0.6 }) ? poolCover() : null,
        },
      ),
    );
  }
  // The demo musician plays in a second band, too.
  const secondBand = artists.find(
    (page) => page !== nachtfalter && page.artistForm === 'band' && page.status === 'active',
  );
  if (secondBand) {
    // Her next gig shares the bill with that band.
    const gig = plan.profiles[0]?.gigs?.[0];
    if (gig) gig.artists = `${DEMO_PAGES.band.name}, ${secondBand.name}`;
    plan.members.push({
      pageId: secondBand.id,
      userId: lena.id,
      role: 'member',
      joinedVia: 'invite',
      createdAt: since(1),
    });
  }

  const venues: PagePlan[] = [];
  for (let index = 0; index < GENERATED_VENUES; index += 1) {
    const city = faker.helpers.arrayElement(SEED_CITIES.filter((c) => c.districts));
    const district = faker.helpers.arrayElement(city.districts ?? [city.name]);
    const name = uniqueName(() =>
      faker.datatype.boolean({ probability: 0.6 })
        ? `${faker.helpers.arrayElement(VENUE_KINDS)} ${district}`
        : `${faker.helpers.arrayElement(VENUE_NAMES)} ${city.name}`,
    );
    const owner = faker.helpers.arrayElement(activePeople);
    const team = faker.helpers
      .arrayElements(activePeople, { min: 0, max: 2 })
      .map((person) => ({ person, role: faker.helpers.arrayElement(['admin', 'team'] as const) }));
    venues.push(
      addPage(
        {
          kind: 'location',
          status: faker.datatype.boolean({ probability: 0.9 }) ? 'active' : 'closed',
          name,
          urlname: faker.datatype.boolean({ probability: 0.6 }) ? urlnameFor(name, city) : null,
          website: faker.datatype.boolean({ probability: 0.5 })
            ? `https://${slugify(name)}.example/`
            : null,
          city,
          description: fill(faker.helpers.arrayElement(VENUE_DESCRIPTIONS), {
            days: faker.helpers.arrayElement(['drei', 'vier', 'fünf', 'sechs']),
            capacity: String(faker.number.int({ min: 8, max: 120 }) * 10),
          }),
          genres: faker.helpers.arrayElements(SEED_GENRES, { min: 0, max: 3 }),
        },
        { owner, others: team },
        {
          avatar: faker.datatype.boolean({ probability: 0.8 }) ? poolAvatar() : null,
          cover: faker.datatype.boolean({ probability: 0.6 }) ? poolCover() : null,
        },
      ),
    );
  }

  const organizations: PagePlan[] = [];
  const types = Object.keys(ORGANIZATION_PATTERNS) as OrganizationType[];
  for (let index = 0; index < GENERATED_ORGANIZATIONS; index += 1) {
    // Every type at least twice, then at random.
    const type =
      index < types.length * 2
        ? (types[index % types.length] as OrganizationType)
        : faker.helpers.arrayElement(types);
    const city = faker.helpers.arrayElement(SEED_CITIES);
    const name = uniqueName(() =>
      fill(faker.helpers.arrayElement(ORGANIZATION_PATTERNS[type]), {
        city: city.name,
        surname: faker.person.lastName(),
        word: faker.helpers.arrayElement(ORGANIZATION_WORDS),
      }),
    );
    const owner = faker.helpers.arrayElement(activePeople);
    const team = faker.helpers.arrayElements(activePeople, { min: 0, max: 3 }).map((person) => ({
      person,
      role: faker.helpers.arrayElement(['admin', 'member', 'team'] as const),
    }));
    organizations.push(
      addPage(
        {
          kind: 'organization',
          organizationType: type,
          status: faker.datatype.boolean({ probability: 0.9 }) ? 'active' : 'closed',
          name,
          urlname: faker.datatype.boolean({ probability: 0.5 }) ? urlnameFor(name, city) : null,
          website: `https://${slugify(name).slice(0, 40).replace(/-+$/, '')}.example/`,
          city,
          description: fill(ORGANIZATION_DESCRIPTIONS[type], { city: city.name }),
          genres: [],
        },
        { owner, others: team },
        {
          avatar: faker.datatype.boolean({ probability: 0.8 }) ? poolAvatar() : null,
          cover: faker.datatype.boolean({ probability: 0.5 }) ? poolCover() : null,
        },
      ),
    );
  }

  // A few generated bands show stage photos.
  for (const artist of faker.helpers.arrayElements(artists.slice(1), 4)) {
    const owner = plan.members.find((m) => m.pageId === artist.id && m.role === 'owner');
    addAlbum(
      plan,
      { kind: 'page', id: artist.id },
      owner?.userId ?? null,
      'Live',
      2,
      since,
      seedId,
      addImage,
      poolPhoto,
    );
  }

  // -- Follows: the demo musician follows venues, organizations and bands; others follow at random.
  const follow = new Map<string, typeof pageFollows.$inferInsert>();
  const addFollow = (userId: string, pageId: string) => {
    follow.set(`${pageId}:${userId}`, { pageId, userId, createdAt: since(1) });
  };
  const lenasPages = new Set(plan.members.filter((m) => m.userId === lena.id).map((m) => m.pageId));
  for (const page of [
    ...faker.helpers.arrayElements(venues, 3),
    ...faker.helpers.arrayElements(organizations, 2),
    ...faker.helpers.arrayElements(
      artists.filter((a) => !lenasPages.has(a.id)),
      3,
    ),
  ]) {
    addFollow(lena.id, page.id);
  }
  const venuePage = plan.pages.find((page) => page.urlname === DEMO_PAGES.venue.urlname);
  if (venuePage) addFollow(lena.id, venuePage.id);
  for (const person of activePeople) {
    for (const page of faker.helpers.arrayElements(plan.pages, { min: 0, max: 5 })) {
      addFollow(person.id, page.id);
    }
  }
  plan.follows = [...follow.values()];
  return plan;

  function pickInstruments(): (typeof SEED_INSTRUMENTS)[number][] {
    const main = faker.helpers.arrayElement(
      faker.datatype.boolean({ probability: 0.7 }) ? COMMON_INSTRUMENTS : SEED_INSTRUMENTS,
    );
    const more = faker.helpers.arrayElements(SEED_INSTRUMENTS, { min: 0, max: 2 });
    return [...new Set([main, ...more])];
  }

  function pickGear(instruments: readonly string[], today: Date): SeedGear[] {
    const options = instruments.flatMap((id) => {
      const group = GEAR_GROUP_OF[id];
      return group ? (GEAR_BY_INSTRUMENT[group] ?? []) : [];
    });
    return faker.helpers
      .arrayElements([...new Set(options)], { min: 0, max: 3 })
      .map((item) =>
        faker.datatype.boolean({ probability: 0.5 })
          ? { ...item, year: faker.number.int({ min: 1975, max: today.getUTCFullYear() }) }
          : { ...item },
      );
  }

  function bandName(owner: Person): string {
    switch (faker.number.int({ min: 0, max: 4 })) {
      case 0:
      case 1:
        return `Die ${faker.helpers.arrayElement(BAND_ADJECTIVES)} ${faker.helpers.arrayElement(BAND_NOUNS_PLURAL)}`;
      case 2:
        return faker.helpers.arrayElement(BAND_COMPOUNDS);
      case 3: {
        const [first, second] = faker.helpers.arrayElements(BAND_PAIR_WORDS, 2);
        return `${first} & ${second}`;
      }
      default:
        return `${owner.name.split(' ').at(-1)} ${faker.helpers.arrayElement(ENSEMBLE_WORDS)}`;
    }
  }
}

function addAlbum(
  plan: SeedPlan,
  owner: { kind: MediaOwnerKind; id: string },
  uploadedBy: string | null,
  title: string,
  count: number,
  since: (years: number) => Date,
  seedId: () => string,
  addImage: (
    owner: { kind: MediaOwnerKind; id: string },
    purpose: ImagePurpose,
    source: ImageSource,
    uploadedBy: string | null,
  ) => string,
  photoSource: () => ImageSource = (() => {
    let next = 0;
    return () => ({ kind: 'photo', seed: next++ % POOL.photos });
  })(),
) {
  const albumId = seedId();
  plan.albums.push({
    id: albumId,
    ownerKind: owner.kind,
    ownerId: owner.id,
    uploadedBy,
    title,
    position: 0,
    createdAt: since(1),
  });
  for (let position = 0; position < count; position += 1) {
    const imageId = addImage(owner, 'photo', photoSource(), uploadedBy);
    plan.albumPhotos.push({
      id: seedId(),
      albumId,
      imageId,
      caption: faker.helpers.arrayElement(PHOTO_CAPTIONS),
      position,
      createdAt: since(1),
    });
  }
}

function cityNamed(name: string): SeedCity {
  const city = SEED_CITIES.find((c) => c.name === name);
  if (!city) throw new Error(`seed: unknown city ${name}`);
  return city;
}

/** `{key}` placeholders filled in. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** An ISO timestamp `days` after `now`, at `hour`:00 UTC. */
function daysFrom(now: Date, days: number, hour: number): string {
  const date = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour),
  );
  return date.toISOString();
}
