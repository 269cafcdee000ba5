import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { RATING_WINDOW_DAYS, type BookingSide, type RatingValue } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { prepareStatement } from '../../db/prepared.ts';
import {
  bookingApplications,
  bookingDates,
  bookingOffers,
  bookingRatings,
  type BookingRatingRow,
} from '../../db/schema/index.ts';
import {
  isoText,
  managedPages,
  ownOfferIds,
  pagePartyJson,
  userPartyJson,
  type PagePartyRow,
  type UserPartyRow,
} from './booking.sql.ts';

const DAY_MS = 24 * 3600 * 1000;

/** When a confirmed gig ends: its date's start plus the offer's duration. */
const gigEnd = sql`(${bookingDates.startsAt} + make_interval(mins => ${bookingOffers.durationMinutes}))`;

export type NewRating = typeof bookingRatings.$inferInsert;

/** A rating with its parties and whether the viewer may answer it, as one JSON value. */
export type RatingItemRow = {
  id: string;
  value: RatingValue;
  text: string;
  answer: string | null;
  answeredAt: string | null;
  createdAt: string;
  offerTitle: string;
  gigStartsAt: string | null;
  raterSide: BookingSide;
  raterPageId: string | null;
  raterPage: PagePartyRow | null;
  raterUser: UserPartyRow | null;
  ratedPageId: string | null;
  ratedPage: PagePartyRow | null;
  ratedUser: UserPartyRow | null;
  canAnswer: boolean;
};

/** A confirmed gig still to rate, with the party to rate. */
export type PendingItemRow = {
  applicationId: string;
  offerId: string;
  offerTitle: string;
  gigStartsAt: string | null;
  side: BookingSide;
  otherPageId: string | null;
  otherPage: PagePartyRow | null;
  otherUser: UserPartyRow | null;
};

/** Confirmed gigs, over (by `now`) and within the window (since `since`), `side` has not rated. */
const unrated = (side: BookingSide, now: Date | Placeholder, since: Date | Placeholder) =>
  and(
    eq(bookingApplications.status, 'confirmed'),
    sql`${gigEnd} <= ${now}`,
    sql`${gigEnd} > ${since}`,
    sql`not exists (select 1 from ${bookingRatings} where ${bookingRatings.applicationId} = ${bookingApplications.id} and ${bookingRatings.raterSide} = ${side})`,
  );

/** Where a side's reminder to rate a gig is noted. */
const remindedColumn = (side: BookingSide) =>
  side === 'offerer' ? bookingApplications.offererRemindedAt : bookingApplications.artistRemindedAt;

/**
 * Ratings matching `where` with their parties, newest first, and whether the viewer
 * (placeholder `viewer`, none for a visitor) may answer.
 */
function ratingItemsSql(where: SQL, forViewer: boolean, limit: number): SQL {
  const viewer = sql.placeholder('viewer');
  const canAnswer = forViewer
    ? sql`${bookingRatings.answer} is null and coalesce(case
          when ${bookingRatings.ratedPageId} is not null
            then ${bookingRatings.ratedPageId} in ${managedPages(viewer)}
          else ${bookingRatings.ratedUserId} = ${viewer} end, false)`
    : sql`false`;
  return sql`
      select json_build_object(
        'id', ${bookingRatings.id}, 'value', ${bookingRatings.value},
        'text', ${bookingRatings.text}, 'answer', ${bookingRatings.answer},
        'answeredAt', ${isoText(bookingRatings.answeredAt)},
        'createdAt', ${isoText(bookingRatings.createdAt)},
        'offerTitle', ${bookingRatings.offerTitle},
        'gigStartsAt', ${isoText(bookingRatings.gigStartsAt)},
        'raterSide', ${bookingRatings.raterSide},
        'raterPageId', ${bookingRatings.raterPageId},
        'raterPage', ${pagePartyJson(bookingRatings.raterPageId)},
        'raterUser', case when ${bookingRatings.raterPageId} is null
          then ${userPartyJson(bookingRatings.raterUserId)} end,
        'ratedPageId', ${bookingRatings.ratedPageId},
        'ratedPage', ${pagePartyJson(bookingRatings.ratedPageId)},
        'ratedUser', case when ${bookingRatings.ratedPageId} is null
          then ${userPartyJson(bookingRatings.ratedUserId)} end,
        'canAnswer', ${canAnswer}) as item
      from ${bookingRatings} where ${where}
      order by ${bookingRatings.createdAt} desc, ${bookingRatings.id}
      limit ${limit}`;
}
/** What the rating statements pick by (placeholders `id`, `party`). */
const byId = sql`${bookingRatings.id} = ${sql.placeholder('id')}`;
const byPage = sql`${bookingRatings.ratedPageId} = ${sql.placeholder('party')}`;
const byUser = sql`${bookingRatings.ratedUserId} = ${sql.placeholder('party')}`;

