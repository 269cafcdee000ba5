import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { VenueBacklineKind, VenueRentalKind, VenueSleepingKind } from '@backline/domain';
import { venueFactsheets } from '../../db/schema/index.ts';

/** What the directory of live locations filters on (the factsheet's structured fields). */
export type FactsheetFilter = {
  minCapacity?: number;
  maxCapacity?: number;
  newcomerFriendly?: boolean;
  /** Can be rented at all (whole or a room). */
  rentable?: boolean;
  /** Has backline for the acts (basic or full). */
  backlineAvailable?: boolean;
  backline?: VenueBacklineKind;
  rental?: VenueRentalKind;
  sleeping?: VenueSleepingKind;
};

/**
 * SQL for the directory (issue 17 item 1): a condition on the venue page whose id `pageId` holds
 * (a column such as `pages.id`), true when its factsheet meets every given filter; null when no
 * filter is given (add nothing to the statement). A venue without a factsheet meets none.
 * The condition is an `exists` on the factsheet's primary key, so it stays one statement.
 */
export function factsheetFilterSql(
  pageId: SQL | { getSQL(): SQL },
  filter: FactsheetFilter,
): SQL | null {
  const conditions = [
    filter.minCapacity !== undefined ? gte(venueFactsheets.capacity, filter.minCapacity) : null,
    filter.maxCapacity !== undefined ? lte(venueFactsheets.capacity, filter.maxCapacity) : null,
    filter.newcomerFriendly !== undefined
      ? eq(venueFactsheets.newcomerFriendly, filter.newcomerFriendly)
      : null,
    filter.rentable !== undefined
      ? filter.rentable
        ? sql`${venueFactsheets.rental} <> 'no'`
        : eq(venueFactsheets.rental, 'no')
      : null,
    filter.backlineAvailable !== undefined
      ? filter.backlineAvailable
        ? sql`${venueFactsheets.backline} <> 'none'`
        : eq(venueFactsheets.backline, 'none')
      : null,
    filter.backline !== undefined ? eq(venueFactsheets.backline, filter.backline) : null,
    filter.rental !== undefined ? eq(venueFactsheets.rental, filter.rental) : null,
    filter.sleeping !== undefined ? eq(venueFactsheets.sleeping, filter.sleeping) : null,
  ].filter((condition): condition is SQL => condition !== null);
  if (conditions.length === 0) return null;
  return sql`exists (select 1 from ${venueFactsheets} where ${venueFactsheets.pageId} = ${pageId} and ${and(...conditions)})`;
}
