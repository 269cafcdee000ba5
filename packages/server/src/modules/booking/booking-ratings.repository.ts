import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { RATING_WINDOW_DAYS, type BookingSide } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import {
  bookingApplications,
  bookingDates,
  bookingOffers,
  bookingRatings,
  type BookingRatingRow,
} from '../../db/schema/index.ts';
import { managedPages } from './booking-list.repository.ts';

const DAY_MS = 24 * 3600 * 1000;

/** When a confirmed gig ends: its date's start plus the offer's duration. */
const gigEnd = sql`(${bookingDates.startsAt} + make_interval(mins => ${bookingOffers.durationMinutes}))`;

export type NewRating = typeof bookingRatings.$inferInsert;

export function createBookingRatingsRepository(db: Database) {
  /** Confirmed gigs, over and within the window, that `side` has not rated. */
  const unrated = (side: BookingSide, now: Date) =>
    and(
      eq(bookingApplications.status, 'confirmed'),
      sql`${gigEnd} <= ${now}`,
      sql`${gigEnd} > ${new Date(now.getTime() - RATING_WINDOW_DAYS * DAY_MS)}`,
      sql`not exists (select 1 from ${bookingRatings} where ${bookingRatings.applicationId} = ${bookingApplications.id} and ${bookingRatings.raterSide} = ${side})`,
    );

  const gigRows = () =>
    db
      .select({
        application: bookingApplications,
        offer: bookingOffers,
        startsAt: bookingDates.startsAt,
      })
      .from(bookingApplications)
      .innerJoin(bookingDates, eq(bookingDates.id, bookingApplications.dateId))
      .innerJoin(bookingOffers, eq(bookingOffers.id, bookingApplications.offerId));

  const remindedColumn = (side: BookingSide) =>
    side === 'offerer'
      ? bookingApplications.offererRemindedAt
      : bookingApplications.artistRemindedAt;

  return {
    async exists(applicationId: string, side: BookingSide): Promise<boolean> {
      const [row] = await db
        .select({ id: bookingRatings.id })
        .from(bookingRatings)
        .where(
          and(eq(bookingRatings.applicationId, applicationId), eq(bookingRatings.raterSide, side)),
        );
      return row !== undefined;
    },

    /** Null when this side has rated this gig already (the unique index decides under races). */
    async insert(tx: Transaction, values: NewRating): Promise<BookingRatingRow | null> {
      const [row] = await tx
        .insert(bookingRatings)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async find(id: string): Promise<BookingRatingRow | null> {
      const [row] = await db.select().from(bookingRatings).where(eq(bookingRatings.id, id));
      return row ?? null;
    },

    /** Sets the answer unless there is one; null when there was. */
    async answer(id: string, text: string, at: Date): Promise<BookingRatingRow | null> {
      const [row] = await db
        .update(bookingRatings)
        .set({ answer: text, answeredAt: at })
        .where(and(eq(bookingRatings.id, id), isNull(bookingRatings.answer)))
        .returning();
      return row ?? null;
    },

    async received(party: { pageId?: string; userId?: string }): Promise<BookingRatingRow[]> {
      return db
        .select()
        .from(bookingRatings)
        .where(
          party.pageId
            ? eq(bookingRatings.ratedPageId, party.pageId)
            : eq(bookingRatings.ratedUserId, party.userId ?? ''),
        )
        .orderBy(desc(bookingRatings.createdAt), asc(bookingRatings.id))
        .limit(100);
    },

    /** Gigs the user's offerer side has not rated. */
    pendingAsOfferer(userId: string, now: Date) {
      return gigRows().where(
        and(
          unrated('offerer', now),
          or(
            and(eq(bookingOffers.publisherUserId, userId), isNull(bookingOffers.publisherPageId)),
            sql`${bookingOffers.publisherPageId} in ${managedPages(userId)}`,
          ),
        ),
      );
    },

    /** Gigs the user's artist pages have not rated. */
    pendingAsArtist(userId: string, now: Date) {
      return gigRows().where(
        and(unrated('artist', now), sql`${bookingApplications.pageId} in ${managedPages(userId)}`),
      );
    },

    /** Unrated gigs that ended before `cutoff` and whose `side` was not reminded yet. */
    dueReminders(side: BookingSide, now: Date, cutoff: Date) {
      return gigRows().where(
        and(unrated(side, now), isNull(remindedColumn(side)), sql`${gigEnd} <= ${cutoff}`),
      );
    },

    /** Marks the reminder as sent; false when another run claimed it first. */
    async claimReminder(tx: Transaction, applicationId: string, side: BookingSide, at: Date) {
      const [row] = await tx
        .update(bookingApplications)
        .set(side === 'offerer' ? { offererRemindedAt: at } : { artistRemindedAt: at })
        .where(and(eq(bookingApplications.id, applicationId), isNull(remindedColumn(side))))
        .returning({ id: bookingApplications.id });
      return row !== undefined;
    },
  };
}

export type GigRow = Awaited<
  ReturnType<ReturnType<typeof createBookingRatingsRepository>['pendingAsOfferer']>
>[number];
