import { asc, desc, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  BOOKING_LIST_SORTS,
  LIVE_APPLICATION_STATUSES,
  PERFORMANCE_TYPES,
  regionOf,
  type BookingListSort,
  type ApplicationStatus,
  type BookingListQuery,
  type OfferPhase,
  type PageKind,
  type PayKind,
  type PerformanceType,
  type ScheduleKind,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { prepareStatement } from '../../db/prepared.ts';
import {
  bookingApplications,
  bookingDates,
  bookingOffers,
  pageFollows,
} from '../../db/schema/index.ts';
import { pagesManagedBySql, pagesOfMemberSql } from '../pages/pages.module.ts';

const EARTH_RADIUS_KM = 6371;
/** Kilometres per degree of latitude (and of longitude at the equator) on that sphere. */
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;
const DAY_MS = 24 * 3600 * 1000;

// ---- what the statements answer -------------------------------------------------------------
// Every row is JSON built by the database, so both drivers (and the benchmark's bare server,
// which replays these statements on plain `pg`) read exactly the same values. Timestamps come as
// `Date#toISOString` text.

/** A page as a party of a booking: what `pageResource` needs, its avatar's key and its city. */
export type PagePartyRow = {
  id: string;
  name: string;
  kind: PageKind;
  urlname: string | null;
  organizationType: string | null;
  avatarKey: string | null;
  city: string | null;
};
/** A user as a party (publishing as themself, rated as such). */
export type UserPartyRow = { id: string; name: string; avatarKey: string | null };

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

/** A page of cards and the number of all that match (also when the page is past the end). */
export type OfferCardsRow = { total: number; items: OfferCardRow[] };
/** The columns of a statement answering `OfferCardsRow`. */
const CARDS_COLUMNS = ['total', 'items'] as const;

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
  status: ApplicationStatus;
  text: string | null;
  expectedPayCents: number | null;
  rejectReason: string | null;
  appliedAt: string;
  decidedAt: string | null;
};

// ---- building blocks ------------------------------------------------------------------------

/** A timestamp as the API writes it (`Date#toISOString`: UTC, milliseconds, `Z`). */
export const isoText = (value: SQL | SQL.Aliased | unknown) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The page `pageId` as a party (JSON, null when there is none). */
export const pagePartyJson = (pageId: SQL | unknown) => sql`(
  select json_build_object(
    'id', party_page.id, 'name', party_page.name, 'kind', party_page.kind,
    'urlname', party_page.urlname, 'organizationType', party_page.organization_type,
    'avatarKey', party_page_image.storage_key, 'city', party_page_city.name)
  from pages party_page
  left join images party_page_image on party_page_image.id = party_page.avatar_image_id
  left join cities party_page_city on party_page_city.id = party_page.city_id
  where party_page.id = ${pageId})`;

/** The user `userId` as a party (JSON, null when there is none). */
export const userPartyJson = (userId: SQL | unknown) => sql`(
  select json_build_object(
    'id', party_user.id, 'name', party_user.name, 'avatarKey', party_user_image.storage_key)
  from users party_user
  left join profiles party_user_profile on party_user_profile.user_id = party_user.id
  left join images party_user_image on party_user_image.id = party_user_profile.avatar_image_id
  where party_user.id = ${userId})`;

/** Pages the viewer follows or belongs to: "my network" until contacts arrive (decisions §24). */
const networkPages = (viewerId: string | Placeholder) => sql`(
  select ${pageFollows.pageId} from ${pageFollows} where ${pageFollows.userId} = ${viewerId}
  union
  ${pagesOfMemberSql(viewerId)}
)`;

/** Pages the viewer speaks for (owner, admin): their own offers and applications. */
export const managedPages = (viewerId: string | Placeholder) => pagesManagedBySql(viewerId);

/**
 * The viewer's own offers (as themself, or for a page they speak for) as a set of ids: two index
 * lookups instead of an `or` over a subquery, which only a scan of all offers could answer.
 */
