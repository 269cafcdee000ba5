import { inArray } from 'drizzle-orm';
import { moderationExcerpt, offerPath } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { bookingOffers } from '../../db/schema/index.ts';
import type { ModeratedContent, ModerationSubjectType } from '../reports/reports.module.ts';

/**
 * How moderators see a booking offer (issue 16): its title and description; the user who
 * published it is the one the user measures act on. No content actions (depublishing offers is
 * not built).
 */
export function bookingModerationSide(db: Database): ModerationSubjectType {
  return {
    actions: [],
    async describe(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: bookingOffers.id,
          title: bookingOffers.title,
          description: bookingOffers.description,
          publisherUserId: bookingOffers.publisherUserId,
          phase: bookingOffers.phase,
        })
        .from(bookingOffers)
        .where(inArray(bookingOffers.id, [...ids]));
      return new Map(
        rows.map((row): [string, ModeratedContent] => [
          row.id,
          {
            title: row.title,
            excerpt: moderationExcerpt(row.description),
            authorUserId: row.publisherUserId,
            href: offerPath(row),
            state: row.phase,
            extraModeratorUserIds: [],
          },
        ]),
      );
    },
    apply: () => Promise.resolve(false),
  };
}
