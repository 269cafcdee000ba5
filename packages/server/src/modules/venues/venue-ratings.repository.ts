import {
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VenueRatingState } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { pages, users, venueRatings } from '../../db/schema/index.ts';
import { artistPagesPlayedAtSql } from '../booking/booking.module.ts';
import { roleInPageSql } from '../pages/pages.module.ts';

type Executor = Database | Transaction;

const venue = alias(pages, 'venue');
const artist = alias(pages, 'artist');
const rater = alias(users, 'rater');
const statementAuthor = alias(users, 'statement_author');

/** A user's name as long as the account's data was not purged. */
const nameOf = (table: { purgedAt: AnyColumn; name: AnyColumn }) =>
  sql<string | null>`case when ${table.purgedAt} is null then ${table.name} end`;

const ratingColumns = (viewerId: string) => ({
  id: venueRatings.id,
  venuePageId: venueRatings.venuePageId,
  venueName: venue.name,
  raterUserId: venueRatings.raterUserId,
  raterName: nameOf(rater),
  artistPageId: venueRatings.artistPageId,
  artistName: artist.name,
  artistUrlname: artist.urlname,
  verified: venueRatings.verified,
  organisation: venueRatings.organisation,
  sound: venueRatings.sound,
  hospitality: venueRatings.hospitality,
  payReliability: venueRatings.payReliability,
  audience: venueRatings.audience,
  text: venueRatings.text,
  state: venueRatings.state,
  shadowed: venueRatings.shadowed,
  statementText: venueRatings.statementText,
  statementBy: venueRatings.statementBy,
  statementByName: nameOf(statementAuthor),
  statementAt: venueRatings.statementAt,
  statementUpdatedAt: venueRatings.statementUpdatedAt,
  createdAt: venueRatings.createdAt,
  updatedAt: venueRatings.updatedAt,
  viewerRole: roleInPageSql(venueRatings.venuePageId, viewerId),
});

export type VenueRatingRow = Awaited<ReturnType<VenueRatingsRepository['one']>> & {};

/** What others see: visible and not shadowed; the rater sees their own whatever its state. */
const seenBy = (viewerId: string) =>
  or(
    and(eq(venueRatings.state, 'visible'), eq(venueRatings.shadowed, false)),
    eq(venueRatings.raterUserId, viewerId),
  );

export type RatingValues = {
  organisation: number;
  sound: number;
  hospitality: number;
  payReliability: number;
  audience: number;
  text: string;
};

