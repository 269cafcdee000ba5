/**
 * The demo data plan: every row the seeder inserts (cities by name, pictures as jobs), and the
 * context its sections share. The sections draw from one seeded faker, so they must run in a
 * fixed order (see `buildSeedPlan`): moving a draw changes every value after it.
 */
import { fakerDE as faker } from '@faker-js/faker';
import type { ImagePurpose, MediaOwnerKind, PageKind } from '@backline/domain';
import { BASE62 } from '../../platform/ids.ts';
import type {
  albumPhotos,
  albums,
  contactRelations,
  pageFollows,
  pageMembers,
  pages,
  profiles,
  videos,
  NewUserRow,
} from '../schema/index.ts';
import { SEED_CITIES, type SeedCity } from './data/cities.ts';

const SEED = 20_240_601;
/** Generated pictures, reused across rows (each row still gets files of its own). */
export const POOL = { avatars: 10, covers: 5, photos: 4 } as const;

/** What a picture shows; equal sources are drawn and processed once. */
export type ImageSource =
  | { kind: 'avatar'; name: string; seed?: number }
  | { kind: 'cover'; title: string; subtitle?: string; seed?: number }
  | { kind: 'photo'; seed: number };

export type ImageJob = {
  id: string;
  ownerKind: MediaOwnerKind;
  ownerId: string;
  uploadedBy: string | null;
  purpose: ImagePurpose;
  createdAt: Date;
  source: ImageSource;
};

export type MediaOwner = { kind: MediaOwnerKind; id: string };

export type ProfilePlan = Omit<typeof profiles.$inferInsert, 'cityId'> & {
  city: SeedCity | null;
  avatarImageId: string | null;
  coverImageId: string | null;
};

export type PagePlan = Omit<typeof pages.$inferInsert, 'cityId'> & {
  id: string;
  name: string;
  kind: PageKind;
  city: SeedCity | null;
  avatarImageId: string | null;
  coverImageId: string | null;
};

export type SeedPlan = {
  users: NewUserRow[];
  profiles: ProfilePlan[];
  pages: PagePlan[];
  members: (typeof pageMembers.$inferInsert)[];
  follows: (typeof pageFollows.$inferInsert)[];
  contacts: (typeof contactRelations.$inferInsert)[];
  images: ImageJob[];
  albums: (typeof albums.$inferInsert)[];
  albumPhotos: (typeof albumPhotos.$inferInsert & { imageId: string })[];
  videos: (typeof videos.$inferInsert)[];
};

export type Person = {
  id: string;
  name: string;
  firstname: string;
  musician: boolean;
  createdAt: Date;
};

export type GeneratedPerson = Person & { sex: 'female' | 'male'; active: boolean };

/** The accounts that the later sections build on. */
export type People = {
  /** The demo musician. */
  lena: Person;
  /** Generated accounts that finished the activation. */
  active: GeneratedPerson[];
  /** The active ones that are musicians. */
  musicians: GeneratedPerson[];
};

/** What every section shares: "today", the password hash and the seeded id and date makers. */
export type SeedContext = {
  now: Date;
  passwordHash: string;
  /** A fresh id drawn from the seeded faker. */
  seedId: () => string;
  /** A date in the `years` before `now`. */
  since: (years: number) => Date;
};

/** Seeds faker (so call it first) and returns the context and an empty plan. */
export function startSeedPlan(
  passwordHash: string,
  now: Date,
): { ctx: SeedContext; plan: SeedPlan } {
  faker.seed(SEED);
  const ctx: SeedContext = {
    now,
    passwordHash,
    seedId: () => faker.string.fromCharacters(BASE62, 10),
    since: (years) => faker.date.past({ years, refDate: now }),
  };
  const plan: SeedPlan = {
    users: [],
    profiles: [],
    pages: [],
    members: [],
    follows: [],
    contacts: [],
    images: [],
    albums: [],
    albumPhotos: [],
    videos: [],
  };
  return { ctx, plan };
}

export function cityNamed(name: string): SeedCity {
  const city = SEED_CITIES.find((c) => c.name === name);
  if (!city) throw new Error(`seed: unknown city ${name}`);
  return city;
}

/** `{key}` placeholders filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** An ISO timestamp `days` after `now`, at `hour`:00 UTC. */
export function daysFrom(now: Date, days: number, hour: number): string {
  const date = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour),
  );
  return date.toISOString();
}
