import { sql, type SQL } from 'drizzle-orm';
import { bookingApplications, bookingDates, bookingOffers } from '../../db/schema/index.ts';
import { pagesOfMemberSql } from '../pages/pages.module.ts';

/**
 * SQL: the ids of the artist pages the user belongs to (any role) that played the venue page
 * through Backline: an application confirmed for a date of an offer at that venue, the date
 * before `now`. The venues module asks this to mark a rating as verified (issue 17 item 4);
 * the tables stay booking's.
 */
export const artistPagesPlayedAtSql = (venuePageId: string, userId: string, now: Date): SQL => sql`(
  select ${bookingApplications.pageId} from ${bookingApplications}
  join ${bookingOffers} on ${bookingOffers.id} = ${bookingApplications.offerId}
  join ${bookingDates} on ${bookingDates.id} = ${bookingApplications.dateId}
  where ${bookingOffers.venuePageId} = ${venuePageId}
    and ${bookingApplications.status} = 'confirmed'
    and not ${bookingApplications.shadowed}
    and ${bookingDates.startsAt} < ${now.toISOString()}
    and ${bookingApplications.pageId} in ${pagesOfMemberSql(userId)}
)`;
