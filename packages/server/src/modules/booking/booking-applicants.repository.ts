import { and, asc, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import {
  APPLICANT_PAGE_SIZE,
  type ApplicantListQuery,
  type ApplicationStatus,
  type PageKind,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import {
  audioTracks,
  bookingApplications,
  bookingDates,
  bookingOffers,
  bookingRatings,
  cities,
  pages,
  videos,
  type BookingApplicationRow,
  type BookingOfferRow,
} from '../../db/schema/index.ts';
import { roleInPageSql } from '../pages/pages.module.ts';

type Db = Database | Transaction;

const EARTH_RADIUS_KM = 6371;

/** A point to measure from: numbers, or SQL that yields them (a city of the filter). */
type Origin = { latitude: SQL; longitude: SQL };

/** Great-circle km from `origin` to the city `place` (haversine; null when either is unknown). */
const kmFrom = (origin: Origin, place: { latitude: SQL; longitude: SQL }) => sql`(
  ${EARTH_RADIUS_KM} * 2 * asin(sqrt(
    power(sin(radians(${place.latitude} - ${origin.latitude}) / 2), 2)
    + cos(radians(${origin.latitude})) * cos(radians(${place.latitude}))
    * power(sin(radians(${place.longitude} - ${origin.longitude}) / 2), 2)
  )))`;

/** The offer the applicant list belongs to, with what authorizing and filtering need. */
export type ApplicantOffer = {
  offer: BookingOfferRow;
  /** The caller's team role in the publishing page (null: none, or no page). */
  role: string | null;
  venueLatitude: number | null;
  venueLongitude: number | null;
  dates: { id: string; startsAt: string | null }[];
};

export type ApplicantRow = {
  application: BookingApplicationRow;
  startsAt: Date | null;
  page: {
    name: string;
    kind: PageKind;
    urlname: string | null;
    organizationType: string | null;
    avatarImageId: string | null;
    genres: string[];
  };
  city: string | null;
  rating: number;
  hasMedia: boolean;
  distanceKm: number | null;
};

/** A confirmed gig of an artist page (the clash rule's input). */
export type ConfirmedGigRow = {
  applicationId: string;
  pageId: string;
  offerTitle: string;
  startsAt: string | null;
  durationMinutes: number;
};

/** Where the applicant list measures distances from: a point, a city, or nowhere. */
export type ApplicantOrigin = { latitude: number; longitude: number } | { cityId: number } | null;

/** The applicant page's rating: its positive ratings less its negative ones. */
const pageRating = sql<number>`coalesce((
        select sum(case ${bookingRatings.value} when 'positive' then 1 when 'negative' then -1 else 0 end)
        from ${bookingRatings} where ${bookingRatings.ratedPageId} = ${bookingApplications.pageId}
      ), 0)::int`;
/** The applicant page has a video or an audio. */
const pageHasMedia = sql<boolean>`(
        exists (select 1 from ${videos} where ${videos.ownerKind} = 'page' and ${videos.ownerId} = ${bookingApplications.pageId})
        or exists (select 1 from ${audioTracks} where ${audioTracks.ownerKind} = 'page' and ${audioTracks.ownerId} = ${bookingApplications.pageId}))`;

/** The origin as SQL: a point's numbers, or the city's position read by the statement. */
function originSql(origin: ApplicantOrigin): Origin | null {
  if (origin === null) return null;
  return 'cityId' in origin
    ? {
        latitude: sql`(select o.latitude from ${cities} o where o.id = ${origin.cityId})`,
        longitude: sql`(select o.longitude from ${cities} o where o.id = ${origin.cityId})`,
      }
    : {
        latitude: sql`${origin.latitude}::float8`,
        longitude: sql`${origin.longitude}::float8`,
      };
}

/** The conditions of the list's filters; `distance` is null when there is no origin. */
function applicantFilters(offerId: string, query: ApplicantListQuery, distance: SQL | null): SQL[] {
  // A shadow-banned applicant's applications do not exist for the offerer.
  const where: SQL[] = [
    eq(bookingApplications.offerId, offerId),
    not(bookingApplications.shadowed),
  ];
  if (query.status) {
    where.push(inArray(bookingApplications.status, query.status.split(',') as ApplicationStatus[]));
  }
  if (query.date) where.push(eq(bookingApplications.dateId, query.date));
  if (query.genre) {
    where.push(
      sql`${pages.genres} && array[${sql.join(
        query.genre.split(',').map((genre) => sql`${genre}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (query.media) where.push(pageHasMedia);
  if (query.km) {
    where.push(distance ? sql`${distance} <= ${Number(query.km)}` : sql`false`);
  }
  return where;
}

/**
 * The offerer's applicant list: each answer in a fixed number of statements, whatever the page
 * size (quality.md: no N+1). Filters and sorting are SQL.
 */
export function createBookingApplicantsRepository(db: Database) {
  const venuePages = sql`venue_page`;
  const venueCities = sql`venue_city`;

  return {
    /** Statement 1 of the list: the offer, the caller's role in its page, its venue's place. */
    async offerForApplicants(offerId: string, userId: string): Promise<ApplicantOffer | null> {
      const [row] = await db
        .select({
          offer: bookingOffers,
          role: roleInPageSql(bookingOffers.publisherPageId, userId),
          venueLatitude: sql<number | null>`${venueCities}.latitude`,
          venueLongitude: sql<number | null>`${venueCities}.longitude`,
          dates: sql<{ id: string; startsAt: string | null }[]>`coalesce((
            select json_agg(json_build_object('id', d.id, 'startsAt', d.starts_at)
              order by d.starts_at asc nulls first, d.id)
            from ${bookingDates} d where d.offer_id = ${bookingOffers.id}), '[]'::json)`,
        })
        .from(bookingOffers)
        .leftJoin(sql`${pages} ${venuePages}`, sql`${venuePages}.id = ${bookingOffers.venuePageId}`)
        .leftJoin(sql`${cities} ${venueCities}`, sql`${venueCities}.id = ${venuePages}.city_id`)
        .where(eq(bookingOffers.id, offerId));
      if (!row) return null;
      return {
        ...row,
        venueLatitude: row.venueLatitude === null ? null : Number(row.venueLatitude),
        venueLongitude: row.venueLongitude === null ? null : Number(row.venueLongitude),
        dates: row.dates.map((date) => ({
          id: date.id,
          startsAt: date.startsAt === null ? null : new Date(date.startsAt).toISOString(),
        })),
      };
    },

    /**
     * Statement 2: one page of the offer's applications, filtered and sorted, with the band
     * page's name, genres, city, rating, media and distance, and the total (a window count).
     * `origin` is where distances are measured from (null: no distances).
     */
    async applicantPage(
      offerId: string,
      query: ApplicantListQuery,
      origin: ApplicantOrigin,
    ): Promise<{ rows: ApplicantRow[]; total: number; page: number; size: number }> {
      const page = Math.max(1, Number(query.page ?? 1) || 1);
      const size = Number(query.size ?? APPLICANT_PAGE_SIZE) || APPLICANT_PAGE_SIZE;
      const from = originSql(origin);
      const distance = from
        ? kmFrom(from, { latitude: sql`${cities.latitude}`, longitude: sql`${cities.longitude}` })
        : sql`null::float8`;
      const where = applicantFilters(offerId, query, from ? distance : null);
      const order =
        query.sort === 'pay'
          ? [sql`${bookingApplications.expectedPayCents} asc nulls last`]
          : query.sort === 'rating'
            ? [sql`${pageRating} desc`]
            : [];
      const rows = await db
        .select({
          application: bookingApplications,
          startsAt: bookingDates.startsAt,
          page: {
            name: pages.name,
            kind: pages.kind,
            urlname: pages.urlname,
            organizationType: pages.organizationType,
            avatarImageId: pages.avatarImageId,
            genres: pages.genres,
          },
          city: cities.name,
          rating: pageRating,
          hasMedia: pageHasMedia,
          distanceKm: sql<number | null>`${distance}`,
          total: sql<number>`count(*) over ()`,
        })
        .from(bookingApplications)
        .innerJoin(pages, eq(pages.id, bookingApplications.pageId))
        .innerJoin(bookingDates, eq(bookingDates.id, bookingApplications.dateId))
        .leftJoin(cities, eq(cities.id, pages.cityId))
        .where(and(...where))
        .orderBy(...order, desc(bookingApplications.appliedAt), asc(bookingApplications.id))
        .limit(size)
        .offset((page - 1) * size);
      // A page beyond the last has no row to carry the window count: count on its own then.
      const [counted] =
        rows.length === 0 && page > 1
          ? await db
              .select({ total: sql<number>`count(*)::int` })
              .from(bookingApplications)
              .innerJoin(pages, eq(pages.id, bookingApplications.pageId))
              .leftJoin(cities, eq(cities.id, pages.cityId))
              .where(and(...where))
          : [];
      return {
        total: rows.length > 0 ? Number(rows[0]!.total) : (counted?.total ?? 0),
        rows: rows.map((row) => ({
          ...row,
          rating: Number(row.rating),
          hasMedia: row.hasMedia === true,
          distanceKm: row.distanceKm === null ? null : Math.round(Number(row.distanceKm)),
        })),
        page,
        size,
      };
    },

    /** The offer's applications with these ids (others' ids are simply not found). */
    async applicationsByIds(
      offerId: string,
      ids: string[],
      executor: Db = db,
    ): Promise<Map<string, BookingApplicationRow>> {
      if (ids.length === 0) return new Map();
      const rows = await executor
        .select()
        .from(bookingApplications)
        .where(
          and(
            eq(bookingApplications.offerId, offerId),
            inArray(bookingApplications.id, ids),
            not(bookingApplications.shadowed),
          ),
        );
      return new Map(rows.map((row) => [row.id, row]));
    },

    /**
     * Confirmed gigs of these artist pages (the clash rule's input), optionally only those that
     * start in a window.
     */
    async confirmedGigsOfPages(
      pageIds: string[],
      window?: { start: Date; end: Date },
    ): Promise<ConfirmedGigRow[]> {
      if (pageIds.length === 0) return [];
      const rows = await db
        .select({
          applicationId: bookingApplications.id,
          pageId: bookingApplications.pageId,
          offerTitle: bookingOffers.title,
          startsAt: bookingDates.startsAt,
          durationMinutes: bookingOffers.durationMinutes,
        })
        .from(bookingApplications)
        .innerJoin(bookingDates, eq(bookingDates.id, bookingApplications.dateId))
        .innerJoin(bookingOffers, eq(bookingOffers.id, bookingApplications.offerId))
        .where(
          and(
            inArray(bookingApplications.pageId, [...new Set(pageIds)]),
            eq(bookingApplications.status, 'confirmed'),
            sql`${bookingDates.startsAt} is not null`,
            window
              ? sql`${bookingDates.startsAt} >= ${window.start} and ${bookingDates.startsAt} < ${window.end}`
              : undefined,
          ),
        );
      return rows.map((row) => ({ ...row, startsAt: row.startsAt?.toISOString() ?? null }));
    },
  };
}

export type BookingApplicantsRepository = ReturnType<typeof createBookingApplicantsRepository>;
