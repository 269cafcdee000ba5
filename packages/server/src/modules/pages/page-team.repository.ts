import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PageRole, ProfileVisibility } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { pageMembers, profiles, users } from '../../db/schema/index.ts';

type Db = Database | Transaction;

/**
 * What deciding how a person shows in a page's lists needs (domain `pagePersonView`): the name,
 * the account type, the profile's visibility (null without a profile row: public) and whether
 * the account is in use (activated, not deactivated, not marked for deletion, not purged).
 */
export type PersonRow = {
  userId: string;
  name: string;
  accountType: 'private' | 'musician';
  visibility: ProfileVisibility | null;
  inUse: boolean;
};

/** Who sent an invitation: the users table once more (page-team-requests.repository.ts). */
export const inviters = alias(users, 'inviter');
export const inviterProfiles = alias(profiles, 'inviter_profile');

/** The person columns of `users` (joined) and `profiles` (left-joined on the user). */
const personColumnsOf = (
  user: typeof users | typeof inviters,
  profile: typeof profiles | typeof inviterProfiles,
) => ({
  name: user.name,
  accountType: user.type,
  visibility: profile.visibility,
  inUse: sql<boolean>`(${user.activatedAt} is not null and ${user.deactivatedAt} is null and ${user.deletionRequestedAt} is null and ${user.purgedAt} is null)`,
});

/** The person columns of the joined `users` and left-joined `profiles` tables. */
export const personColumns = personColumnsOf(users, profiles);
/** Left-join the person's profile (for its visibility) onto a query that joined `users`. */
export const profileOfUser = eq(profiles.userId, users.id);
export const inviterColumns = personColumnsOf(inviters, inviterProfiles);

const toPerson = <T extends { inUse: unknown }>(row: T): T & { inUse: boolean } => ({
  ...row,
  inUse: row.inUse === true,
});

export type TeamRow = PersonRow & {
  role: PageRole;
  joinedVia: (typeof pageMembers.$inferSelect)['joinedVia'];
  createdAt: Date;
};

const teamColumns = {
  userId: pageMembers.userId,
  ...personColumns,
  role: pageMembers.role,
  joinedVia: pageMembers.joinedVia,
  createdAt: pageMembers.createdAt,
};

/**
 * The team of a page with its members' person columns (docs/decisions.md, "Page teams with
 * consent"). Team roles themselves are changed through page-members.repository.ts's
 * compare-and-set helpers, which accept this repository's transactions; open invitations and
 * join requests are page-team-requests.repository.ts.
 */
export function createPageTeamRepository(db: Database) {
  return {
    /** The team, owner first, then admins, members and team members, each by joining date. */
    async team(pageId: string, executor: Db = db): Promise<TeamRow[]> {
      const rows = await executor
        .select(teamColumns)
        .from(pageMembers)
        .innerJoin(users, eq(users.id, pageMembers.userId))
        .leftJoin(profiles, profileOfUser)
        .where(eq(pageMembers.pageId, pageId))
        .orderBy(
          sql`case ${pageMembers.role} when 'owner' then 0 when 'admin' then 1 when 'member' then 2 else 3 end`,
          asc(pageMembers.createdAt),
        );
      return rows.map(toPerson);
    },

    async teamMember(pageId: string, userId: string, executor: Db = db): Promise<TeamRow | null> {
      const [row] = await executor
        .select(teamColumns)
        .from(pageMembers)
        .innerJoin(users, eq(users.id, pageMembers.userId))
        .leftJoin(profiles, profileOfUser)
        .where(and(eq(pageMembers.pageId, pageId), eq(pageMembers.userId, userId)))
        .limit(1);
      return row ? toPerson(row) : null;
    },

    /** Who speaks for the page and hears of its team requests: the owner and the admins. */
    async managers(pageId: string, executor: Db = db): Promise<string[]> {
      const rows = await executor
        .select({ userId: pageMembers.userId })
        .from(pageMembers)
        .where(and(eq(pageMembers.pageId, pageId), inArray(pageMembers.role, ['owner', 'admin'])));
      return rows.map((row) => row.userId);
    },
  };
}

export type PageTeamRepository = ReturnType<typeof createPageTeamRepository>;