export const ownOfferIds = (viewerId: string | Placeholder) => sql`(
  select own.id from booking_offers own
  where own.publisher_user_id = ${viewerId} and own.publisher_page_id is null
  union all
  select own.id from booking_offers own
  join page_members own_member on own_member.page_id = own.publisher_page_id
  where own_member.user_id = ${viewerId} and own_member.role in ('owner', 'admin')
)`;

/** The dates of the offer in the current row of `booking_offers`, in the offer's date order. */
const datesJson = sql`(
  select coalesce(json_agg(json_build_object(
      'id', offer_date.id, 'startsAt', ${isoText(sql`offer_date.starts_at`)},
      'slots', offer_date.slots, 'confirmed', offer_date.confirmed, 'paused', offer_date.paused)
    order by offer_date.starts_at asc nulls first, offer_date.id), '[]'::json)
  from booking_dates offer_date where offer_date.offer_id = ${bookingOffers.id})`;

const liveApplicationCount = sql`(
  select count(*)::int from booking_applications live
  where live.offer_id = ${bookingOffers.id}
    and live.status in (${sql.join(
      LIVE_APPLICATION_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )}))`;

const modelFields = sql`
  'phase', ${bookingOffers.phase}, 'schedule', ${bookingOffers.schedule},
  'durationMinutes', ${bookingOffers.durationMinutes},
  'applyUntil', ${isoText(bookingOffers.applyUntil)}, 'reschedules', ${bookingOffers.reschedules},
  'dates', ${datesJson}`;

/**
 * The viewer's (placeholder or parameter) application to the offer in the current row, by any
 * page they speak for: confirmed first, then the pending ones, then the newest that ended. A
 * correlated subquery on the applications' offer index, inside the card's JSON: still one
 * statement for the whole page.
 */
const myApplicationJson = (viewer: Placeholder | string) => sql`(
  select json_build_object('status', mine.status)
  from booking_applications mine
  where mine.offer_id = ${bookingOffers.id} and mine.page_id in ${managedPages(viewer)}
  order by case mine.status when 'confirmed' then 0 when 'applied' then 1
    when 'ignored' then 2 else 3 end, mine.applied_at desc, mine.id
  limit 1)`;

type CardOptions = {
  /** The applicant counts of the viewer's own lists. */
  withCounts: boolean;
  /** The signed-in viewer whose own application each card names (none for visitors). */
  viewer?: Placeholder | string | null;
};

/** The card of the current row of `booking_offers` as JSON. */
const cardJson = ({ withCounts, viewer }: CardOptions) => sql`json_build_object(
  'id', ${bookingOffers.id}, 'title', ${bookingOffers.title},
  'publisherUserId', ${bookingOffers.publisherUserId},
  'publisherPageId', ${bookingOffers.publisherPageId},
  'publisherPage', ${pagePartyJson(bookingOffers.publisherPageId)},
  'publisherUser', ${userPartyJson(bookingOffers.publisherUserId)},
  'venue', (
    select json_build_object('name', venue.name, 'city', venue_city.name)
    from pages venue left join cities venue_city on venue_city.id = venue.city_id
    where venue.id = ${bookingOffers.venuePageId}),
  'virtual', ${bookingOffers.virtual}, 'performanceType', ${bookingOffers.performanceType},
  'firstStartsAt', ${isoText(bookingOffers.firstStartsAt)},
  'payKind', ${bookingOffers.payKind}, 'payAmountCents', ${bookingOffers.payAmountCents},
  'premium', ${bookingOffers.premium}, 'localActsPreferred', ${bookingOffers.localActsPreferred},
  'wantedGenres', ${bookingOffers.wantedGenres},
  ${withCounts ? sql`'applicationCount', ${liveApplicationCount},` : sql``}
  ${viewer ? sql`'myApplication', ${myApplicationJson(viewer)},` : sql``}
  ${modelFields})`;

