import { asc, desc, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  LIVE_APPLICATION_STATUSES,
  PERFORMANCE_TYPES,
  regionOf,
  type BookingListQuery,
  type PerformanceType,
} from '@backline/domain';
import {
  bookingApplications,
  bookingDates,
  bookingListingCards,
  bookingOffers,
} from '../../db/schema/index.ts';
import { confirmedContactsOfSql } from '../contacts/contacts.module.ts';
import {
  pagesFollowedBySql,
  pagesOfMemberSql,
  pagesOfMembersInSql,
} from '../pages/pages.module.ts';
import { isoText, managedPages, pagePartyJson, userPartyJson } from './booking.sql.ts';

// The statements of the gig lists, the offer detail and the artist's applications
// (booking-list.repository.ts prepares and runs them). Their text, whitespace included, is what
// PostgreSQL keeps a plan of and what the benchmark replays: the templates keep the indentation
// they were written with, and a change here is a change of the statement.

const EARTH_RADIUS_KM = 6371;
/** Kilometres per degree of latitude (and of longitude at the equator) on that sphere. */
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;
const DAY_MS = 24 * 3600 * 1000;

/** A list's total is exact up to this many; beyond, the answer says "more than" (issue 19). */
export const LIST_COUNT_CAP = 1000;

/**
 * "My network" (spec section 6: booking lists filter by network): the pages the viewer follows
 * or belongs to, and the pages their confirmed contacts belong to. The contacts' own offers
 * (published as themselves) are `networkUsers`.
 */
const networkPages = (viewerId: string | Placeholder) => sql`(
  ${pagesFollowedBySql(viewerId)}
  union
  ${pagesOfMemberSql(viewerId)}
  union
  ${pagesOfMembersInSql(confirmedContactsOfSql(viewerId))}
)`;

/**
 * Offers of the viewer's network: by its pages, or by a confirmed contact as themself. A set of
 * ids from two index lookups: an `or` of the two could only be answered by a scan of all offers.
 */
export const inNetworkSql = (viewerId: string | Placeholder) => sql`${bookingOffers.id} in (
  select network_offer.id from booking_offers network_offer
  where network_offer.publisher_page_id in ${networkPages(viewerId)}
  union all
  select network_offer.id from booking_offers network_offer
  where network_offer.publisher_page_id is null
    and network_offer.publisher_user_id in ${confirmedContactsOfSql(viewerId)})`;

/** The dates of the offer in the current row of `booking_offers`, in the offer's date order. */
const datesJson = sql`(
  select coalesce(json_agg(json_build_object(
      'id', offer_date.id, 'startsAt', ${isoText(sql`offer_date.starts_at`)},
      'slots', offer_date.slots, 'confirmed', offer_date.confirmed, 'paused', offer_date.paused)
    order by offer_date.starts_at asc nulls first, offer_date.id), '[]'::json)
  from booking_dates offer_date where offer_date.offer_id = ${bookingOffers.id})`;

