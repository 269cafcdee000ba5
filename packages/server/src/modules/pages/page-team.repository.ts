import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PageRole, ProfileVisibility } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import {
  pageMembers,
  pageTeamRequests,
  pages,
  profiles,
  users,
  type PageRow,
} from '../../db/schema/index.ts';

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

const inviters = alias(users, 'inviter');
const inviterProfiles = alias(profiles, 'inviter_profile');

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
const inviterColumns = personColumnsOf(inviters, inviterProfiles);

const toPerson = <T extends { inUse: unknown }>(row: T): T & { inUse: boolean } => ({
  ...row,
  inUse: row.inUse === true,
});

export type TeamRow = PersonRow & {
  role: PageRole;
  joinedVia: (typeof pageMembers.$inferSelect)['joinedVia'];
  createdAt: Date;
};

export type TeamRequestKind = (typeof pageTeamRequests.$inferSelect)['kind'];
export type TeamRequestRow = typeof pageTeamRequests.$inferSelect;

export type InvitationRow = PersonRow & {
  role: 'member' | 'team';
  createdAt: Date;
  invitedBy: PersonRow | null;
};
export type JoinRequestRow = PersonRow & { createdAt: Date };

const teamColumns = {
  userId: pageMembers.userId,
  ...personColumns,
  role: pageMembers.role,
  joinedVia: pageMembers.joinedVia,
  createdAt: pageMembers.createdAt,
};

/**
 * The team of a page and its open invitations and join requests (docs/decisions.md, "Page teams
 * with consent"). Team roles themselves are changed through the pages repository's compare-and-set
 * helpers, which accept this repository's transactions.
 */
export function createPageTeamRepository(db: Database) {
  return {
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

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

    /** The open invitation or request of a user in a page, if any. */
    async openRequest(
      pageId: string,
      userId: string,
      executor: Db = db,
    ): Promise<TeamRequestRow | null> {
      const [row] = await executor
        .select()
        .from(pageTeamRequests)
        .where(and(eq(pageTeamRequests.pageId, pageId), eq(pageTeamRequests.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** Opens an invitation or a request; false when one is open already (the primary key). */
    async open(
      values: {
        pageId: string;
        userId: string;
        kind: TeamRequestKind;
        role: 'member' | 'team';
        createdBy: string;
      },
      executor: Db = db,
    ): Promise<boolean> {
      const inserted = await executor
        .insert(pageTeamRequests)
        .values(values)
        .onConflictDoNothing()
        .returning({ userId: pageTeamRequests.userId });
      return inserted.length > 0;
    },

    /** Closes the open row of `kind` (an answer or a withdrawal); null when there was none. */
    async close(
      pageId: string,
      userId: string,
      kind: TeamRequestKind,
      executor: Db = db,
    ): Promise<TeamRequestRow | null> {
      const [row] = await executor
        .delete(pageTeamRequests)
        .where(
          and(
            eq(pageTeamRequests.pageId, pageId),
            eq(pageTeamRequests.userId, userId),
            eq(pageTeamRequests.kind, kind),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The page's open invitations (with who sent each) and requests, oldest first. */
    async pending(
      pageId: string,
    ): Promise<{ invitations: InvitationRow[]; requests: JoinRequestRow[] }> {
      const rows = await db
        .select({
          userId: pageTeamRequests.userId,
          kind: pageTeamRequests.kind,
          role: pageTeamRequests.role,
          createdAt: pageTeamRequests.createdAt,
          ...personColumns,
          inviterId: inviters.id,
          inviterName: inviterColumns.name,
          inviterType: inviterColumns.accountType,
          inviterVisibility: inviterColumns.visibility,
          inviterInUse: inviterColumns.inUse,
        })
        .from(pageTeamRequests)
        .innerJoin(users, eq(users.id, pageTeamRequests.userId))
        .leftJoin(profiles, profileOfUser)
        .leftJoin(inviters, eq(inviters.id, pageTeamRequests.createdBy))
        .leftJoin(inviterProfiles, eq(inviterProfiles.userId, inviters.id))
        .where(eq(pageTeamRequests.pageId, pageId))
        .orderBy(asc(pageTeamRequests.createdAt), asc(pageTeamRequests.userId));
      const invitations: InvitationRow[] = [];
      const requests: JoinRequestRow[] = [];
      for (const row of rows) {
        // Inner-joined: never null (the typing cannot tell the two user tables apart).
        const person = {
          userId: row.userId,
          name: row.name ?? '',
          accountType: row.accountType ?? 'private',
          visibility: row.visibility,
          inUse: row.inUse === true,
          createdAt: row.createdAt,
        };
        if (row.kind === 'request') {
          // A request of an account no longer in use waits for nobody.
          if (person.inUse) requests.push(person);
          continue;
        }
        invitations.push({
          ...person,
          role: row.role,
          invitedBy:
            row.inviterId !== null && row.inviterName !== null && row.inviterType !== null
              ? {
                  userId: row.inviterId,
                  name: row.inviterName,
                  accountType: row.inviterType,
                  visibility: row.inviterVisibility,
                  inUse: row.inviterInUse === true,
                }
              : null,
        });
      }
      return { invitations, requests };
    },

    /** The user's open invitations, newest first, with their pages. */
    async invitationsOf(
      userId: string,
    ): Promise<{ page: PageRow; role: 'member' | 'team'; createdAt: Date }[]> {
      return db
        .select({
          page: pages,
          role: pageTeamRequests.role,
          createdAt: pageTeamRequests.createdAt,
        })
        .from(pageTeamRequests)
        .innerJoin(pages, eq(pages.id, pageTeamRequests.pageId))
        .where(and(eq(pageTeamRequests.userId, userId), eq(pageTeamRequests.kind, 'invitation')))
        .orderBy(desc(pageTeamRequests.createdAt))
        .limit(200);
    },
  };
}

export type PageTeamRepository = ReturnType<typeof createPageTeamRepository>;
