import { eq } from 'drizzle-orm';
import type { Locale } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** What the posting guard needs to know of an account, in one statement. */
export type PostingFacts = {
  communityBanUntil: Date | null;
  shadowBannedAt: Date | null;
  locale: Locale;
};

export function createBansRepository(db: Database) {
  return {
    /** The account's bans and language; null for no account. */
    async postingFacts(userId: string): Promise<PostingFacts | null> {
      const [row] = await db
        .select({
          communityBanUntil: users.communityBanUntil,
          shadowBannedAt: users.shadowBannedAt,
          locale: users.locale,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },
  };
}
