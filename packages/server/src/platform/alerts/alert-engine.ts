import type { BookmarkRoute } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { WorkQueue } from '../jobs/work-queue.ts';
import type { AlertFilter, AlertSource } from './alert-source.ts';
import { createDigestRepository } from './digest.repository.ts';

/** The work queue of the alerts: one job per published item. */
export const ALERTS_QUEUE = 'alerts.item';
/** The notification kind of an alert (mailed in the daily digest, not one by one). */
export const ALERT_NOTIFICATION = 'alerts.new_items';
/** Saved filters asked in one statement. */
const FILTER_BATCH = 200;

export type AlertNotify = (
  tx: Transaction,
  recipients: string[],
  notice: { kind: string; params: Record<string, string>; path: string | null },
) => Promise<void>;

export type AlertEngineOptions = {
  db: Database;
  work: Pick<WorkQueue, 'register' | 'enqueue'>;
  /** The alert-enabled saved filters of a route (the bookmarks module). */
  alertFilters: (route: BookmarkRoute) => Promise<AlertFilter[]>;
  notify: AlertNotify;
};

/**
 * Saved-search alerts, one engine for every list (issue 18 item 5). A list registers its
 * `AlertSource`; where an item of it becomes listed, its module calls `itemPublished(tx, route,
 * id)` inside that transaction, which queues a job (platform/jobs/work-queue.ts). The job loads
 * the route's alert-enabled bookmarks, asks the source which of them the item passes (one
 * statement per 200 filters), and for each owner (never the item's publisher) records the item
 * for the daily digest and notifies them (`alerts.new_items`), in one transaction. The digest
 * row's unique key (user, route and item) makes a retried job tell nobody twice.
 */
export function createAlertEngine({ db, work, alertFilters, notify }: AlertEngineOptions) {
  const sources = new Map<string, AlertSource>();
  const digest = createDigestRepository(db);

  async function deliver(route: string, itemId: string): Promise<void> {
    const source = sources.get(route);
    if (!source) throw new Error(`No alert source for "${route}".`);
    const filters = await alertFilters(source.route);
    const matched = new Map<string, AlertFilter>();
    let item = null;
    for (let start = 0; start < filters.length; start += FILTER_BATCH) {
      const batch = filters.slice(start, start + FILTER_BATCH);
      const result = await source.match(itemId, batch);
      if (!result) return;
      item = result.item;
      for (const filter of batch) {
        // One alert per owner and item: the first of their matching bookmarks names it.
        if (result.bookmarkIds.includes(filter.bookmarkId) && !matched.has(filter.userId)) {
          matched.set(filter.userId, filter);
        }
      }
    }
    if (!item) return;
    const found = item;
    const recipients = [...matched.values()].filter(
      (filter) => filter.userId !== found.publisherUserId,
    );
    if (recipients.length === 0) return;
    await db.transaction(async (tx) => {
      const recorded = await digest.record(
        tx,
        recipients.map((filter) => ({
          userId: filter.userId,
          kind: 'alert' as const,
          groupName: filter.name,
          title: found.title,
          path: found.path,
          dedupeKey: `alert:${route}:${itemId}`,
        })),
      );
      const fresh = new Set(recorded.map((row) => row.userId));
      for (const filter of recipients) {
        if (!fresh.has(filter.userId)) continue;
        await notify(tx, [filter.userId], {
          kind: ALERT_NOTIFICATION,
          params: { bookmarkName: filter.name, itemTitle: found.title },
          path: found.path,
        });
      }
    });
  }

  work.register(ALERTS_QUEUE, ({ route = '', itemId = '' }) => deliver(route, itemId));

  return {
    /** A list registers itself (compose-modules collects `BacklineModule.alertSources`). */
    registerSource(source: AlertSource): void {
      if (sources.has(source.route)) throw new Error(`Two alert sources for "${source.route}".`);
      sources.set(source.route, source);
    },

    /** An item of `route` became listed: its alerts go once the caller's transaction commits. */
    async itemPublished(tx: Transaction, route: BookmarkRoute, itemId: string): Promise<void> {
      await work.enqueue(tx, ALERTS_QUEUE, { route, itemId });
    },

    /** The routes with a source (the web offers "alert me" on their bookmarks). */
    routes: (): string[] => [...sources.keys()],
  };
}

export type AlertEngine = ReturnType<typeof createAlertEngine>;
