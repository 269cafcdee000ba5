import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pagesManagedBySql } from '../pages/pages.module.ts';
import { matchesSql, ownAdIdsSql, type MatchesPosition } from './contact-ad-matches.sql.ts';
import type { MatchRow } from './contact-ad-matches.presenter.ts';

/** Reads of the matches (one statement each); the statement is in contact-ad-matches.sql.ts. */
export function createContactAdMatchesRepository(db: Database) {
  async function matches(
    mineIds: SQL,
    viewerId: string,
    after: MatchesPosition | null,
    limit: number,
  ): Promise<MatchRow[]> {
    const result = await db.execute<MatchRow>(matchesSql({ mineIds, viewerId, after, limit }));
    return result.rows;
  }

  return {
    /** Whether the ad exists, and whether the viewer publishes it (as themself or by a page). */
    async ownership(adId: string, viewerId: string): Promise<'mine' | 'other' | null> {
      const result = await db.execute<{ mine: boolean }>(sql`
        select (case when ad.publisher_page_id is null then ad.publisher_user_id = ${viewerId}
          else ad.publisher_page_id in ${pagesManagedBySql(viewerId)} end) as mine
        from contact_ads ad where ad.id = ${adId}`);
      const row = result.rows[0];
      return row ? (row.mine ? 'mine' : 'other') : null;
    },

    /** The matches of one ad (the caller checked it is the viewer's). */
    ofAd: (adId: string, viewerId: string, after: MatchesPosition | null, limit: number) =>
      matches(sql`(${adId})`, viewerId, after, limit),

    /** The matches of all the viewer's live ads. */
    ofViewer: (viewerId: string, after: MatchesPosition | null, limit: number) =>
      matches(ownAdIdsSql(viewerId), viewerId, after, limit),
  };
}

export type ContactAdMatchesRepository = ReturnType<typeof createContactAdMatchesRepository>;
