import { eq, inArray } from 'drizzle-orm';
import { canActAsPage, canManageOffer, moderationExcerpt, offerPath } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { bookingApplications, bookingOffers } from '../../db/schema/index.ts';
import { createPageRoles } from '../pages/pages.module.ts';
import type {
  ModeratedContent,
  ModerationSubjectType,
  ReportSubjectType,
} from '../reports/reports.module.ts';

/**
 * How moderators see a booking offer (issue 16): its title and description; the user who
 * published it is the one the user measures act on. No content actions (depublishing offers is
 * not built).
 */
export function bookingModerationSide(db: Database): ModerationSubjectType {
  return {
    actions: [],
    async describe(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: bookingOffers.id,
          title: bookingOffers.title,
          description: bookingOffers.description,
          publisherUserId: bookingOffers.publisherUserId,
          phase: bookingOffers.phase,
        })
        .from(bookingOffers)
        .where(inArray(bookingOffers.id, [...ids]));
      return new Map(
        rows.map((row): [string, ModeratedContent] => [
          row.id,
          {
            title: row.title,
            excerpt: moderationExcerpt(row.description),
            authorUserId: row.publisherUserId,
            href: offerPath(row),
            state: row.phase,
            extraModeratorUserIds: [],
          },
        ]),
      );
    },
    apply: () => Promise.resolve(false),
  };
}

/**
 * The text of an application as a report subject (issue 16 item 3): the offerer reports what a
 * band wrote, and the band sees its own application (not reportable by it). Anyone else does not
 * see it; a shadowed application does not exist for the offerer. Moderators see its text; the
 * user measures act on the member who applied. No content actions.
 */
export function applicationReportSide(db: Database): ReportSubjectType {
  const pageRoles = createPageRoles(db);
  const load = (ids: readonly string[]) =>
    db
      .select({
        id: bookingApplications.id,
        pageId: bookingApplications.pageId,
        appliedBy: bookingApplications.appliedBy,
        text: bookingApplications.text,
        status: bookingApplications.status,
        shadowed: bookingApplications.shadowed,
        offer: {
          id: bookingOffers.id,
          title: bookingOffers.title,
          publisherUserId: bookingOffers.publisherUserId,
          publisherPageId: bookingOffers.publisherPageId,
        },
      })
      .from(bookingApplications)
      .innerJoin(bookingOffers, eq(bookingOffers.id, bookingApplications.offerId))
      .where(inArray(bookingApplications.id, [...ids]));
  return {
    async find(ctx, id) {
      const userId = ctx.user?.id;
      if (!userId) return null;
      const [row] = await load([id]);
      if (!row) return null;
      const own =
        row.appliedBy === userId || canActAsPage(await pageRoles.roleOf(row.pageId, userId));
      const offererRole = row.offer.publisherPageId
        ? await pageRoles.roleOf(row.offer.publisherPageId, userId)
        : null;
      const offerer = !row.shadowed && canManageOffer(row.offer, userId, offererRole);
      if (!own && !offerer) return null;
      return { own, ownerUserIds: row.appliedBy ? [row.appliedBy] : [] };
    },
    moderation: {
      actions: [],
      async describe(ids) {
        if (ids.length === 0) return new Map();
        return new Map(
          (await load(ids)).map((row): [string, ModeratedContent] => [
            row.id,
            {
              title: row.offer.title,
              excerpt: moderationExcerpt(row.text ?? ''),
              authorUserId: row.appliedBy,
              href: offerPath(row.offer),
              state: row.status,
              extraModeratorUserIds: [],
            },
          ]),
        );
      },
      apply: () => Promise.resolve(false),
    },
  };
}