/** The detail of the offer `id` (placeholder), for a visitor or for the viewer (placeholder). */
function detailSql(viewer: Placeholder | null): SQL {
  const facts = viewer
    ? {
        isOfferer: sql`case when ${bookingOffers.publisherPageId} is null
          then ${bookingOffers.publisherUserId} = ${viewer}
          else ${bookingOffers.publisherPageId} in ${managedPages(viewer)} end`,
        applications: sql`(
          select coalesce(json_agg(json_build_object(
              'id', own.id, 'dateId', own.date_id, 'pageId', own.page_id, 'status', own.status)
            order by own.applied_at, own.id), '[]'::json)
          from booking_applications own
          where own.offer_id = ${bookingOffers.id} and own.page_id in ${managedPages(viewer)})`,
      }
    : { isOfferer: sql`false`, applications: sql`'[]'::json` };
  return sql`
    select json_build_object(
      'id', ${bookingOffers.id}, 'title', ${bookingOffers.title},
      'publisherUserId', ${bookingOffers.publisherUserId},
      'publisherPageId', ${bookingOffers.publisherPageId},
      'publisherPage', ${pagePartyJson(bookingOffers.publisherPageId)},
      'publisherUser', ${userPartyJson(bookingOffers.publisherUserId)},
      'venuePageId', ${bookingOffers.venuePageId},
      'venuePage', ${pagePartyJson(bookingOffers.venuePageId)},
      'performanceType', ${bookingOffers.performanceType},
      'privateEvent', ${bookingOffers.privateEvent}, 'virtual', ${bookingOffers.virtual},
      'payKind', ${bookingOffers.payKind}, 'payAmountCents', ${bookingOffers.payAmountCents},
      'backline', ${bookingOffers.backline}, 'conditions', ${bookingOffers.conditions},
      'description', ${bookingOffers.description},
      'wantedGenres', ${bookingOffers.wantedGenres},
      'excludedGenres', ${bookingOffers.excludedGenres},
      'wantedCultures', ${bookingOffers.wantedCultures},
      'excludedCultures', ${bookingOffers.excludedCultures},
      'soughtForms', ${bookingOffers.soughtForms},
      'localActsPreferred', ${bookingOffers.localActsPreferred},
      'premium', ${bookingOffers.premium},
      'applyTextRequired', ${bookingOffers.applyTextRequired},
      'voting', ${bookingOffers.voting},
      'endsAt', ${isoText(bookingOffers.endsAt)},
      'publishedAt', ${isoText(bookingOffers.publishedAt)},
      'createdAt', ${isoText(bookingOffers.createdAt)},
      'applicationCount', ${liveApplicationCount},
      'viewerIsOfferer', coalesce(${facts.isOfferer}, false),
      'viewerApplications', ${facts.applications},
      ${modelFields}) as offer
    from ${bookingOffers} where ${bookingOffers.id} = ${sql.placeholder('id')}`;
}

/** The applications of the pages the viewer (placeholder) manages, maybe of one status. */
function applicationsSql(status: Placeholder | null): SQL {
  return sql`
    select json_build_object(
      'id', mine.id, 'offerId', mine.offer_id,
      'offerTitle', ${bookingOffers.title}, 'offerPhase', ${bookingOffers.phase},
      'dateId', mine.date_id, 'startsAt', ${isoText(bookingDates.startsAt)},
      'artist', ${pagePartyJson(sql`mine.page_id`)},
      'status', mine.status, 'text', mine.text, 'expectedPayCents', mine.expected_pay_cents,
      'rejectReason', mine.reject_reason,
      'appliedAt', ${isoText(sql`mine.applied_at`)},
      'decidedAt', ${isoText(sql`mine.decided_at`)}) as item
    from (
      select * from ${bookingApplications}
      where ${bookingApplications.pageId} in ${managedPages(sql.placeholder('viewer'))}
        ${status ? sql`and ${bookingApplications.status} = ${status}` : sql``}
      order by ${bookingApplications.appliedAt} desc, ${bookingApplications.id}
      limit 200
    ) mine
    join ${bookingOffers} on ${bookingOffers.id} = mine.offer_id
    left join ${bookingDates} on ${bookingDates.id} = mine.date_id
    order by mine.applied_at desc, mine.id`;
}

