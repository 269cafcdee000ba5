import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import {
  forumCategoryModerators,
  forumComments,
  forumThreadBans,
  forumTopicFollows,
  forumTopics,
} from '../../db/schema/index.ts';

/**
 * The account purge (privacy page: forum posts are separated from the name): the user's topics
 * and comments stay, without their author ("deleted user"; what was posted as a page stays the page's); follows, thread bans and category
 * moderation go.
 */
export async function purgeForum(tx: Transaction, userId: string): Promise<void> {
  await tx
    .update(forumTopics)
    .set({ authorUserId: null })
    .where(eq(forumTopics.authorUserId, userId));
  await tx
    .update(forumComments)
    .set({ authorUserId: null })
    .where(eq(forumComments.authorUserId, userId));
  await tx.delete(forumTopicFollows).where(eq(forumTopicFollows.userId, userId));
  await tx.delete(forumThreadBans).where(eq(forumThreadBans.userId, userId));
  await tx.delete(forumCategoryModerators).where(eq(forumCategoryModerators.userId, userId));
}
