import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { conversationParties, conversations, messages } from '../../db/schema/index.ts';

/**
 * The account purge (decisions in the module): the user's own side of every conversation goes;
 * what they wrote as themself is emptied (text cleared, the row keeps the partner's history in
 * place) and loses its author; what they wrote as a page stays the page's, without an author;
 * conversations with no party left go (with their messages).
 */
export async function purgeMessaging(tx: Transaction, userId: string): Promise<void> {
  const left = await tx
    .delete(conversationParties)
    .where(and(eq(conversationParties.partyKind, 'user'), eq(conversationParties.partyId, userId)))
    .returning({ id: conversationParties.conversationId });
  await tx
    .update(messages)
    .set({ text: null, deletedAt: sql`coalesce(${messages.deletedAt}, now())`, authorUserId: null })
    .where(and(eq(messages.senderKind, 'user'), eq(messages.senderId, userId)));
  await tx
    .update(messages)
    .set({ authorUserId: null })
    .where(and(eq(messages.authorUserId, userId), isNotNull(messages.authorUserId)));
  if (left.length === 0) return;
  await tx.delete(conversations).where(
    and(
      inArray(
        conversations.id,
        left.map((row) => row.id),
      ),
      sql`not exists (select 1 from ${conversationParties} s where s.conversation_id = ${conversations.id})`,
    ),
  );
}
