import { fakerDE as faker } from '@faker-js/faker';
import { slugify } from '@backline/domain';
import { sql } from 'drizzle-orm';
import { BASE62 } from '../platform/ids.ts';
import { hashPassword } from '../platform/passwords.ts';
import type { Database } from './client.ts';
import { users, type NewUserRow } from './schema/index.ts';
import { COMMON_INSTRUMENTS, SEED_CITIES, SEED_INSTRUMENTS } from './seed-data.ts';

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

const SEED = 20_240_601;
const GENERATED_USERS = 150;
/** Fixed, so that two seeders racing on one server serialize instead of both inserting. */
const SEED_LOCK_KEY = 4_231_901_772;

export type SeedResult = { seeded: boolean; users: number };

/**
 * Fills an empty database with demo data: the two demo accounts and ~150 German-speaking
 * musicians and private users. Does nothing when any user exists, so it is safe to run on every
 * start. Deterministic apart from ids' timestamps: faker runs with a fixed seed.
 */
export async function seedDatabase(db: Database): Promise<SeedResult> {
  // Hashing is slow on purpose: one hash serves every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx
      .select({ any: sql<number>`1` })
      .from(users)
      .limit(1);
    if (existing) return { seeded: false, users: 0 };
    const rows = buildSeedUsers(passwordHash, new Date());
    await tx.insert(users).values(rows);
    return { seeded: true, users: rows.length };
  });
}

function buildSeedUsers(passwordHash: string, now: Date): NewUserRow[] {
  faker.seed(SEED);
  const seedId = () => faker.string.fromCharacters(BASE62, 10);
  const since = (years: number) => faker.date.past({ years, refDate: now });
  const rows: NewUserRow[] = [
    {
      id: seedId(),
      email: DEMO_ACCOUNTS.musician.email,
      passwordHash,
      name: DEMO_ACCOUNTS.musician.name,
      firstname: 'Lena',
      lastname: 'Hoffmann',
      type: 'musician',
      role: 'user',
      locale: 'de',
      city: 'Köln',
      instruments: ['Gitarre', 'Gesang'],
      activatedAt: since(2),
      createdAt: since(2),
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
      city: 'Berlin',
      instruments: [],
      totpSecret: DEMO_ADMIN_TOTP_SECRET,
      totpEnabledAt: since(1),
      activatedAt: since(3),
      createdAt: since(3),
    },
  ];
  for (let index = 0; index < GENERATED_USERS; index += 1) {
    const sex = faker.helpers.arrayElement(['female', 'male'] as const);
    const firstname = faker.person.firstName(sex);
    const lastname = faker.person.lastName();
    const isMusician = faker.datatype.boolean({ probability: 0.7 });
    const createdAt = since(3);
    rows.push({
      id: seedId(),
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
      city: faker.helpers.maybe(() => faker.helpers.arrayElement(SEED_CITIES), {
        probability: isMusician ? 0.95 : 0.6,
      }),
      instruments: isMusician ? pickInstruments() : [],
      // A few accounts never finished the activation.
      activatedAt: faker.datatype.boolean({ probability: 0.95 }) ? createdAt : null,
      createdAt,
    });
  }
  return rows;
}

function pickInstruments(): string[] {
  const main = faker.helpers.arrayElement(
    faker.datatype.boolean({ probability: 0.7 }) ? COMMON_INSTRUMENTS : SEED_INSTRUMENTS,
  );
  const more = faker.helpers.arrayElements(SEED_INSTRUMENTS, { min: 0, max: 2 });
  return [...new Set([main, ...more])];
}