export function createVenueRatingsRepository(db: Database) {
  const selectRatings = (viewerId: string, executor: Executor = db) =>
    executor
      .select(ratingColumns(viewerId))
      .from(venueRatings)
      .innerJoin(venue, eq(venue.id, venueRatings.venuePageId))
      .innerJoin(rater, eq(rater.id, venueRatings.raterUserId))
      .leftJoin(artist, eq(artist.id, venueRatings.artistPageId))
      .leftJoin(statementAuthor, eq(statementAuthor.id, venueRatings.statementBy));

  return {
    /** One rating with its names and the viewer's role in the venue, whatever its state. */
    async one(id: string, viewerId: string, executor: Executor = db) {
      const [row] = await selectRatings(viewerId, executor).where(eq(venueRatings.id, id));
      return row ?? null;
    },

    /** A page of a venue's ratings the viewer may see, newest first (keyset): one statement. */
    async page(
      venuePageId: string,
      viewerId: string,
      after: { at: Date; id: string } | null,
      limit: number,
    ) {
      return selectRatings(viewerId)
        .where(
          and(
            eq(venueRatings.venuePageId, venuePageId),
            seenBy(viewerId),
            after
              ? or(
                  lt(venueRatings.createdAt, after.at),
                  and(eq(venueRatings.createdAt, after.at), lt(venueRatings.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(venueRatings.createdAt), desc(venueRatings.id))
        .limit(limit + 1);
    },

    /**
     * The venue page (kind, name, the viewer's role) with the summary of the ratings others see:
     * one statement. Null when there is no such page.
     */
    async venueWithSummary(venuePageId: string, viewerId: string) {
      const avg = (column: SQL | typeof venueRatings.sound) =>
        sql<string | null>`avg(${column}) filter (where ${venueRatings.id} is not null)`;
      const [row] = await db
        .select({
          id: pages.id,
          name: pages.name,
          kind: pages.kind,
          role: roleInPageSql(pages.id, viewerId),
          count: sql<number>`count(${venueRatings.id})::int`,
          verifiedCount: sql<number>`count(${venueRatings.id}) filter (where ${venueRatings.verified})::int`,
          organisation: avg(venueRatings.organisation),
          sound: avg(venueRatings.sound),
          hospitality: avg(venueRatings.hospitality),
          payReliability: avg(venueRatings.payReliability),
          audience: avg(venueRatings.audience),
          overall: avg(
            sql`(${venueRatings.organisation} + ${venueRatings.sound} + ${venueRatings.hospitality} + ${venueRatings.payReliability} + ${venueRatings.audience}) / 5.0`,
          ),
        })
        .from(pages)
        .leftJoin(
          venueRatings,
          and(
            eq(venueRatings.venuePageId, pages.id),
            eq(venueRatings.state, 'visible'),
            eq(venueRatings.shadowed, false),
          ),
        )
        .where(eq(pages.id, venuePageId))
        .groupBy(pages.id);
      return row ?? null;
    },

    /**
     * What the rate form needs in one statement: the venue page, the viewer's role in it, their
     * own rating's id and an artist page of theirs that played there (verified).
     */
    async formInfo(venuePageId: string, userId: string, now: Date) {
      const [row] = await db
        .select({
          id: pages.id,
          name: pages.name,
          kind: pages.kind,
          role: roleInPageSql(pages.id, userId),
          mineId: sql<string | null>`(
            select ${venueRatings.id} from ${venueRatings}
            where ${venueRatings.venuePageId} = ${pages.id} and ${venueRatings.raterUserId} = ${userId}
          )`,
          artistPage: sql<{ id: string; name: string; urlname: string | null } | null>`(
            select json_build_object('id', ${artist.id}, 'name', ${artist.name}, 'urlname', ${artist.urlname})
            from ${pages} as ${artist}
            where ${artist.id} in ${artistPagesPlayedAtSql(venuePageId, userId, now)}
            order by ${artist.name} limit 1
          )`,
        })
        .from(pages)
        .where(eq(pages.id, venuePageId));
      return row ?? null;
    },

    /** Inserts the rating; null when the rater has rated this venue already (unique key). */
    async insert(
      tx: Transaction,
      values: RatingValues & {
        venuePageId: string;
        raterUserId: string;
        artistPageId: string | null;
        verified: boolean;
        shadowed: boolean;
        now: Date;
      },
    ) {
      const [row] = await tx
        .insert(venueRatings)
        .values({ ...values, createdAt: values.now, updatedAt: values.now })
        .onConflictDoNothing({ target: [venueRatings.venuePageId, venueRatings.raterUserId] })
        .returning({ id: venueRatings.id });
      return row ?? null;
    },

    /** The rater changes scores and text (the service checked the window). */
    async update(id: string, values: RatingValues, now: Date) {
      const updated = await db
        .update(venueRatings)
        .set({ ...values, updatedAt: now })
        .where(eq(venueRatings.id, id))
        .returning({ id: venueRatings.id });
      return updated.length > 0;
    },

    /** Writes or replaces the venue's statement; answers whether it is the first one. */
    async setStatement(tx: Transaction, id: string, text: string, userId: string, now: Date) {
      const [row] = await tx
        .update(venueRatings)
        .set({
          statementText: text,
          statementBy: userId,
          statementAt: sql`coalesce(${venueRatings.statementAt}, ${now.toISOString()}::timestamptz)`,
          statementUpdatedAt: now,
        })
        .where(eq(venueRatings.id, id))
        .returning({ statementAt: venueRatings.statementAt });
      return row ? row.statementAt?.getTime() === now.getTime() : null;
    },

    async delete(executor: Executor, id: string) {
      const deleted = await executor
        .delete(venueRatings)
        .where(eq(venueRatings.id, id))
        .returning({ id: venueRatings.id });
      return deleted.length > 0;
    },
  };
}

export type VenueRatingsRepository = ReturnType<typeof createVenueRatingsRepository>;

/** What moderators see of ratings and do to them (venues.moderation.ts). */
export function createVenueRatingModerationRepository(db: Database) {
  return {
    /** The moderation state, the row locked for the moderation's transaction. */
    async lockedState(tx: Transaction, id: string) {
      const [row] = await tx
        .select({ state: venueRatings.state })
        .from(venueRatings)
        .where(eq(venueRatings.id, id))
        .for('update');
      return row?.state ?? null;
    },

    /** Ratings as moderators see them, whatever their state. */
    async forModerators(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: venueRatings.id,
          text: venueRatings.text,
          state: venueRatings.state,
          raterUserId: venueRatings.raterUserId,
          venueName: venue.name,
        })
        .from(venueRatings)
        .innerJoin(venue, eq(venue.id, venueRatings.venuePageId))
        .where(inArray(venueRatings.id, [...ids]));
    },

    /** Ratings with a statement, as moderators see the statement. */
    async statementsForModerators(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: venueRatings.id,
          text: venueRatings.statementText,
          statementBy: venueRatings.statementBy,
          venueName: venue.name,
        })
        .from(venueRatings)
        .innerJoin(venue, eq(venue.id, venueRatings.venuePageId))
        .where(and(inArray(venueRatings.id, [...ids]), isNotNull(venueRatings.statementText)));
    },

    /** Removes a rating's statement (moderation); false when it had none. */
    async clearStatement(tx: Transaction, id: string) {
      const cleared = await tx
        .update(venueRatings)
        .set({
          statementText: null,
          statementBy: null,
          statementAt: null,
          statementUpdatedAt: null,
        })
        .where(and(eq(venueRatings.id, id), isNotNull(venueRatings.statementText)))
        .returning({ id: venueRatings.id });
      return cleared.length > 0;
    },

    /** Compare-and-set of the moderation state. */
    async setState(tx: Transaction, id: string, from: VenueRatingState, to: VenueRatingState) {
      const updated = await tx
        .update(venueRatings)
        .set({ state: to })
        .where(and(eq(venueRatings.id, id), eq(venueRatings.state, from)))
        .returning({ id: venueRatings.id });
      return updated.length > 0;
    },

    async delete(tx: Transaction, id: string) {
      const deleted = await tx
        .delete(venueRatings)
        .where(eq(venueRatings.id, id))
        .returning({ id: venueRatings.id });
      return deleted.length > 0;
    },
  };
}
