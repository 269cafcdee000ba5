import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { PageRole } from '@backline/domain';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import {
  cities,
  images,
  pageBlocks,
  pageFollows,
  pageInvites,
  pageMembers,
  pageOwnershipRequests,
  pageTeamRequests,
  pages,
  profiles,
  users,
  type PageRow,
} from '../../db/schema/index.ts';
import { personColumns, profileOfUser } from './page-team.repository.ts';
import {
  cityExists,
  cityReferenceColumns,
  cityReferenceOf,
  type CityReference,
} from '../../platform/city-reference.repository.ts';

type Db = Database | Transaction;

/** The page's avatar and cover images (set by the media module). */
const avatars = alias(images, 'page_avatar');
const covers = alias(images, 'page_cover');

export type PageWithPictures = { page: PageRow; avatarKey: string | null };
/** A page in the dashboard's lists: what its card shows beside the page itself. */
export type PageListRow = PageWithPictures & { city: CityReference | null; followers: number };

/**
 * The columns of a page card in a list: the avatar, the joined city and the follower count (a
 * correlated count on the follows' primary key, so each list stays one statement).
 */
const pageListColumns = {
  page: pages,
  avatarKey: avatars.storageKey,
  ...cityReferenceColumns,
  followers: sql<number>`(select count(*)::int from ${pageFollows} where ${pageFollows.pageId} = ${pages.id})`,
};

const toPageListRow = <T extends PageWithPictures & Parameters<typeof cityReferenceOf>[0]>(
  row: T & { followers: number },
) => ({ ...row, city: cityReferenceOf(row), followers: Number(row.followers) });

/** An account that can sign in and be seen (not pending, deactivated, marked or purged). */
const accountInUse = () =>
  and(
    isNotNull(users.activatedAt),
    isNull(users.deactivatedAt),
    isNull(users.deletionRequestedAt),
    isNull(users.purgedAt),
  );

/** Postgres unique violation, wherever drizzle wrapped it. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return !constraint || name === undefined || name === constraint;
  }
  return false;
};

export type NewPage = Omit<typeof pages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type PageChanges = Partial<NewPage>;

export type ViewerFacts = {
  /** The caller (null: a visitor). */
  userId: string | null;
  role: PageRole | null;
  following: boolean;
  requested: boolean;
  blocked: boolean;
  followers: number;
  /** The role of the caller's open invitation into the team, or null. */
  invitedAs: 'member' | 'team' | null;
  /** The caller asked to join and waits for an answer. */
  joinRequested: boolean;
};

export type InviteRow = typeof pageInvites.$inferSelect;

