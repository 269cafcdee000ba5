import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export function createBansRepository(db: Database) {
  return {
    /** The account's community ban end as stored (also when passed); undefined for no account. */
    async findCommunityBanUntil(userId: string): Promise<Date | null | undefined> {
      const [row] = await db
        .select({ communityBanUntil: users.communityBanUntil })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ? row.communityBanUntil : undefined;
    },
  };
}
