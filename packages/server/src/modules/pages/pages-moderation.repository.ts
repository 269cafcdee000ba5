import { and, eq, inArray } from 'drizzle-orm';
import { moderationExcerpt, pageResource } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { pageMembers, pages } from '../../db/schema/index.ts';
import type { ModeratedContent, ModerationSubjectType } from '../reports/reports.module.ts';

/**
 * How moderators see a page (issue 16): its name and description; its owner is the user the
 * user measures act on. No content actions (depublishing pages is not built).
 */
export function pagesModerationSide(db: Database): ModerationSubjectType {
  return {
    actions: [],
    async describe(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: pages.id,
          kind: pages.kind,
          name: pages.name,
          urlname: pages.urlname,
          organizationType: pages.organizationType,
          description: pages.description,
          status: pages.status,
          ownerUserId: pageMembers.userId,
        })
        .from(pages)
        .leftJoin(pageMembers, and(eq(pageMembers.pageId, pages.id), eq(pageMembers.role, 'owner')))
        .where(inArray(pages.id, [...ids]));
      return new Map(
        rows.map((row): [string, ModeratedContent] => [
          row.id,
          {
            title: row.name,
            excerpt: moderationExcerpt(row.description),
            authorUserId: row.ownerUserId,
            href: pageResource(row),
            state: row.status,
            extraModeratorUserIds: [],
          },
        ]),
      );
    },
    apply: () => Promise.resolve(false),
  };
}
