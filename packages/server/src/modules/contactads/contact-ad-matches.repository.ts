import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { contactAdMatchNotices } from '../../db/schema/index.ts';
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
    adsOnly = false,
  ): Promise<MatchRow[]> {
    const result = await db.execute<MatchRow>(
      matchesSql({ mineIds, viewerId, after, limit, adsOnly }),
    );
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

    /** The other ads that fit a live ad, best first (the new-match notices). */
    otherAdsFitting: (adId: string, writerId: string, limit: number) =>
      matches(sql`(${adId})`, writerId, null, limit, true),

    /** A live ad's title and writer (null when it is not live). */
    async liveAd(adId: string): Promise<{ title: string; writerId: string } | null> {
      const result = await db.execute<{ title: string; writer_id: string }>(sql`
        select ad.title, ad.publisher_user_id as writer_id from contact_ads ad
        where ad.id = ${adId} and ad.status = 'active' and ad.expires_at > now()
          and not ad.hidden and not ad.shadowed`);
      const row = result.rows[0];
      return row ? { title: row.title, writerId: row.writer_id } : null;
    },

    /**
     * Records the pairs of `adId` with `otherIds` as told; answers the others not told before
     * (a pair is told once, whichever ad came later).
     */
    async markNotified(tx: Transaction, adId: string, otherIds: string[]): Promise<string[]> {
      if (otherIds.length === 0) return [];
      const pairs = otherIds.map((otherId) =>
        adId < otherId
          ? { adLowId: adId, adHighId: otherId }
          : { adLowId: otherId, adHighId: adId },
      );
      const rows = await tx
        .insert(contactAdMatchNotices)
        .values(pairs)
        .onConflictDoNothing()
        .returning({ low: contactAdMatchNotices.adLowId, high: contactAdMatchNotices.adHighId });
      return rows.map((row) => (row.low === adId ? row.high : row.low));
    },

    /** The matches of all the viewer's live ads. */
    ofViewer: (viewerId: string, after: MatchesPosition | null, limit: number) =>
      matches(ownAdIdsSql(viewerId), viewerId, after, limit),
  };
}

export type ContactAdMatchesRepository = ReturnType<typeof createContactAdMatchesRepository>;
