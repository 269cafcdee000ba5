import type { Conversation } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { picturesOfRows, presentConversation } from './messaging.presenter.ts';
import { recentConversationsSql, type RecentRow } from './recent-conversations.sql.ts';

/** The dashboard's conversations: the few that matter now, unread first; one statement. */
export function createRecentConversations(db: Database) {
  return async function recentConversations(
    viewerId: string,
    limit: number,
  ): Promise<Conversation[]> {
    const result = await db.execute<RecentRow>(recentConversationsSql(viewerId, limit));
    return result.rows.map((row) => presentConversation(row, picturesOfRows([row])));
  };
}
