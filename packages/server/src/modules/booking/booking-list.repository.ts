import { asc, desc, sql } from 'drizzle-orm';
import {
  BOOKING_LIST_SORTS,
  type BookingListSort,
  type ApplicationStatus,
  type BookingListQuery,
  type OfferPhase,
  type PayKind,
  type PerformanceType,
  type ScheduleKind,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { prepareStatement } from '../../db/prepared.ts';
import { bookingOffers } from '../../db/schema/index.ts';
import { ownOfferIds, type PagePartyRow, type UserPartyRow } from './booking.sql.ts';
import {
  applicationsSql,
  cardsSql,
  detailSql,
  filtersOf,
  listedCardsSql,
  orderOf,
} from './booking-list.sql.ts';

// ---- what the statements answer -------------------------------------------------------------
// Every row is JSON built by the database, so both drivers (and the benchmark's bare server,
// which replays these statements on plain `pg`) read exactly the same values. Timestamps come as
// `Date#toISOString` text.

export type DateRow = {
  id: string;
  startsAt: string | null;
  slots: number;
  confirmed: number;
  paused: boolean;
};

/** What the offer's status and its dates' `open` need (domain `OfferModel`). */
type ModelColumns = {
  phase: OfferPhase;
  schedule: ScheduleKind;
  durationMinutes: number;
  applyUntil: string | null;
  reschedules: number;
  dates: DateRow[];
};

/** One card of a gig list. */
export type OfferCardRow = ModelColumns & {
  id: string;
  title: string;
  publisherUserId: string;
  publisherPage: PagePartyRow | null;
  publisherUser: UserPartyRow | null;
  /** Null unless the offer was published for a page (then `publisherPage` is that page). */
  publisherPageId: string | null;
  venue: { name: string; city: string | null } | null;
  virtual: boolean;
  performanceType: PerformanceType;
  firstStartsAt: string | null;
  payKind: PayKind;
  payAmountCents: number | null;
  premium: boolean;
  localActsPreferred: boolean;
  wantedGenres: string[];
  /** Only in the viewer's own lists. */
  applicationCount?: number;
  /** Only for a signed-in viewer: their pages' application that matters most, or null. */
  myApplication?: { status: ApplicationStatus } | null;
};

/**
 * A page of cards and the number of all that match (also when the page is past the end). The
 * gig list counts up to a cap: `capped` says that more than `total` match.
 */
export type OfferCardsRow = { total: number; capped?: boolean; items: OfferCardRow[] };
/** The columns of a statement answering `OfferCardsRow`. */
const CARDS_COLUMNS = ['total', 'items'] as const;
const LISTED_COLUMNS = ['total', 'capped', 'items'] as const;

/** An offer's detail with everything its answer shows, for one viewer. */
export type OfferDetailRow = ModelColumns & {
  id: string;
  title: string;
  publisherUserId: string;
  publisherPageId: string | null;
  publisherPage: PagePartyRow | null;
  publisherUser: UserPartyRow | null;
  venuePageId: string | null;
  venuePage: PagePartyRow | null;
  performanceType: PerformanceType;
  privateEvent: boolean;
  virtual: boolean;
  payKind: PayKind;
  payAmountCents: number | null;
  backline: string | null;
  conditions: string | null;
  description: string | null;
  wantedGenres: string[];
  excludedGenres: string[];
  wantedCultures: string[];
  excludedCultures: string[];
  soughtForms: string[];
  localActsPreferred: boolean;
  premium: boolean;
  applyTextRequired: boolean;
  voting: boolean;
  endsAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  applicationCount: number;
  /** Published by a shadow-banned offerer: nobody else sees it. */
  shadowed: boolean;
  viewerIsOfferer: boolean;
  /** The offer's applications by pages the viewer speaks for. */
  viewerApplications: { id: string; dateId: string; pageId: string; status: ApplicationStatus }[];
};

/** An application with its offer, date and artist, as the artist's list shows it. */
export type ApplicationItemRow = {
  id: string;
  offerId: string;
  offerTitle: string;
  offerPhase: OfferPhase;
  dateId: string;
  startsAt: string | null;
  artist: PagePartyRow | null;
  /** The offer's publisher (whom the artist writes to about the application). */
  publisherUserId: string;
  publisherPage: PagePartyRow | null;
  publisherUser: UserPartyRow | null;
  status: ApplicationStatus;
  text: string | null;
  expectedPayCents: number | null;
  rejectReason: string | null;
  appliedAt: string;
  decidedAt: string | null;
};

// The offers others may see: published, and not by a shadow-banned offerer (the partial indexes'
// predicate, so that the planner uses them).
const published = sql`${bookingOffers.phase} = 'published' and not ${bookingOffers.shadowed}`;
const pagePlaceholders = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

/**
 * The fixed shapes, prepared once: the unfiltered list in each order, the viewer's own offers,
 * the detail for a visitor and for a signed-in viewer, the artist's applications.
 */
function prepareListStatements(db: Database) {
  const plainList = Object.fromEntries(
    BOOKING_LIST_SORTS.map((sort) => [
      sort,
      prepareStatement<OfferCardsRow>(
        db,
        `booking_list_by_${sort}`,
        listedCardsSql(published, orderOf(sort), pagePlaceholders, { collect: false }),
        LISTED_COLUMNS,
      ),
    ]),
  ) as Record<BookingListSort, (values: Record<string, unknown>) => Promise<OfferCardsRow[]>>;
  // The same for a signed-in viewer: each card also says whether they applied.
  const plainListForViewer = Object.fromEntries(
    BOOKING_LIST_SORTS.map((sort) => [
      sort,
      prepareStatement<OfferCardsRow>(
        db,
        `booking_list_for_viewer_by_${sort}`,
        listedCardsSql(published, orderOf(sort), pagePlaceholders, {
          collect: false,
          viewer: sql.placeholder('viewer'),
        }),
        LISTED_COLUMNS,
      ),
    ]),
  ) as Record<BookingListSort, (values: Record<string, unknown>) => Promise<OfferCardsRow[]>>;
  const ownOffers = prepareStatement<OfferCardsRow>(
    db,
    'booking_own_offers',
    cardsSql(
      sql`${bookingOffers.id} in ${ownOfferIds(sql.placeholder('viewer'))}`,
      sql`${desc(bookingOffers.createdAt)}, ${asc(bookingOffers.id)}`,
      pagePlaceholders,
      { withCounts: true, collect: false },
    ),
    CARDS_COLUMNS,
  );
  const offerForVisitor = prepareStatement<{ offer: OfferDetailRow }>(
    db,
    'booking_offer',
    detailSql(null),
    ['offer'],
  );
  const offerForViewer = prepareStatement<{ offer: OfferDetailRow }>(
    db,
    'booking_offer_for_viewer',
    detailSql(sql.placeholder('viewer')),
    ['offer'],
  );
  const applications = prepareStatement<{ item: ApplicationItemRow }>(
    db,
    'booking_own_applications',
    applicationsSql(null),
    ['item'],
  );
  const applicationsByStatus = prepareStatement<{ item: ApplicationItemRow }>(
    db,
    'booking_own_applications_by_status',
    applicationsSql(sql.placeholder('status')),
    ['item'],
  );
  return {
    plainList,
    plainListForViewer,
    ownOffers,
    offerForVisitor,
    offerForViewer,
    applications,
    applicationsByStatus,
  };
}

/**
 * The gig lists, one statement per request whatever the page size: the total (also for a page
 * past the end) and the page's cards with their dates, publisher (with avatar) and venue, built
 * as JSON by the database. Every filter is a condition on the offer row or a semi-join, and the
 * page is picked by ids before the cards are built, so only the page's rows are dressed.
 */
export function createBookingListRepository(db: Database) {
  const prepared = prepareListStatements(db);
  const first = <Row>(rows: Row[]) => rows[0];

  return {
    /** `/gigs`: published offers, filtered, sorted, one page. */
    async list(
      query: BookingListQuery,
      viewerId: string | null,
      page: number,
      size: number,
    ): Promise<OfferCardsRow> {
      const limits = { limit: size, offset: (page - 1) * size };
      const filters = filtersOf(query, viewerId);
      const sort = query.sort ?? 'date';
      if (filters.length === 0) {
        return viewerId
          ? first(await prepared.plainListForViewer[sort]({ ...limits, viewer: viewerId }))!
          : first(await prepared.plainList[sort](limits))!;
      }
      const where = sql.join([published, ...filters], sql` and `);
      const result = await db.execute<OfferCardsRow>(
        listedCardsSql(where, orderOf(sort), limits, {
          viewer: viewerId,
          collect: Boolean(query.q || (query.city && query.km)),
        }),
      );
      return result.rows[0]!;
    },

    /** The viewer's own offers (as themself or for pages they manage), every phase. */
    async mine(viewerId: string, page: number, size: number): Promise<OfferCardsRow> {
      return first(
        await prepared.ownOffers({ viewer: viewerId, limit: size, offset: (page - 1) * size }),
      )!;
    },

    /** One offer with its dates, parties, applicant count and what the viewer has to do with it. */
    async offer(id: string, viewerId: string | null): Promise<OfferDetailRow | null> {
      const rows = viewerId
        ? await prepared.offerForViewer({ id, viewer: viewerId })
        : await prepared.offerForVisitor({ id });
      return rows[0]?.offer ?? null;
    },

    /** Applications of the pages the viewer manages, newest first (at most 200). */
    async myApplications(viewerId: string, status: string | undefined) {
      const rows = status
        ? await prepared.applicationsByStatus({ viewer: viewerId, status })
        : await prepared.applications({ viewer: viewerId });
      return rows.map((row) => row.item);
    },
  };
}