export function createPagesRepository(db: Database) {
  return {
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async findPage(id: string, executor: Db = db): Promise<PageRow | null> {
      const [row] = await executor.select().from(pages).where(eq(pages.id, id)).limit(1);
      return row ?? null;
    },

    /** The page and its city in one query. */
    async findPageWithCity(id: string): Promise<{
      page: PageRow;
      city: CityReference | null;
      avatarKey: string | null;
      coverKey: string | null;
    } | null> {
      const [row] = await db
        .select({
          page: pages,
          ...cityReferenceColumns,
          avatarKey: avatars.storageKey,
          coverKey: covers.storageKey,
        })
        .from(pages)
        .leftJoin(cities, eq(cities.id, pages.cityId))
        .leftJoin(avatars, eq(avatars.id, pages.avatarImageId))
        .leftJoin(covers, eq(covers.id, pages.coverImageId))
        .where(eq(pages.id, id))
        .limit(1);
      if (!row) return null;
      return {
        page: row.page,
        avatarKey: row.avatarKey,
        coverKey: row.coverKey,
        city: cityReferenceOf(row),
      };
    },

    /**
     * Venues and organizations whose name (lowercase, without accents) starts with the query,
     * then those with a word that does, then those that merely contain it; by name. One
     * statement.
     */
    async searchVenues(
      query: string,
      limit: number,
    ): Promise<{ page: PageRow; city: CityReference | null }[]> {
      const folded = escapeLike(query.toLowerCase());
      const name = sql`unaccent(lower(${pages.name}))`;
      const prefix = sql`${name} like unaccent(${folded}) || '%'`;
      const wordPrefix = sql`${name} like '%' || unaccent(${` ${folded}`}) || '%'`;
      const contains = sql`${name} like '%' || unaccent(${folded}) || '%'`;
      const rank = sql<number>`case when ${prefix} then 0 when ${wordPrefix} then 1 else 2 end`;
      const rows = await db
        .select({ page: pages, ...cityReferenceColumns })
        .from(pages)
        .leftJoin(cities, eq(cities.id, pages.cityId))
        .where(and(inArray(pages.kind, ['location', 'organization']), contains))
        .orderBy(rank, sql`lower(${pages.name}) collate "und-x-icu"`, pages.id)
        .limit(limit);
      return rows.map((row) => ({ page: row.page, city: cityReferenceOf(row) }));
    },

    async findPageIdByUrlname(urlname: string): Promise<PageRow | null> {
      const [row] = await db.select().from(pages).where(eq(pages.urlname, urlname)).limit(1);
      return row ?? null;
    },

    async urlnameOwner(urlname: string): Promise<string | null> {
      const [row] = await db
        .select({ id: pages.id })
        .from(pages)
        .where(eq(pages.urlname, urlname))
        .limit(1);
      return row?.id ?? null;
    },

    cityExists(cityId: number): Promise<boolean> {
      return cityExists(db, cityId);
    },

    async userInUse(userId: string): Promise<{ id: string; name: string } | null> {
      const [row] = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.id, userId), accountInUse()))
        .limit(1);
      return row ?? null;
    },

    /** Creates the page and makes the creator its owner, in one transaction. */
    async createPage(values: NewPage, ownerId: string): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(pages).values(values).returning({ id: pages.id });
        if (!row) throw new Error('Inserting a page returned no row.');
        await tx
          .insert(pageMembers)
          .values({ pageId: row.id, userId: ownerId, role: 'owner', joinedVia: 'created' });
        return row.id;
      });
    },

    async updatePage(id: string, changes: PageChanges): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db.update(pages).set(changes).where(eq(pages.id, id));
    },

    async deletePage(id: string): Promise<boolean> {
      const deleted = await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id });
      return deleted.length > 0;
    },

    /** The user's team role in the page (one query; the object-user header check). */
    async roleOf(pageId: string, userId: string, executor: Db = db): Promise<PageRole | null> {
      const [row] = await executor
        .select({ role: pageMembers.role })
        .from(pageMembers)
        .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.userId, userId)))
        .limit(1);
      return row?.role ?? null;
    },

    async isBlocked(pageId: string, userId: string, executor: Db = db): Promise<boolean> {
      const [row] = await executor
        .select({ userId: pageBlocks.userId })
        .from(pageBlocks)
        .where(and(eq(pageBlocks.pageId, pageId), eq(pageBlocks.userId, userId)))
        .limit(1);
      return Boolean(row);
    },

    /** What the caller's view of a page needs, in one query. */
    async viewerFacts(pageId: string, userId: string | null): Promise<ViewerFacts> {
      const uid = userId ?? '';
      const [row] = await db
        .select({
          role: sql<PageRole | null>`(select ${pageMembers.role} from ${pageMembers} where ${pageMembers.pageId} = ${pageId} and ${pageMembers.userId} = ${uid})`,
          following: sql<boolean>`exists (select 1 from ${pageFollows} where ${pageFollows.pageId} = ${pageId} and ${pageFollows.userId} = ${uid})`,
          requested: sql<boolean>`exists (select 1 from ${pageOwnershipRequests} where ${pageOwnershipRequests.pageId} = ${pageId} and ${pageOwnershipRequests.userId} = ${uid})`,
          blocked: sql<boolean>`exists (select 1 from ${pageBlocks} where ${pageBlocks.pageId} = ${pageId} and ${pageBlocks.userId} = ${uid})`,
          followers: sql<number>`(select count(*) from ${pageFollows} where ${pageFollows.pageId} = ${pageId})::int`,
          open: sql<
            string | null
          >`(select ${pageTeamRequests.kind} || ':' || ${pageTeamRequests.role} from ${pageTeamRequests} where ${pageTeamRequests.pageId} = ${pageId} and ${pageTeamRequests.userId} = ${uid})`,
        })
        .from(sql`(select 1) as one`);
      const open = row?.open ?? null;
      return {
        userId,
        invitedAs:
          open === 'invitation:team' ? 'team' : open === 'invitation:member' ? 'member' : null,
        joinRequested: open?.startsWith('request:') ?? false,
        role: row?.role ?? null,
        following: Boolean(row?.following),
        requested: Boolean(row?.requested),
        blocked: Boolean(row?.blocked),
        followers: Number(row?.followers ?? 0),
      };
    },

    /**
     * Adds a team member; false when they are in the team already. Whatever invitation or request
     * was open for them is answered by this, so it goes.
     */
    async addMember(
      pageId: string,
      userId: string,
      role: 'member' | 'team',
      joinedVia: 'self' | 'admin' | 'invite',
      executor: Db = db,
    ): Promise<boolean> {
      const inserted = await executor
        .insert(pageMembers)
        .values({ pageId, userId, role, joinedVia })
        .onConflictDoNothing()
        .returning({ userId: pageMembers.userId });
      if (inserted.length > 0) await dropOpenTeamRequest(executor, pageId, userId);
      return inserted.length > 0;
    },

    /** Compare-and-set of a team role: only while the user still has `from`. */
    async changeRole(
      pageId: string,
      userId: string,
      from: PageRole,
      to: PageRole,
      executor: Db = db,
    ): Promise<boolean> {
      const changed = await executor
        .update(pageMembers)
        .set({ role: to })
        .where(
          and(
            eq(pageMembers.pageId, pageId),
            eq(pageMembers.userId, userId),
            eq(pageMembers.role, from),
          ),
        )
        .returning({ userId: pageMembers.userId });
      return changed.length > 0;
    },

    /** Removes a team member who still has role `from` (never the owner). */
    async removeMember(
      pageId: string,
      userId: string,
      from: PageRole,
      executor: Db = db,
    ): Promise<boolean> {
      const removed = await executor
        .delete(pageMembers)
        .where(
          and(
            eq(pageMembers.pageId, pageId),
            eq(pageMembers.userId, userId),
            eq(pageMembers.role, from),
            ne(pageMembers.role, 'owner'),
          ),
        )
        .returning({ userId: pageMembers.userId });
      return removed.length > 0;
    },

    /**
     * Blocks a user: out of the team (unless owner), no follow, no ownership request. False when
     * the user is (or just became) the owner.
     */
    async block(pageId: string, userId: string, blockedBy: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const role = await this.roleOf(pageId, userId, tx);
        if (role === 'owner') return false;
        if (role) {
          const removed = await this.removeMember(pageId, userId, role, tx);
          if (!removed) throw new PageRaceError();
        }
        await tx.insert(pageBlocks).values({ pageId, userId, blockedBy }).onConflictDoNothing();
        await tx
          .delete(pageFollows)
          .where(and(eq(pageFollows.pageId, pageId), eq(pageFollows.userId, userId)));
        await tx
          .delete(pageOwnershipRequests)
          .where(
            and(eq(pageOwnershipRequests.pageId, pageId), eq(pageOwnershipRequests.userId, userId)),
          );
        await dropOpenTeamRequest(tx, pageId, userId);
        return true;
      });
    },

    async unblock(pageId: string, userId: string): Promise<boolean> {
      const removed = await db
        .delete(pageBlocks)
        .where(and(eq(pageBlocks.pageId, pageId), eq(pageBlocks.userId, userId)))
        .returning({ userId: pageBlocks.userId });
      return removed.length > 0;
    },

    async listBlocks(pageId: string) {
      const rows = await db
        .select({ userId: pageBlocks.userId, ...personColumns, createdAt: pageBlocks.createdAt })
        .from(pageBlocks)
        .innerJoin(users, eq(users.id, pageBlocks.userId))
        .leftJoin(profiles, profileOfUser)
        .where(eq(pageBlocks.pageId, pageId))
        .orderBy(desc(pageBlocks.createdAt));
      return rows.map((row) => ({ ...row, inUse: row.inUse === true }));
    },

    /**
     * Hands the page from `fromUserId` (who must still be its owner: compare-and-set) to
     * `toUserId` (a team member, or a requester who joins as owner). The old owner becomes admin.
     * False when the owner changed in between; the partial unique index backs the one owner.
     */
    async transfer(
      pageId: string,
      fromUserId: string,
      toUserId: string,
      options: { allowOutsider: boolean },
    ): Promise<'done' | 'ownership_changed' | 'not_in_team' | 'blocked'> {
      try {
        return await db.transaction(async (tx) => {
          const handedOver = await this.changeRole(pageId, fromUserId, 'owner', 'admin', tx);
          if (!handedOver) return 'ownership_changed';
          const targetRole = await this.roleOf(pageId, toUserId, tx);
          if (targetRole === 'owner') throw new PageRaceError();
          if (targetRole) {
            if (!(await this.changeRole(pageId, toUserId, targetRole, 'owner', tx))) {
              throw new PageRaceError();
            }
          } else {
            if (!options.allowOutsider) throw new TransferAbort('not_in_team');
            if (await this.isBlocked(pageId, toUserId, tx)) throw new TransferAbort('blocked');
            await tx
              .insert(pageMembers)
              .values({ pageId, userId: toUserId, role: 'owner', joinedVia: 'transfer' });
            await dropOpenTeamRequest(tx, pageId, toUserId);
          }
          await tx
            .delete(pageOwnershipRequests)
            .where(
              and(
                eq(pageOwnershipRequests.pageId, pageId),
                eq(pageOwnershipRequests.userId, toUserId),
              ),
            );
          return 'done' as const;
        });
      } catch (error) {
        if (error instanceof TransferAbort) return error.reason;
        if (error instanceof PageRaceError || isUniqueViolation(error)) return 'ownership_changed';
        throw error;
      }
    },

    // ---- Ownership requests ----

    async requestOwnership(pageId: string, userId: string, message: string | null) {
      await db
        .insert(pageOwnershipRequests)
        .values({ pageId, userId, message })
        .onConflictDoUpdate({
          target: [pageOwnershipRequests.pageId, pageOwnershipRequests.userId],
          set: { message },
        });
    },

    async dropOwnershipRequest(pageId: string, userId: string): Promise<boolean> {
      const removed = await db
        .delete(pageOwnershipRequests)
        .where(
          and(eq(pageOwnershipRequests.pageId, pageId), eq(pageOwnershipRequests.userId, userId)),
        )
        .returning({ userId: pageOwnershipRequests.userId });
      return removed.length > 0;
    },

    async hasOwnershipRequest(pageId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: pageOwnershipRequests.userId })
        .from(pageOwnershipRequests)
        .where(
          and(eq(pageOwnershipRequests.pageId, pageId), eq(pageOwnershipRequests.userId, userId)),
        )
        .limit(1);
      return Boolean(row);
    },

    async listOwnershipRequests(pageId: string) {
      const rows = await db
        .select({
          userId: pageOwnershipRequests.userId,
          ...personColumns,
          message: pageOwnershipRequests.message,
          createdAt: pageOwnershipRequests.createdAt,
        })
        .from(pageOwnershipRequests)
        .innerJoin(users, eq(users.id, pageOwnershipRequests.userId))
        .leftJoin(profiles, profileOfUser)
        .where(and(eq(pageOwnershipRequests.pageId, pageId), accountInUse()))
        .orderBy(asc(pageOwnershipRequests.createdAt));
      return rows.map((row) => ({ ...row, inUse: row.inUse === true }));
    },

    // ---- Invites ----

    async createInvite(values: typeof pageInvites.$inferInsert): Promise<InviteRow> {
      const [row] = await db.insert(pageInvites).values(values).returning();
      if (!row) throw new Error('Inserting an invite returned no row.');
      return row;
    },

    listInvites(pageId: string): Promise<InviteRow[]> {
      return db
        .select()
        .from(pageInvites)
        .where(eq(pageInvites.pageId, pageId))
        .orderBy(desc(pageInvites.createdAt));
    },

    async revokeInvite(pageId: string, inviteId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: pageInvites.id, revokedAt: pageInvites.revokedAt })
        .from(pageInvites)
        .where(and(eq(pageInvites.pageId, pageId), eq(pageInvites.id, inviteId)))
        .limit(1);
      if (!row) return false;
      if (!row.revokedAt) {
        await db
          .update(pageInvites)
          .set({ revokedAt: new Date() })
          .where(and(eq(pageInvites.id, inviteId), isNull(pageInvites.revokedAt)));
      }
      return true;
    },

    /** A live invite (not revoked, not expired) by its token hash. */
    async findLiveInvite(tokenHash: string): Promise<InviteRow | null> {
      const [row] = await db
        .select()
        .from(pageInvites)
        .where(
          and(
            eq(pageInvites.tokenHash, tokenHash),
            isNull(pageInvites.revokedAt),
            sql`${pageInvites.expiresAt} > now()`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Joins through an invite and counts the use, in one transaction. */
    async joinByInvite(invite: InviteRow, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const joined = await this.addMember(
          invite.pageId,
          userId,
          invite.role === 'team' ? 'team' : 'member',
          'invite',
          tx,
        );
        if (joined) {
          await tx
            .update(pageInvites)
            .set({ uses: sql`${pageInvites.uses} + 1` })
            .where(eq(pageInvites.id, invite.id));
        }
        return joined;
      });
    },

    // ---- Follows ----

    async follow(pageId: string, userId: string): Promise<void> {
      await db.insert(pageFollows).values({ pageId, userId }).onConflictDoNothing();
    },

    async unfollow(pageId: string, userId: string): Promise<void> {
      await db
        .delete(pageFollows)
        .where(and(eq(pageFollows.pageId, pageId), eq(pageFollows.userId, userId)));
    },

    async followers(pageId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(pageFollows)
        .where(eq(pageFollows.pageId, pageId));
      return Number(row?.n ?? 0);
    },

    async followedPages(userId: string): Promise<PageListRow[]> {
      const rows = await db
        .select(pageListColumns)
        .from(pageFollows)
        .innerJoin(pages, eq(pages.id, pageFollows.pageId))
        .leftJoin(avatars, eq(avatars.id, pages.avatarImageId))
        .leftJoin(cities, eq(cities.id, pages.cityId))
        .where(eq(pageFollows.userId, userId))
        .orderBy(desc(pageFollows.createdAt))
        .limit(500);
      return rows.map(toPageListRow);
    },

    /** The user's pages with their role, owner first, then by name. */
    async pagesOfUser(userId: string): Promise<(PageListRow & { role: PageRole })[]> {
      const rows = await db
        .select({ ...pageListColumns, role: pageMembers.role })
        .from(pageMembers)
        .innerJoin(pages, eq(pages.id, pageMembers.pageId))
        .leftJoin(avatars, eq(avatars.id, pages.avatarImageId))
        .leftJoin(cities, eq(cities.id, pages.cityId))
        .where(eq(pageMembers.userId, userId))
        .orderBy(
          sql`case ${pageMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
          asc(pages.name),
        );
      return rows.map(toPageListRow);
    },

    /** A user id that names an account in use, for short URLs. */
    async userForShortUrl(id: string): Promise<{ id: string; name: string } | null> {
      return this.userInUse(id);
    },

    /**
     * Whether `resolve` would find something for a short URL, in one statement: a page with this
     * address (when `byUrlname`), a page or an account in use with this id (when `byId`). Each
     * test is a unique-index lookup.
     */
    async shortUrlExists(
      shortUrl: string,
      { byUrlname, byId }: { byUrlname: boolean; byId: boolean },
    ): Promise<boolean> {
      const tests = [
        ...(byUrlname
          ? [sql`exists (select 1 from ${pages} where ${eq(pages.urlname, shortUrl)})`]
          : []),
        ...(byId
          ? [
              sql`exists (select 1 from ${pages} where ${eq(pages.id, shortUrl)})`,
              sql`exists (select 1 from ${users} where ${and(eq(users.id, shortUrl), accountInUse())})`,
            ]
          : []),
      ];
      if (tests.length === 0) return false;
      const result = await db.execute<{ found: boolean }>(
        sql`select ${sql.join(tests, sql` or `)} as found`,
      );
      return result.rows[0]?.found === true;
    },

    // ---- Purge ----

    /**
     * A purged account's pages: each page it owns passes to the longest-standing admin, else it
     * is deleted. Its memberships, follows, requests and blocks go with the user row's cascade
     * only when the row is deleted; the purge keeps the row, so they are removed here.
     */
    async purgeUser(tx: Transaction, userId: string): Promise<string[]> {
      const deleted: string[] = [];
      const owned = await tx
        .select({ pageId: pageMembers.pageId })
        .from(pageMembers)
        .where(and(eq(pageMembers.userId, userId), eq(pageMembers.role, 'owner')));
      for (const { pageId } of owned) {
        const [heir] = await tx
          .select({ userId: pageMembers.userId })
          .from(pageMembers)
          .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.role, 'admin')))
          .orderBy(asc(pageMembers.createdAt))
          .limit(1);
        if (heir) {
          await tx
            .delete(pageMembers)
            .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.userId, userId)));
          await tx
            .update(pageMembers)
            .set({ role: 'owner' })
            .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.userId, heir.userId)));
        } else {
          await tx.delete(pages).where(eq(pages.id, pageId));
          deleted.push(pageId);
        }
      }
      await tx.delete(pageMembers).where(eq(pageMembers.userId, userId));
      await tx.delete(pageFollows).where(eq(pageFollows.userId, userId));
      await tx.delete(pageOwnershipRequests).where(eq(pageOwnershipRequests.userId, userId));
      await tx.delete(pageTeamRequests).where(eq(pageTeamRequests.userId, userId));
      return deleted;
    },

    /** Page ids among `ids` (to tell pages from users). */
    async existingPageIds(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: pages.id }).from(pages).where(inArray(pages.id, ids));
      return rows.map((row) => row.id);
    },
  };
}

/** The user entered the team or was blocked: their open invitation or request is moot. */
async function dropOpenTeamRequest(executor: Db, pageId: string, userId: string): Promise<void> {
  await executor
    .delete(pageTeamRequests)
    .where(and(eq(pageTeamRequests.pageId, pageId), eq(pageTeamRequests.userId, userId)));
}

/** Someone else changed the team in between: the command lost a race. */
export class PageRaceError extends Error {
  constructor() {
    super('The page team changed in between.');
  }
}

class TransferAbort extends Error {
  readonly reason: 'not_in_team' | 'blocked';
  constructor(reason: 'not_in_team' | 'blocked') {
    super(reason);
    this.reason = reason;
  }
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
