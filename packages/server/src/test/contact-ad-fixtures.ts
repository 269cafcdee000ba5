import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cities, contactAds, profiles } from '../db/schema/index.ts';

// Test fixtures of the matches' tests: contact-ad rows straight in the database (the contact-ads
// module's create route is another branch's), cities by name, musicians' profiles.

export type AdValues = Partial<typeof contactAds.$inferInsert> & {
  publisherUserId: string;
  searchType: number;
};

const DAY = 24 * 3600 * 1000;

export function createContactAdFixtures(app: FastifyInstance) {
  const { db } = app.database;
  return {
    async cityId(name: string): Promise<number> {
      const [row] = await db
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.name, name), eq(cities.country, 'DE')))
        .orderBy(cities.population)
        .limit(1);
      if (!row) throw new Error(`No city ${name}.`);
      return row.id;
    },

    /** A live ad (active, 60 days to go) with the given fields over plain defaults. */
    async ad(values: AdValues): Promise<string> {
      const [row] = await db
        .insert(contactAds)
        .values({
          title: 'Ad',
          text: 'Text',
          ambition: 4,
          expiresAt: new Date(Date.now() + 60 * DAY),
          ...values,
        })
        .returning({ id: contactAds.id });
      if (!row) throw new Error('Inserting a contact ad returned no row.');
      return row.id;
    },

    async profile(userId: string, instruments: string[], cityId: number | null): Promise<void> {
      await db.insert(profiles).values({ userId, instruments, cityId, visibility: 'public' });
    },
  };
}
