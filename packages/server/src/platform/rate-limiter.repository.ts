import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';
import type { RateLimitStore } from './rate-limiter.ts';

/** The limiter's counters in PostgreSQL, so that several app servers share them. */
export function createRateLimitRepository(db: Database): RateLimitStore {
  return {
    /** One atomic statement: concurrent hits on the same window never lose a count. */
    async increment(key, windowStart) {
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.windowStart],
          set: { count: sql`${sql.identifier('rate_limit_hits')}.${sql.identifier('count')} + 1` },
        })
        .returning({ count: rateLimitHits.count });
      if (!row) throw new Error('Counting a rate limit hit returned no row.');
      return row.count;
    },

    async deleteWindowsBefore(cutoff) {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, cutoff));
    },
  };
}
