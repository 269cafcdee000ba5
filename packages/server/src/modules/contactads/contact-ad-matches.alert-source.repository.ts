import { sql, type SQL } from 'drizzle-orm';
import { ContactAdListQuerySchema, detailPath, type ContactAdListQuery } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import {
  queryOfFilter,
  type AlertFilter,
  type AlertSource,
} from '../../platform/alerts/alert-source.ts';
import { matchedBookmarksSql } from '../../platform/alerts/alert-source.sql.ts';

/**
 * The list's filter as SQL over `contact_ads` (the contact-ads module's
 * `contactAdFilterSql(query, viewer)` of contact-ad-list.sql.ts, passed in at composition).
 */
export type ContactAdFilterSql = (query: ContactAdListQuery, viewerId: string) => SQL;

/**
 * The saved-search alerts of `/musikersuche` (issue 18 item 5): for a newly listed ad, which
 * saved filters let it through, each the list's own filter with the bookmark's owner as viewer,
 * over the ads others may see: one statement for the ad and a batch of filters. The viewer's own
 * lists (`filter=myads`, `filter=matches`) never alert (matches have their own notices), and a
 * filter the list would refuse (422) matches nothing.
 */
export function contactAdListAlertSource(db: Database, filterSql: ContactAdFilterSql): AlertSource {
  return {
    route: '/musikersuche',
    async match(itemId: string, filters: readonly AlertFilter[]) {
      const matched = matchedBookmarksSql(filters, (filter) => {
        const parsed = ContactAdListQuerySchema.safeParse(queryOfFilter(filter.filter));
        if (!parsed.success || parsed.data.filter) return null;
        return filterSql(parsed.data, filter.userId);
      });
      const result = await db.execute<{
        title: string;
        publisher_user_id: string;
        matched: string[];
      }>(sql`
        select contact_ads.title, contact_ads.publisher_user_id, ${matched} as matched
        from contact_ads
        where contact_ads.id = ${itemId} and contact_ads.status = 'active'
          and contact_ads.expires_at > now()
          and not contact_ads.hidden and not contact_ads.shadowed`);
      const row = result.rows[0];
      if (!row) return null;
      return {
        item: {
          title: row.title,
          path: detailPath('/contactad', row.title, itemId),
          publisherUserId: row.publisher_user_id,
        },
        bookmarkIds: row.matched,
      };
    },
  };
}
