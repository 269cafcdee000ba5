import type { Conversation, Picture } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { pictureUrls } from '../../platform/storage/picture-urls.ts';
import { presentConversation } from './messaging.presenter.ts';
import { recentConversationsSql, type RecentRow } from './recent-conversations.sql.ts';

/** The dashboard's conversations: the few that matter now, unread first; one statement. */
export function createRecentConversations(db: Database) {
  return async function recentConversations(
    viewerId: string,
    limit: number,
  ): Promise<Conversation[]> {
    const result = await db.execute<RecentRow>(recentConversationsSql(viewerId, limit));
    return result.rows.map((row) => {
      const pictures = new Map<string, Picture>();
      if (row.me.avatar_image_id && row.me_avatar_key) {
        pictures.set(row.me.avatar_image_id, pictureUrls(row.me_avatar_key));
      }
      if (row.partner.avatar_image_id && row.partner_avatar_key) {
        pictures.set(row.partner.avatar_image_id, pictureUrls(row.partner_avatar_key));
      }
      return presentConversation(row, pictures);
    });
  };
}
