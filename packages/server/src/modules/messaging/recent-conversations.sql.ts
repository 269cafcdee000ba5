import { sql, type SQL } from 'drizzle-orm';
import { conversationRowsSql, type ConversationDbRow } from './messaging.sql.ts';

/** How many of the newest conversations the dashboard picks its few from (unread first). */
const RECENT_CANDIDATES = 50;

/** The rows carry the parties' avatar keys, so no second lookup of pictures. */
export type RecentRow = ConversationDbRow;

/**
 * ONE statement: the viewer's newest conversations that are not archived (as themself and as
 * the pages they manage), those with unread messages first, with the parties' avatar keys (so
 * no second lookup of pictures).
 */
export function recentConversationsSql(viewerId: string, limit: number): SQL {
  const rows = conversationRowsSql({ viewerId, archived: false, limit: RECENT_CANDIDATES });
  return sql`
select recent.*
from (${rows}) recent
order by (recent.unread > 0) desc, recent.last_message_ms desc, recent.conversation_id desc,
  recent.my_id desc
limit ${limit}`;
}