const liveApplicationCount = sql`(
  select count(*)::int from booking_applications live
  where live.offer_id = ${bookingOffers.id} and not live.shadowed
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

export type CardOptions = {
  /** The applicant counts of the viewer's own lists. */
  withCounts: boolean;
  /** The signed-in viewer whose own application each card names (none for visitors). */
  viewer?: Placeholder | string | null;
};

/** The card of the current row of `booking_offers` as JSON. */
export const cardJson = ({ withCounts, viewer }: CardOptions) => sql`json_build_object(
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
export function detailSql(viewer: Placeholder | null): SQL {
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
      'shadowed', ${bookingOffers.shadowed},
      'applicationCount', ${liveApplicationCount},
      'viewerIsOfferer', coalesce(${facts.isOfferer}, false),
      'viewerApplications', ${facts.applications},
      ${modelFields}) as offer
    from ${bookingOffers} where ${bookingOffers.id} = ${sql.placeholder('id')}`;
}

/** The applications of the pages the viewer (placeholder) manages, maybe of one status. */
export function applicationsSql(status: Placeholder | null): SQL {
  return sql`
    select json_build_object(
      'id', mine.id, 'offerId', mine.offer_id,
      'offerTitle', ${bookingOffers.title}, 'offerPhase', ${bookingOffers.phase},
      'dateId', mine.date_id, 'startsAt', ${isoText(bookingDates.startsAt)},
      'artist', ${pagePartyJson(sql`mine.page_id`)},
      'publisherUserId', ${bookingOffers.publisherUserId},
      'publisherPage', ${pagePartyJson(bookingOffers.publisherPageId)},
      'publisherUser', ${userPartyJson(bookingOffers.publisherUserId)},
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

/** The filters of a list query (none: the plain list, a prepared statement per order). */
export function filtersOf(query: BookingListQuery, viewerId: string | null): SQL[] {
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
    where.push(inNetworkSql(viewerId));
  }
  return where;
}

/** The order of a list (the id breaks ties, so that pages do not overlap). */
export const orderOf = (sort: BookingListQuery['sort']): SQL => {
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
export function cardsSql(
  where: SQL,
  order: SQL,
  page: { limit: unknown; offset: unknown },
  options: CardOptions & { collect: boolean },
): SQL {
  const matches = matchesSql(
    where,
    options.collect,
    sql`id, first_starts_at, published_at, pay_amount_cents, created_at`,
  );
  return sql`${matches.prelude}
      select
        (select count(*)::int ${matches.from}) as total,
        (select coalesce(json_agg(${cardJson(options)} order by ${order}), '[]'::json)
          from (${pageIdsSql(matches, order, page)}) page
          join ${bookingOffers} on ${bookingOffers.id} = page.page_id) as items`;
}

/**
 * The offers a list finds, as the `from` of a count or a page: read where they are, or (`collect`)
 * collected once into `matches` with the `columns` the orders read.
 */
function matchesSql(where: SQL, collect: boolean, columns: SQL): { prelude: SQL; from: SQL } {
  return collect
    ? {
        prelude: sql`with matches as materialized (
            select ${columns} from ${bookingOffers} where ${where}) `,
        from: sql`from matches ${bookingOffers}`,
      }
    : { prelude: sql``, from: sql`from ${bookingOffers} where ${where}` };
}

/** SQL: the ids of one page of the matches (`page_id`), in the list's order. */
const pageIdsSql = (
  matches: { from: SQL },
  order: SQL,
  page: { limit: unknown; offset: unknown },
) =>
  sql`select ${bookingOffers.id} as page_id ${matches.from}
    order by ${order} limit ${page.limit} offset ${page.offset}`;

/**
 * The statement of a gig list page (decisions §71): the page's offers are picked as
 * `cardsSql` picks them, and their cards are read from `booking_listing_cards` instead of built
 * (a signed-in viewer's get their application added). The total counts at most
 * `LIST_COUNT_CAP + 1` offers: `capped` says that more than the cap match.
 */
export function listedCardsSql(
  where: SQL,
  order: SQL,
  page: { limit: unknown; offset: unknown },
  options: { viewer?: Placeholder | string | null; collect: boolean },
): SQL {
  const matches = matchesSql(
    where,
    options.collect,
    sql`id, first_starts_at, published_at, pay_amount_cents`,
  );
  const card = options.viewer
    ? sql`(${bookingListingCards.card}::jsonb
        || jsonb_build_object('myApplication', ${myApplicationJson(options.viewer)}))::json`
    : sql`${bookingListingCards.card}`;
  return sql`${matches.prelude}
      select least(counted.n, ${LIST_COUNT_CAP}) as total, counted.n > ${LIST_COUNT_CAP} as capped,
        (select coalesce(json_agg(${card} order by ${order}), '[]'::json)
          from (${pageIdsSql(matches, order, page)}) page
          join ${bookingOffers} on ${bookingOffers.id} = page.page_id
          join ${bookingListingCards} on ${bookingListingCards.id} = page.page_id) as items
      from (select count(*)::int as n
        from (select 1 ${matches.from} limit ${LIST_COUNT_CAP + 1}) counted_rows) counted`;
}
