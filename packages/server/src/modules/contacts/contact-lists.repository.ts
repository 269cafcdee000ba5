import { and, desc, eq, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import type { ContactList } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { cities, contactBlocks, contactRelations, profiles, users } from '../../db/schema/index.ts';
import { imageKeySql } from '../media/media.module.ts';
import { inUse } from './contacts.repository.ts';

/** A keyset position in a list: the item's time, then the other user's id (both descending). */
export type ContactCursor = { since: Date; id: string };

/** The other user of a list item, with what the presenter needs. */
export type ContactListRow = {
  id: string;
  name: string;
  avatarImageId: string | null;
  city: string | null;
  since: Date;
};

export type ContactCounts = Record<ContactList, number>;

/** `%`, `_` and `\` match themselves in a name search. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The other user of a relation row, seen from `userId`. */
const otherOf = (userId: string) =>
  sql<string>`case when ${contactRelations.userLowId} = ${userId} then ${contactRelations.userHighId} else ${contactRelations.userLowId} end`;

/** What each list selects from: the other user's id, the item's time and the list's filter. */
function listSource(userId: string, list: ContactList) {
  switch (list) {
    case 'confirmed':
      return {
        table: contactRelations,
        other: otherOf(userId),
        since: sql<Date>`${contactRelations.confirmedAt}`.mapWith(contactRelations.confirmedAt),
        where: and(
          eq(contactRelations.status, 'confirmed'),
          or(eq(contactRelations.userLowId, userId), eq(contactRelations.userHighId, userId)),
        ),
      };
    case 'incoming':
      return {
        table: contactRelations,
        other: sql<string>`${contactRelations.requesterId}`,
        since: sql<Date>`${contactRelations.requestedAt}`.mapWith(contactRelations.requestedAt),
        // A shadow-banned user's request does not exist for its addressee.
        where: and(
          eq(contactRelations.status, 'requested'),
          eq(contactRelations.addresseeId, userId),
          not(contactRelations.shadowed),
        ),
      };
    case 'outgoing':
      return {
        table: contactRelations,
        other: sql<string>`${contactRelations.addresseeId}`,
        since: sql<Date>`${contactRelations.requestedAt}`.mapWith(contactRelations.requestedAt),
        where: and(
          eq(contactRelations.status, 'requested'),
          eq(contactRelations.requesterId, userId),
        ),
      };
    case 'blocked':
      return {
        table: contactBlocks,
        other: sql<string>`${contactBlocks.blockedId}`,
        since: sql<Date>`${contactBlocks.createdAt}`.mapWith(contactBlocks.createdAt),
        where: eq(contactBlocks.blockerId, userId),
      };
  }
}

/** How many a list holds (accounts in use only): an uncorrelated scalar subquery. */
function countOf(userId: string, list: ContactList) {
  const source = listSource(userId, list);
  return sql<number>`(select count(*)::int from ${source.table} inner join ${users} on ${users.id} = ${source.other} where ${and(source.where, inUse())})`.mapWith(
    Number,
  );
}

const countsOf = (userId: string) => ({
  confirmed: countOf(userId, 'confirmed'),
  incoming: countOf(userId, 'incoming'),
  outgoing: countOf(userId, 'outgoing'),
  blocked: countOf(userId, 'blocked'),
});

/** The lists of `/user/contacts`: each one statement, joined to the other users in use. */
export function createContactListsRepository(db: Database) {
  return {
    /**
     * One page of a list with the size of every list (one statement; the counts are computed
     * once, PostgreSQL runs uncorrelated subqueries as init plans): the other users in use,
     * newest first, searched by name in any case; `limit + 1` rows so the caller knows whether a
     * next page exists. `counts` is null when the page is empty (ask `counts` then).
     */
    async page(
      userId: string,
      list: ContactList,
      options: { q?: string; after: ContactCursor | null; limit: number },
    ): Promise<{ rows: ContactListRow[]; counts: ContactCounts | null }> {
      const source = listSource(userId, list);
      const conditions: (SQL | undefined)[] = [source.where, inUse()];
      if (options.q) conditions.push(ilike(users.name, likePattern(options.q)));
      if (options.after) {
        conditions.push(
          sql`(${source.since}, ${users.id}) < (${options.after.since.toISOString()}::timestamptz, ${options.after.id})`,
        );
      }
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          avatarImageId: profiles.avatarImageId,
          city: cities.name,
          since: source.since,
          counts: countsOf(userId),
        })
        .from(source.table)
        .innerJoin(users, eq(users.id, source.other))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(cities, eq(cities.id, profiles.cityId))
        .where(and(...conditions))
        .orderBy(desc(source.since), desc(users.id))
        .limit(options.limit + 1);
      return {
        rows: rows.map(({ counts: _counts, ...row }) => row),
        counts: rows[0]?.counts ?? null,
      };
    },

    /** How many each list holds (accounts in use only), in one statement. */
    async counts(userId: string): Promise<ContactCounts> {
      const [row] = await db.select(countsOf(userId)).from(sql`(select 1) as one`);
      if (!row) throw new Error('Counting contacts returned no row.');
      return row;
    },

    /**
     * The newest open requests to the user (the dashboard), with each asker's avatar key and
     * the number of all open requests: one statement (no pictures lookup after it).
     */
    async incomingPreview(
      userId: string,
      limit: number,
    ): Promise<{ rows: (ContactListRow & { avatarKey: string | null })[]; total: number }> {
      const source = listSource(userId, 'incoming');
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          avatarImageId: profiles.avatarImageId,
          avatarKey: imageKeySql(profiles.avatarImageId),
          city: cities.name,
          since: source.since,
          total: countOf(userId, 'incoming'),
        })
        .from(source.table)
        .innerJoin(users, eq(users.id, source.other))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(cities, eq(cities.id, profiles.cityId))
        .where(and(source.where, inUse()))
        .orderBy(desc(source.since), desc(users.id))
        .limit(limit);
      return {
        rows: rows.map(({ total: _total, ...row }) => row),
        total: rows[0]?.total ?? 0,
      };
    },

    /** Open requests to the user from accounts in use (the navigation counter). */
    async incomingCount(userId: string): Promise<number> {
      const source = listSource(userId, 'incoming');
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(contactRelations)
        .innerJoin(users, eq(users.id, source.other))
        .where(and(source.where, inUse()));
      return Number(row?.total ?? 0);
    },
  };
}
