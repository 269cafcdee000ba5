import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  LIVE_APPLICATION_STATUSES,
  type ApplicationStatus,
  type OfferPhase,
  type PageKind,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import {
  bookingApplications,
  bookingDates,
  bookingOffers,
  cities,
  pages,
  type BookingOfferRow,
} from '../../db/schema/index.ts';
import { pagesOfMemberSql } from '../pages/pages.module.ts';
import { managedPages } from './booking.sql.ts';

const DAY_MS = 24 * 3600 * 1000;

export type ArtistDateRow = {
  applicationId: string;
  status: ApplicationStatus;
  offerId: string;
  offerTitle: string;
  durationMinutes: number;
  virtual: boolean;
  startsAt: Date | null;
  pageId: string;
  pageName: string;
  pageKind: PageKind;
  pageUrlname: string | null;
  pageOrganizationType: string | null;
  venueName: string | null;
  venueCity: string | null;
};

export type TakenSlotRow = {
  applicationId: string;
  pageId: string;
  name: string;
  kind: PageKind;
  urlname: string | null;
  organizationType: string | null;
};

export type OffererDateRow = {
  dateId: string;
  startsAt: Date | null;
  slots: number;
  confirmed: number;
  paused: boolean;
  offerId: string;
  offerTitle: string;
  phase: OfferPhase;
  schedule: BookingOfferRow['schedule'];
  durationMinutes: number;
  applyUntil: Date | null;
  reschedules: number;
  virtual: boolean;
  venueName: string | null;
  venueCity: string | null;
  waiting: number;
  taken: TakenSlotRow[];
};

/** Dates in the overview's range, and dates without a day of offers that are not over. */
const inRange = (range: { start: Date; end: Date }) => sql`(
  (${bookingDates.startsAt} >= ${range.start} and ${bookingDates.startsAt} < ${range.end})
  or (${bookingDates.startsAt} is null and ${bookingOffers.phase} <> 'over'))`;

/** The overview lists at most this many rows per side (a year of daily shows fits). */
const OVERVIEW_LIMIT = 1000;

/** How far around the overview's range a clashing gig can start (the longest gig is a day). */
export const CLASH_MARGIN_MS = DAY_MS;

/**
 * The date overview (`/booking/dates`), both sides for one user: one statement each, whatever
 * the number of dates (quality.md: no N+1).
 */
export function createBookingOverviewRepository(db: Database) {
  const venuePages = sql`venue_page`;
  const venueCities = sql`venue_city`;

  return {
    /** Artist side: the live applications of every page the user belongs to, in the range. */
    async artistDates(userId: string, range: { start: Date; end: Date }): Promise<ArtistDateRow[]> {
      return db
        .select({
          applicationId: bookingApplications.id,
          status: bookingApplications.status,
          offerId: bookingOffers.id,
          offerTitle: bookingOffers.title,
          durationMinutes: bookingOffers.durationMinutes,
          virtual: bookingOffers.virtual,
          startsAt: bookingDates.startsAt,
          pageId: pages.id,
          pageName: pages.name,
          pageKind: pages.kind,
          pageUrlname: pages.urlname,
          pageOrganizationType: pages.organizationType,
          venueName: sql<string | null>`${venuePages}.name`,
          venueCity: sql<string | null>`${venueCities}.name`,
        })
        .from(bookingApplications)
        .innerJoin(bookingDates, eq(bookingDates.id, bookingApplications.dateId))
        .innerJoin(bookingOffers, eq(bookingOffers.id, bookingApplications.offerId))
        .innerJoin(pages, eq(pages.id, bookingApplications.pageId))
        .leftJoin(sql`${pages} ${venuePages}`, sql`${venuePages}.id = ${bookingOffers.venuePageId}`)
        .leftJoin(sql`${cities} ${venueCities}`, sql`${venueCities}.id = ${venuePages}.city_id`)
        .where(
          and(
            sql`${bookingApplications.pageId} in ${pagesOfMemberSql(userId)}`,
            inArray(bookingApplications.status, [...LIVE_APPLICATION_STATUSES]),
            inRange(range),
          ),
        )
        .orderBy(
          sql`${bookingDates.startsAt} asc nulls first`,
          asc(bookingOffers.title),
          asc(bookingApplications.id),
        )
        .limit(OVERVIEW_LIMIT);
    },

    /**
     * Offerer side: every date of the offers the user manages (as themself or for a page they
     * own or administer), with its counts, waiting applications and confirmed artists.
     */
    async offererDates(
      userId: string,
      range: { start: Date; end: Date },
    ): Promise<OffererDateRow[]> {
      const rows = await db
        .select({
          dateId: bookingDates.id,
          startsAt: bookingDates.startsAt,
          slots: bookingDates.slots,
          confirmed: bookingDates.confirmed,
          paused: bookingDates.paused,
          offerId: bookingOffers.id,
          offerTitle: bookingOffers.title,
          phase: bookingOffers.phase,
          schedule: bookingOffers.schedule,
          durationMinutes: bookingOffers.durationMinutes,
          applyUntil: bookingOffers.applyUntil,
          reschedules: bookingOffers.reschedules,
          virtual: bookingOffers.virtual,
          venueName: sql<string | null>`${venuePages}.name`,
          venueCity: sql<string | null>`${venueCities}.name`,
          waiting: sql<number>`(
            select count(*) from ${bookingApplications} w
            where w.date_id = ${bookingDates.id} and w.status in ('applied', 'ignored'))::int`,
          taken: sql<TakenSlotRow[]>`coalesce((
            select json_agg(json_build_object(
                'applicationId', c.id, 'pageId', c.page_id, 'name', cp.name, 'kind', cp.kind,
                'urlname', cp.urlname, 'organizationType', cp.organization_type)
              order by c.decided_at asc nulls last, c.id)
            from ${bookingApplications} c join ${pages} cp on cp.id = c.page_id
            where c.date_id = ${bookingDates.id} and c.status = 'confirmed'), '[]'::json)`,
        })
        .from(bookingDates)
        .innerJoin(bookingOffers, eq(bookingOffers.id, bookingDates.offerId))
        .leftJoin(sql`${pages} ${venuePages}`, sql`${venuePages}.id = ${bookingOffers.venuePageId}`)
        .leftJoin(sql`${cities} ${venueCities}`, sql`${venueCities}.id = ${venuePages}.city_id`)
        .where(
          and(
            sql`((${bookingOffers.publisherUserId} = ${userId} and ${bookingOffers.publisherPageId} is null)
              or ${bookingOffers.publisherPageId} in ${managedPages(userId)})`,
            inRange(range),
          ),
        )
        .orderBy(
          sql`${bookingDates.startsAt} asc nulls first`,
          asc(bookingOffers.title),
          asc(bookingDates.id),
        )
        .limit(OVERVIEW_LIMIT);
      return rows.map((row) => ({ ...row, waiting: Number(row.waiting) }));
    },
  };
}
