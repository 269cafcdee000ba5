import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { prepareStatement } from '../../db/prepared.ts';
import { contactAdMatchNotices } from '../../db/schema/index.ts';
import {
  computeMatchSetsSql,
  MATCH_SETS_LOCK,
  markSeenSql,
  matchesSql,
  ownAdIdsSql,
  type MatchesOf,
  type MatchesPosition,
} from './contact-ad-matches.sql.ts';
import type { MatchRow } from './contact-ad-matches.presenter.ts';

/**
 * Reads again when a change deleted a set between computing it and reading it; beyond that the
 * page is shown without the ads still missing (rare: a change to a fitting ad every few ms).
 */
const READS_WHILE_MISSING = 3;

/**
 * How many of each ad's first rows a read merges, as a multiple of the page: enough when fewer
 * than two in three fail the checks (a stored candidate no longer live or visible). A read whose
 * window was too small says so, and is read again with a window large enough for every row.
 */
const WINDOW_PER_PAGE = 3;
const WHOLE_WINDOW = 2 ** 31 - 1;

/** A read of matches: whose, the page, and whether it may move the read marks. */
export type MatchesRead = {
  of: MatchesOf;
  viewerId: string;
  /** The ad, when `of` is 'ad'. */
  adId?: string;
  after: MatchesPosition | null;
  limit: number;
  /** The notices' worker: the other ads only, and no read mark moves. */
  adsOnly?: boolean;
};

/** The rows of a read, and whether it moved the read marks (`owner` for one ad). */
export type MatchesResult = { rows: MatchRow[]; moved: boolean; owner: MatchRow['owner'] };

/**
 * Reads of the matches (docs/decisions.md 73); the statements are in contact-ad-matches.sql.ts.
 * A read of stored matches is one prepared statement, and a second that moves the read marks
 * when there is something new; an ad read for the first time after a change is computed first.
 */
export function createContactAdMatchesRepository(db: Database) {
  const statements = new Map<
    string,
    (values: Record<string, unknown>) => Promise<{ page: MatchRow[] }[]>
  >();
  /** The prepared statement of a shape (one name each, built on first use). */
  function statementOf(of: MatchesOf, after: boolean, adsOnly: boolean) {
    const name = `contact_ad_matches_${of}${after ? '_after' : ''}${adsOnly ? '_ads' : ''}`;
    let statement = statements.get(name);
    if (!statement) {
      statement = prepareStatement<{ page: MatchRow[] }>(
        db,
        name,
        matchesSql(of, { after, adsOnly }),
        ['page'],
      );
      statements.set(name, statement);
    }
    return statement;
  }

  /** Computes the sets of these ads, ordered after every change in flight (migration 0036). */
  async function computeSets(adIds: readonly string[]): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MATCH_SETS_LOCK})`);
      await tx.execute(computeMatchSetsSql(adIds));
    });
  }

  async function matches(read: MatchesRead): Promise<MatchesResult> {
    const { of, viewerId, adId, after, limit, adsOnly = false } = read;
    const statement = statementOf(of, after !== null, adsOnly);
    const values: Record<string, unknown> = {
      viewerId,
      limit,
      window: limit * WINDOW_PER_PAGE,
      ...(of === 'ad' ? { adId } : {}),
      ...(after
        ? {
            afterScore: after.score,
            afterAdId: after.forAdId,
            afterKind: after.kind,
            afterId: after.id,
            afterMoved: after.moved,
          }
        : {}),
    };
    for (let attempt = 1; ; attempt += 1) {
      const rows = (await statement(values))[0]?.page ?? [];
      const flags = rows[0];
      if (flags && flags.missing.length > 0 && attempt < READS_WHILE_MISSING) {
        await computeSets(flags.missing);
        continue;
      }
      if (flags?.incomplete && values['window'] !== WHOLE_WINDOW) {
        values['window'] = WHOLE_WINDOW;
        continue;
      }
      const moved = !after && !adsOnly && (flags?.unseen ?? false);
      if (moved) {
        await db.execute(markSeenSql(of === 'ad' ? sql`(${adId!})` : ownAdIdsSql(viewerId)));
      }
      return {
        rows: rows.filter((row) => row.candidate_id !== null),
        moved,
        owner: flags?.owner ?? null,
      };
    }
  }

  return {
    matches,

    /** The other ads that fit a live ad, best first (the new-match notices). */
    otherAdsFitting: async (adId: string, writerId: string, limit: number) =>
      (await matches({ of: 'ad', viewerId: writerId, adId, after: null, limit, adsOnly: true }))
        .rows,

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
  };
}

export type ContactAdMatchesRepository = ReturnType<typeof createContactAdMatchesRepository>;
