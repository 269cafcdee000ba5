import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import {
  pageFollows,
  pageMembers,
  pageOwnershipRequests,
  pageTeamRequests,
  pages,
} from '../../db/schema/index.ts';

/**
 * A purged account's pages: each page it owns passes to the longest-standing admin, else it is
 * deleted. Its memberships, follows, requests and blocks go with the user row's cascade only
 * when the row is deleted; the purge keeps the row, so they are removed here. Answers the ids
 * of the deleted pages (their media go in the same transaction).
 */
export async function purgePagesOfUser(tx: Transaction, userId: string): Promise<string[]> {
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
}
