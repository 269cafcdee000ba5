/**
 * `npm run seed`: applies the migrations and fills an empty database with the demo data.
 * Uses the same environment as the server (DATABASE_URL, else PGlite in DATA_DIR).
 */
import { loadConfig } from '../../config.ts';
import { createDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { createSeedImageStore } from './image-store.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_MODERATOR2_TOTP_SECRET,
  DEMO_MODERATOR_TOTP_SECRET,
  DEMO_PAGES,
  DEMO_PASSWORD,
  seedDatabase,
} from './index.ts';

const config = loadConfig(process.env);
const database = await createDatabase(config);
try {
  const where =
    database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  await migrateDatabase(database, config.migrationsDir);
  console.log(`Migrations applied to ${where}.`);
  const result = await seedDatabase(database.db, {
    images: createSeedImageStore(createStorage(config)),
  });
  if (result.seeded) {
    console.log(
      `Seeded ${result.users} users, ${result.pages} pages and ${result.images} pictures. Demo accounts (password ${DEMO_PASSWORD}):`,
    );
    console.log(`  ${DEMO_ACCOUNTS.musician.email}  (${DEMO_ACCOUNTS.musician.name}, musician)`);
    console.log(
      `  ${DEMO_ACCOUNTS.admin.email}  (site administrator; TOTP secret ${DEMO_ADMIN_TOTP_SECRET})`,
    );
    console.log(
      `  ${DEMO_ACCOUNTS.moderator.email}  (site moderator; TOTP secret ${DEMO_MODERATOR_TOTP_SECRET})`,
    );
    console.log(
      `  ${DEMO_ACCOUNTS.moderator2.email}  (site moderator; TOTP secret ${DEMO_MODERATOR2_TOTP_SECRET})`,
    );
    console.log(
      `  Lena's band: /${DEMO_PAGES.band.urlname}, a venue: /${DEMO_PAGES.venue.urlname}`,
    );
  } else {
    console.log('The database already has users: nothing seeded.');
  }
} finally {
  await database.close();
}
