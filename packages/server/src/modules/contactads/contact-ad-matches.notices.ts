import { detailPath } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { createDigestRepository } from '../../platform/alerts/digest.repository.ts';
import type { WorkQueue } from '../../platform/jobs/work-queue.ts';
import type { CandidateAdJson } from './contact-ad-matches.presenter.ts';
import { createContactAdMatchesRepository } from './contact-ad-matches.repository.ts';

/** The work queue of the new-match notices: one job per published (renewed, resumed) ad. */
export const MATCH_NOTICES_QUEUE = 'contactads.matches';
/** At most this many matches of one new ad are told (the best ones). */
const NOTICES_MAX = 200;
/** Where the writer of the new ad sees its matches. */
const MATCHES_PATH = '/musikersuche?filter=matches';

export type MatchNotify = (
  tx: Transaction,
  recipients: string[],
  notice: { kind: string; params: Record<string, string | number>; path: string | null },
) => Promise<void>;

/**
 * New-match notices (issue 18 item 4). `contactAdPublished(tx, adId)` runs inside the
 * transaction that publishes, renews or resumes an ad and queues a job there; the job computes
 * the ad's matches among the other live ads (the matches statement), and, for the pairs not told
 * before (`contact_ad_match_notices`), tells the writer of each matching ad
 * (`contactads.new_match`) and the new ad's writer how many there are
 * (`contactads.matches_found`), and records each for the daily digest, all in one transaction.
 */
export function createMatchNotices(options: {
  db: Database;
  work: Pick<WorkQueue, 'register' | 'enqueue'>;
  notify: MatchNotify;
}) {
  const { db, work, notify } = options;
  const repository = createContactAdMatchesRepository(db);
  const digest = createDigestRepository(db);

  async function tell(adId: string): Promise<void> {
    const ad = await repository.liveAd(adId);
    if (!ad) return;
    const rows = await repository.otherAdsFitting(adId, ad.writerId, NOTICES_MAX);
    if (rows.length === 0) return;
    const adPath = detailPath('/contactad', ad.title, adId);
    await db.transaction(async (tx) => {
      const fresh = new Set(
        await repository.markNotified(
          tx,
          adId,
          rows.map((row) => row.candidate_id),
        ),
      );
      const others = rows
        .filter((row) => fresh.has(row.candidate_id))
        .map((row) => row.candidate as CandidateAdJson);
      if (others.length === 0) return;
      await digest.record(tx, [
        ...others.map((other) => ({
          userId: other.fields.publisherUserId,
          kind: 'match' as const,
          groupName: other.title,
          title: ad.title,
          path: adPath,
          dedupeKey: `match:${other.fields.id}:${adId}`,
        })),
        ...others.map((other) => ({
          userId: ad.writerId,
          kind: 'match' as const,
          groupName: ad.title,
          title: other.title,
          path: detailPath('/contactad', other.title, other.fields.id),
          dedupeKey: `match:${adId}:${other.fields.id}`,
        })),
      ]);
      for (const other of others) {
        await notify(tx, [other.fields.publisherUserId], {
          kind: 'contactads.new_match',
          params: { adTitle: other.title, matchTitle: ad.title },
          path: adPath,
        });
      }
      await notify(tx, [ad.writerId], {
        kind: 'contactads.matches_found',
        params: { adTitle: ad.title, count: others.length },
        path: MATCHES_PATH,
      });
    });
  }

  work.register(MATCH_NOTICES_QUEUE, ({ adId = '' }) => tell(adId));

  return {
    /**
     * An ad became listed (created, renewed, resumed): its new matches are told once the
     * caller's transaction commits. The contact-ads module's `onPublished`.
     */
    async contactAdPublished(tx: Transaction, adId: string): Promise<void> {
      await work.enqueue(tx, MATCH_NOTICES_QUEUE, { adId });
    },
  };
}

export type MatchNotices = ReturnType<typeof createMatchNotices>;
