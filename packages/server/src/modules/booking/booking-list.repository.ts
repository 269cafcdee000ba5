import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  BOOKING_LIST_PAGE_SIZE,
  PERFORMANCE_TYPES,
  type BookingListQuery,
  type PerformanceType,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import {
  bookingApplications,
  bookingDates,
  bookingOffers,
  cities,
  pageFollows,
  pageMembers,
  pages,
  type BookingDateRow,
  type BookingOfferRow,
} from '../../db/schema/index.ts';

export type ListedOffer = {
  offer: BookingOfferRow;
  venueName: string | null;
  venueCity: string | null;
};

const EARTH_RADIUS_KM = 6371;
const DAY_MS = 24 * 3600 * 1000;

/** Pages the viewer follows or belongs to: "my network" until contacts arrive (decisions §24). */
const networkPages = (viewerId: string) => sql`(
  select ${pageFollows.pageId} from ${pageFollows} where ${pageFollows.userId} = ${viewerId}
  union
  select ${pageMembers.pageId} from ${pageMembers} where ${pageMembers.userId} = ${viewerId}
)`;

/** Pages the viewer speaks for (owner, admin): their own offers and applications. */
export const managedPages = (viewerId: string) => sql`(
  select ${pageMembers.pageId} from ${pageMembers}
  where ${pageMembers.userId} = ${viewerId} and ${pageMembers.role} in ('owner', 'admin')
)`;

/**
 * The gig lists: one query for the page of offers (with venue name and city), one for the total.
 * Every filter is a condition on the offer row or an `exists` over its dates, so the cost does not
 * grow with the page size; dates, parties and pictures of the page come in a fixed few more.
 */
export function createBookingListRepository(db: Database) {
  async function conditions(query: BookingListQuery, viewerId: string | null): Promise<SQL[]> {
    const where: SQL[] = [eq(bookingOffers.phase, 'published')];
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
          ${from ? sql`and ${bookingDates.startsAt} >= ${from}` : sql``}
          ${to ? sql`and ${bookingDates.startsAt} < ${to}` : sql``}
      )`);
    }
    if (query.city && query.km) {
      const [origin] = await db
        .select({ latitude: cities.latitude, longitude: cities.longitude })
        .from(cities)
        .where(eq(cities.id, Number(query.city)));
      if (!origin) return [sql`false`];
      // Haversine over the venue's city; virtual offers have no place and drop out.
      where.push(sql`exists (
        select 1 from ${pages} venue join ${cities} place on place.id = venue.city_id
        where venue.id = ${bookingOffers.venuePageId}
          and ${EARTH_RADIUS_KM} * 2 * asin(sqrt(
            power(sin(radians(place.latitude - ${origin.latitude}) / 2), 2)
            + cos(radians(${origin.latitude})) * cos(radians(place.latitude))
            * power(sin(radians(place.longitude - ${origin.longitude}) / 2), 2)
          )) <= ${Number(query.km)}
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
      where.push(eq(bookingOffers.payKind, 'pay'));
      if (query.minPay) {
        where.push(sql`${bookingOffers.payAmountCents} >= ${Number(query.minPay) * 100}`);
      }
    }
    if (query.premium) where.push(eq(bookingOffers.premium, true));
    if (query.local) where.push(eq(bookingOffers.localActsPreferred, true));
    if (query.network) {
      if (!viewerId) return [sql`false`];
      where.push(sql`${bookingOffers.publisherPageId} in ${networkPages(viewerId)}`);
    }
    return where;
  }

  const orderOf = (sort: BookingListQuery['sort']) => {
    switch (sort) {
      case 'newest':
        return [desc(bookingOffers.publishedAt), asc(bookingOffers.id)];
      case 'pay':
        return [sql`${bookingOffers.payAmountCents} desc nulls last`, asc(bookingOffers.id)];
      default:
        return [sql`${bookingOffers.firstStartsAt} asc nulls last`, asc(bookingOffers.id)];
    }
  };

  async function pageOf(
    where: SQL | undefined,
    order: (SQL | ReturnType<typeof asc>)[],
    limit: number,
    offset: number,
  ) {
    const rows = await db
      .select({ offer: bookingOffers, venueName: pages.name, venueCity: cities.name })
      .from(bookingOffers)
      .leftJoin(pages, eq(pages.id, bookingOffers.venuePageId))
      .leftJoin(cities, eq(cities.id, pages.cityId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(bookingOffers)
      .where(where);
    return { rows: rows as ListedOffer[], total: count?.total ?? 0 };
  }

  return {
    async list(query: BookingListQuery, viewerId: string | null) {
      const page = Math.max(1, Number(query.page ?? 1));
      const size = Number(query.size ?? BOOKING_LIST_PAGE_SIZE) || BOOKING_LIST_PAGE_SIZE;
      const where = and(...(await conditions(query, viewerId)));
      const result = await pageOf(where, orderOf(query.sort), size, (page - 1) * size);
      return { ...result, page, size };
    },

    /** The viewer's own offers (as themself or for pages they manage), every phase. */
    async mine(viewerId: string, pageNumber: number, size: number) {
      const where = or(
        and(
          eq(bookingOffers.publisherUserId, viewerId),
          sql`${bookingOffers.publisherPageId} is null`,
        ),
        sql`${bookingOffers.publisherPageId} in ${managedPages(viewerId)}`,
      );
      const result = await pageOf(
        where,
        [desc(bookingOffers.createdAt), asc(bookingOffers.id)],
        size,
        (pageNumber - 1) * size,
      );
      return { ...result, page: pageNumber, size };
    },

    async datesOf(offerIds: string[]): Promise<BookingDateRow[]> {
      if (offerIds.length === 0) return [];
      return db
        .select()
        .from(bookingDates)
        .where(inArray(bookingDates.offerId, offerIds))
        .orderBy(sql`${bookingDates.startsAt} asc nulls first`, asc(bookingDates.id));
    },

    async liveApplicationCounts(offerIds: string[]): Promise<Map<string, number>> {
      if (offerIds.length === 0) return new Map();
      const rows = await db
        .select({ offerId: bookingApplications.offerId, count: sql<number>`count(*)::int` })
        .from(bookingApplications)
        .where(
          and(
            inArray(bookingApplications.offerId, offerIds),
            inArray(bookingApplications.status, ['applied', 'ignored', 'confirmed']),
          ),
        )
        .groupBy(bookingApplications.offerId);
      return new Map(rows.map((row) => [row.offerId, row.count]));
    },

    /** Applications of the pages the viewer manages, newest first. */
    async myApplications(viewerId: string, status: string | undefined) {
      return db
        .select()
        .from(bookingApplications)
        .where(
          and(
            sql`${bookingApplications.pageId} in ${managedPages(viewerId)}`,
            status ? sql`${bookingApplications.status} = ${status}` : undefined,
          ),
        )
        .orderBy(desc(bookingApplications.appliedAt), asc(bookingApplications.id))
        .limit(200);
    },
  };
}
