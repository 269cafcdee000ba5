import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { pageTeamRequests, pages, profiles, users, type PageRow } from '../../db/schema/index.ts';
import {
  inviterColumns,
  inviterProfiles,
  inviters,
  personColumns,
  profileOfUser,
  type PersonRow,
} from './page-team.repository.ts';

type Db = Database | Transaction;

export type TeamRequestKind = (typeof pageTeamRequests.$inferSelect)['kind'];
export type TeamRequestRow = typeof pageTeamRequests.$inferSelect;

export type InvitationRow = PersonRow & {
  role: 'member' | 'team';
  createdAt: Date;
  invitedBy: PersonRow | null;
};
export type JoinRequestRow = PersonRow & { createdAt: Date };

/**
 * Open invitations and join requests (docs/decisions.md, "Page teams with consent"): at most one
 * per user and page (the primary key), opened by one side and closed by the other's answer or a
 * withdrawal.
 */
export function createPageTeamRequestsRepository(db: Database) {
  return {
    /** An answer and its notices commit together. */
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
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

export type PageTeamRequestsRepository = ReturnType<typeof createPageTeamRequestsRepository>;
