import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import { PAGE_MANAGER_ROLES, type PageRole } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { pageBlocks, pageFollows, pageMembers } from '../../db/schema/index.ts';

type Executor = Database | Transaction;

/**
 * The one owner of "the role of a user in a page" (the `page_members` table is the pages
 * module's). Other modules ask through the pages module: `pages.roles` for a role or a page's
 * managers, and the SQL fragments below for list statements that must stay one statement (the
 * role is part of their filter or order, so it cannot be asked for separately).
 */
export function createPageRoles(db: Database) {
  return {
    /** The user's role in the page, or null for no member. */
    async roleOf(
      pageId: string,
      userId: string,
      executor: Executor = db,
    ): Promise<PageRole | null> {
      const [row] = await executor
        .select({ role: pageMembers.role })
        .from(pageMembers)
        .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.userId, userId)));
      return row?.role ?? null;
    },

    /** Owner and admins of each page: who acts for it and who is told. */
    async managersOf(
      pageIds: readonly string[],
      executor: Executor = db,
    ): Promise<Map<string, string[]>> {
      const result = new Map<string, string[]>();
      if (pageIds.length === 0) return result;
      const rows = await executor
        .select({ pageId: pageMembers.pageId, userId: pageMembers.userId })
        .from(pageMembers)
        .where(
          and(
            inArray(pageMembers.pageId, [...pageIds]),
            inArray(pageMembers.role, [...PAGE_MANAGER_ROLES]),
          ),
        );
      for (const row of rows) {
        result.set(row.pageId, [...(result.get(row.pageId) ?? []), row.userId]);
      }
      return result;
    },
  };
}

export type PageRoles = ReturnType<typeof createPageRoles>;

type UserRef = string | Placeholder | SQL;

/** SQL: the ids of the pages the user speaks for (owner, admin). */
export const pagesManagedBySql = (userId: UserRef) => sql`(
  select ${pageMembers.pageId} from ${pageMembers}
  where ${pageMembers.userId} = ${userId} and ${pageMembers.role} in ('owner', 'admin')
)`;

/** SQL: the ids of the pages the user belongs to, in any role. */
export const pagesOfMemberSql = (userId: UserRef) => sql`(
  select ${pageMembers.pageId} from ${pageMembers} where ${pageMembers.userId} = ${userId}
)`;

/**
 * SQL: the ids of the pages any of the users (a subquery of user ids) belongs to, in any role.
 * The users are collected into an array first, so the members are found through the user index
 * whatever the planner guesses of their number (a join could scan every membership).
 */
export const pagesOfMembersInSql = (userIds: SQL) => sql`(
  select ${pageMembers.pageId} from ${pageMembers}
  where ${pageMembers.userId} = any(array${userIds})
)`;

/** SQL: the ids of the pages the user follows. */
export const pagesFollowedBySql = (userId: UserRef) => sql`(
  select ${pageFollows.pageId} from ${pageFollows} where ${pageFollows.userId} = ${userId}
)`;

/** SQL: the user's role in the page whose id `pageId` holds (a column or a value), or null. */
export const roleInPageSql = (
  pageId: SQL | string | { getSQL(): SQL },
  userId: UserRef,
) => sql<PageRole | null>`(
  select ${pageMembers.role} from ${pageMembers}
  where ${pageMembers.pageId} = ${pageId} and ${pageMembers.userId} = ${userId}
)`;

/** SQL: whether the page blocked the user (its block list). */
export const pageBlockedUserSql = (pageId: UserRef, userId: UserRef) => sql<boolean>`exists (
  select 1 from ${pageBlocks}
  where ${pageBlocks.pageId} = ${pageId} and ${pageBlocks.userId} = ${userId}
)`;
