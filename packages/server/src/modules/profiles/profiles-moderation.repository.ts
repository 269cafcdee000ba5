import { eq, inArray } from 'drizzle-orm';
import { detailPath, moderationExcerpt } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import type { ModeratedContent, ModerationSubjectType } from '../reports/reports.module.ts';

/**
 * How moderators see a member's profile (issue 16): the name and the description. No content
 * actions (depublishing a profile is not built): the user measures act on the member.
 */
export function profilesModerationSide(db: Database): ModerationSubjectType {
  return {
    actions: [],
    async describe(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name, description: profiles.description })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(inArray(users.id, [...ids]));
      return new Map(
        rows.map((row): [string, ModeratedContent] => [
          row.id,
          {
            title: row.name,
            excerpt: moderationExcerpt(row.description),
            authorUserId: row.id,
            href: detailPath('/user', row.name, row.id),
            state: 'visible',
            extraModeratorUserIds: [],
          },
        ]),
      );
    },
    apply: () => Promise.resolve(false),
  };
}
