/**
 * Journeys that need time to pass (a gig that is over, so both sides can rate it) move the
 * data, not the clock: the app and its jobs keep the real time. That needs the app's database,
 * which a journey reaches only when the app runs on PostgreSQL (CI always does); on embedded
 * PGlite the app holds its data folder alone.
 */
import pg from 'pg';
import { inject } from 'vitest';

export const databaseUrl = (): string => inject('databaseUrl');

/** Moves every date of an offer `daysAgo` days into the past (the gig has taken place). */
export async function moveOfferIntoThePast(offerId: string, daysAgo: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `update booking_dates set starts_at = now() - make_interval(days => $2)
         where offer_id = $1`,
      [offerId, daysAgo],
    );
    await client.query(
      `update booking_offers
          set first_starts_at = now() - make_interval(days => $2),
              last_starts_at = now() - make_interval(days => $2),
              ends_at = now() - make_interval(days => $2) + make_interval(mins => duration_minutes),
              apply_until = null
        where id = $1`,
      [offerId, daysAgo],
    );
    await client.query('commit');
  } finally {
    await client.end();
  }
}
