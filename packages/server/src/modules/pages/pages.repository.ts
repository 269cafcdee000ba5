import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PageRole } from '@backline/domain';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import {
  cities,
  images,
  pageBlocks,
  pageFollows,
  pageMembers,
  pageOwnershipRequests,
  pageTeamRequests,
  pages,
  users,
  type PageRow,
} from '../../db/schema/index.ts';
import {
  cityExists,
  cityReferenceColumns,
  cityReferenceOf,
  type CityReference,
} from '../../platform/city-reference.repository.ts';

/** A query runs on the database or inside a caller's transaction. */
export type Db = Database | Transaction;

/** The page's avatar and cover images (set by the media module). */
export const avatars = alias(images, 'page_avatar');
const covers = alias(images, 'page_cover');

/** An account that can sign in and be seen (not pending, deactivated, marked or purged). */
export const accountInUse = () =>
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

/**
 * The page row itself: loading it (with city and pictures, or by address), creating, editing and
 * deleting it, and what a caller's view of it needs. Team rows are page-members.repository.ts.
 */
export function createPagesRepository(db: Database) {
  return {
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
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