/**
 * The gig lists, one statement per request whatever the page size: the total (also for a page
 * past the end) and the page's cards with their dates, publisher (with avatar) and venue, built
 * as JSON by the database. Every filter is a condition on the offer row or a semi-join, and the
 * page is picked by ids before the cards are built, so only the page's rows are dressed.
 */
export function createBookingListRepository(db: Database) {
  /** The filters of a list query (none: the plain list, a prepared statement per order). */
  function filtersOf(query: BookingListQuery, viewerId: string | null): SQL[] {
    const where: SQL[] = [];
    if (query.q) {
      where.push(
        sql`${bookingOffers.search} @@ (websearch_to_tsquery('german', ${query.q}) || websearch_to_tsquery('english', ${query.q}))`,
      );
    }
    if (query.from || query.to) {
      const from = query.from ? new Date(`${query.from}T00:00:00Z`) : null;
      const to = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : null;
      where.push(sql`exists (
        select 1 from ${bookingDates}
        where ${bookingDates.offerId} = ${bookingOffers.id}
          ${from ? sql`and ${bookingDates.startsAt} >= ${from.toISOString()}` : sql``}
          ${to ? sql`and ${bookingDates.startsAt} < ${to.toISOString()}` : sql``}
      )`);
    }
    const region = query.region ? regionOf(query.region) : null;
    if (region) {
      // Virtual offers have no place and drop out, as with the distance.
      where.push(sql`${bookingOffers.venuePageId} in (
        select venue.id from pages venue
        join cities place on place.id = venue.city_id
        where place.country = ${region.country} and place.region = ${region.code}
      )`);
    }
    if (query.city && query.km) {
      // Haversine over the venue's city; virtual offers have no place and drop out. The box
      // around the origin (a superset of the circle) lets the cities' position index answer.
      const km = Number(query.km);
      const latitudeSpan = km / KM_PER_DEGREE;
      where.push(sql`${bookingOffers.venuePageId} in (
        select venue.id from cities origin
        join cities place
          on place.latitude between origin.latitude - ${latitudeSpan}::float8
            and origin.latitude + ${latitudeSpan}::float8
          and place.longitude between
            origin.longitude - ${km}::float8 / (${KM_PER_DEGREE}::float8
              * cos(radians(least(89.0, abs(origin.latitude) + ${latitudeSpan}::float8))))
            and origin.longitude + ${km}::float8 / (${KM_PER_DEGREE}::float8
              * cos(radians(least(89.0, abs(origin.latitude) + ${latitudeSpan}::float8))))
        join pages venue on venue.city_id = place.id
        where origin.id = ${Number(query.city)}
          and ${EARTH_RADIUS_KM} * 2 * asin(sqrt(
            power(sin(radians(place.latitude - origin.latitude) / 2), 2)
            + cos(radians(origin.latitude)) * cos(radians(place.latitude))
            * power(sin(radians(place.longitude - origin.longitude) / 2), 2)
          )) <= ${km}
      )`);
    }
    if (query.type) {
      const types = query.type
        .split(',')
        .filter((type): type is PerformanceType =>
          (PERFORMANCE_TYPES as readonly string[]).includes(type),
        );
      where.push(inArray(bookingOffers.performanceType, types));
    }
    if (query.genre) {
      const genres = query.genre.split(',');
      where.push(
        sql`${bookingOffers.wantedGenres} && array[${sql.join(
          genres.map((genre) => sql`${genre}`),
          sql`, `,
        )}]::text[]`,
      );
    }
    if (query.paid) {
      where.push(sql`${bookingOffers.payKind} = 'pay'`);
      if (query.minPay) {
        where.push(sql`${bookingOffers.payAmountCents} >= ${Number(query.minPay) * 100}`);
      }
    }
    if (query.premium) where.push(sql`${bookingOffers.premium}`);
    if (query.local) where.push(sql`${bookingOffers.localActsPreferred}`);
    if (query.network) {
      if (!viewerId) return [sql`false`];
      where.push(sql`${bookingOffers.publisherPageId} in ${networkPages(viewerId)}`);
    }
    return where;
  }

  const orderOf = (sort: BookingListQuery['sort']): SQL => {
    switch (sort) {
      case 'newest':
        return sql`${desc(bookingOffers.publishedAt)}, ${asc(bookingOffers.id)}`;
      case 'pay':
        return sql`${bookingOffers.payAmountCents} desc nulls last, ${asc(bookingOffers.id)}`;
      default:
        return sql`${bookingOffers.firstStartsAt} asc nulls last, ${asc(bookingOffers.id)}`;
    }
  };

  /**
   * The statement of a list. The inner `booking_offers` picks the page's ids in order; the outer
   * one (same name, so the order and the card read its columns) dresses just those. A full-text
   * or distance search first collects its matches once (the text index or the venues around the
   * place answer, and the count and the page share them): walking an order's index and testing
   * each row would read every live offer whenever the matches are rare.
   */
  function cardsSql(
    where: SQL,
    order: SQL,
    page: { limit: unknown; offset: unknown },
    options: CardOptions & { collect: boolean },
  ): SQL {
    const ids = options.collect
      ? {
          matches: sql`with matches as materialized (
            select id, first_starts_at, published_at, pay_amount_cents, created_at
            from ${bookingOffers} where ${where}) `,
          count: sql`select count(*)::int from matches`,
          page: sql`select ${bookingOffers.id} as page_id from matches ${bookingOffers}`,
        }
      : {
          matches: sql``,
          count: sql`select count(*)::int from ${bookingOffers} where ${where}`,
          page: sql`select ${bookingOffers.id} as page_id from ${bookingOffers} where ${where}`,
        };
    return sql`${ids.matches}
      select
        (${ids.count}) as total,
        (select coalesce(json_agg(${cardJson(options)} order by ${order}), '[]'::json)
          from (${ids.page} order by ${order} limit ${page.limit} offset ${page.offset}) page
          join ${bookingOffers} on ${bookingOffers.id} = page.page_id) as items`;
  }

  const published = sql`${bookingOffers.phase} = 'published'`;
  const pagePlaceholders = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  const plain = { withCounts: false, collect: false };
  // The fixed shapes, prepared once: the unfiltered list in each order, the viewer's own offers,
  // the detail for a visitor and for a signed-in viewer, the artist's applications.
  const plainList = Object.fromEntries(
    BOOKING_LIST_SORTS.map((sort) => [
      sort,
      prepareStatement<OfferCardsRow>(
        db,
        `booking_list_by_${sort}`,
        cardsSql(published, orderOf(sort), pagePlaceholders, plain),
        CARDS_COLUMNS,
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
        cardsSql(published, orderOf(sort), pagePlaceholders, {
          ...plain,
          viewer: sql.placeholder('viewer'),
        }),
        CARDS_COLUMNS,
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
          ? first(await plainListForViewer[sort]({ ...limits, viewer: viewerId }))!
          : first(await plainList[sort](limits))!;
      }
      const where = sql.join([published, ...filters], sql` and `);
      const result = await db.execute<OfferCardsRow>(
        cardsSql(where, orderOf(sort), limits, {
          withCounts: false,
          viewer: viewerId,
          collect: Boolean(query.q || (query.city && query.km)),
        }),
      );
      return result.rows[0]!;
    },

    /** The viewer's own offers (as themself or for pages they manage), every phase. */
    async mine(viewerId: string, page: number, size: number): Promise<OfferCardsRow> {
      return first(await ownOffers({ viewer: viewerId, limit: size, offset: (page - 1) * size }))!;
    },

    /** One offer with its dates, parties, applicant count and what the viewer has to do with it. */
    async offer(id: string, viewerId: string | null): Promise<OfferDetailRow | null> {
      const rows = viewerId
        ? await offerForViewer({ id, viewer: viewerId })
        : await offerForVisitor({ id });
      return rows[0]?.offer ?? null;
    },

    /** Applications of the pages the viewer manages, newest first (at most 200). */
    async myApplications(viewerId: string, status: string | undefined) {
      const rows = status
        ? await applicationsByStatus({ viewer: viewerId, status })
        : await applications({ viewer: viewerId });
      return rows.map((row) => row.item);
    },
  };
}