/** Gigs of one side still to rate (`pending`): the party to rate and the gig's start. */
const pendingOf = (side: BookingSide) => {
  const user = sql.placeholder('user');
  return sql`
    select json_build_object(
      'applicationId', ${bookingApplications.id}, 'offerId', ${bookingOffers.id},
      'offerTitle', ${bookingOffers.title},
      'gigStartsAt', ${isoText(bookingDates.startsAt)}, 'side', ${sql.raw(`'${side}'`)}::text,
      ${
        side === 'offerer'
          ? sql`'otherPageId', ${bookingApplications.pageId},
            'otherPage', ${pagePartyJson(bookingApplications.pageId)}, 'otherUser', null`
          : sql`'otherPageId', ${bookingOffers.publisherPageId},
            'otherPage', ${pagePartyJson(bookingOffers.publisherPageId)},
            'otherUser', case when ${bookingOffers.publisherPageId} is null
              then ${userPartyJson(bookingOffers.publisherUserId)} end`
      }) as item,
      ${bookingDates.startsAt} as starts_at, ${sql.raw(side === 'offerer' ? '0' : '1')} as side_order,
      ${bookingApplications.id} as application_id
    from ${bookingApplications}
    join ${bookingDates} on ${bookingDates.id} = ${bookingApplications.dateId}
    join ${bookingOffers} on ${bookingOffers.id} = ${bookingApplications.offerId}
    where ${unrated(side, sql.placeholder('now'), sql.placeholder('since'))} and ${
      side === 'offerer'
        ? sql`${bookingApplications.offerId} in ${ownOfferIds(user)}`
        : sql`${bookingApplications.pageId} in ${managedPages(user)}`
    }`;
};

/** Both sides' gigs still to rate, by date. */
const pendingSql = sql`
      select item from (${pendingOf('offerer')} union all ${pendingOf('artist')}) pending
      order by starts_at, side_order, application_id`;

/**
 * Ratings of gigs: the lists and the items (prepared statements, one per shape), rating and
 * answering, and the reminders of gigs not rated yet.
 */
export function createBookingRatingsRepository(db: Database) {
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

  /** A prepared statement of `ratingItemsSql`, answering the items. */
  const itemsStatement = (name: string, where: SQL, forViewer: boolean, limit: number) => {
    const statement = prepareStatement<{ item: RatingItemRow }>(
      db,
      name,
      ratingItemsSql(where, forViewer, limit),
      ['item'],
    );
    return async (values: Record<string, unknown>) =>
      (await statement(values)).map((row) => row.item);
  };
  const ratingStatements = {
    visitor: {
      byId: itemsStatement('booking_rating', byId, false, 1),
      byPage: itemsStatement('booking_ratings_of_page', byPage, false, 100),
      byUser: itemsStatement('booking_ratings_of_user', byUser, false, 100),
    },
    viewer: {
      byId: itemsStatement('booking_rating_for_viewer', byId, true, 1),
      byPage: itemsStatement('booking_ratings_of_page_for_viewer', byPage, true, 100),
      byUser: itemsStatement('booking_ratings_of_user_for_viewer', byUser, true, 100),
    },
  };

  const pendingStatement = prepareStatement<{ item: PendingItemRow }>(
    db,
    'booking_ratings_pending',
    pendingSql,
    ['item'],
  );

  return {
    /** One rating as `received` presents them, or null. */
    async item(id: string, viewerId: string | null): Promise<RatingItemRow | null> {
      const [row] = viewerId
        ? await ratingStatements.viewer.byId({ id, viewer: viewerId })
        : await ratingStatements.visitor.byId({ id });
      return row ?? null;
    },

    /** The ratings a page (or a user) received, newest first, at most 100. */
    received(party: { pageId?: string; userId?: string }, viewerId: string | null) {
      const statements = viewerId ? ratingStatements.viewer : ratingStatements.visitor;
      const values = { party: party.pageId ?? party.userId ?? '', viewer: viewerId };
      return party.pageId ? statements.byPage(values) : statements.byUser(values);
    },

    /** The confirmed gigs the user (or a page they speak for) has not rated, by date. */
    async pending(userId: string, now: Date): Promise<PendingItemRow[]> {
      const since = new Date(now.getTime() - RATING_WINDOW_DAYS * DAY_MS);
      const rows = await pendingStatement({
        user: userId,
        now: now.toISOString(),
        since: since.toISOString(),
      });
      return rows.map((row) => row.item);
    },

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

    /** Unrated gigs that ended before `cutoff` and whose `side` was not reminded yet. */
    dueReminders(side: BookingSide, now: Date, cutoff: Date) {
      return gigRows().where(
        and(
          unrated(side, now, new Date(now.getTime() - RATING_WINDOW_DAYS * DAY_MS)),
          isNull(remindedColumn(side)),
          sql`${gigEnd} <= ${cutoff}`,
        ),
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
  ReturnType<ReturnType<typeof createBookingRatingsRepository>['dueReminders']>
>[number];
