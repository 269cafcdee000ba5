import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageInvites } from '../../db/schema/index.ts';
import { createPageMembersRepository } from './page-members.repository.ts';

export type InviteRow = typeof pageInvites.$inferSelect;

/** A page's invite links: whoever follows a live link joins the team (the link is the consent). */
export function createPageInvitesRepository(db: Database) {
  const members = createPageMembersRepository(db);
  return {
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
        const joined = await members.addMember(
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
  };
}

export type PageInvitesRepository = ReturnType<typeof createPageInvitesRepository>;
