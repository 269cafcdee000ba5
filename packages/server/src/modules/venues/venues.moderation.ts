import { moderationExcerpt, venueRatingPath, type ContentAction } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { ModeratedContent, ReportSubjectType } from '../reports/reports.module.ts';
import { createVenueRatingModerationRepository } from './venue-ratings.repository.ts';
import type { VenueRatingsService } from './venue-ratings.service.ts';

const RATING_ACTIONS = ['hide', 'unhide', 'delete'] as const satisfies readonly ContentAction[];

/**
 * A venue rating as a report subject (`venue_rating`): members report what they can see (the
 * venue's team included; the rater does not report their own). Moderators see the text with the
 * venue's name; `hide` takes it off the venue page (its rater still sees it, marked hidden),
 * `unhide` shows it again, `delete` removes it with its statement. User measures act on the rater.
 */
export function venueRatingReportSide(
  db: Database,
  ratings: Pick<VenueRatingsService, 'get'>,
): ReportSubjectType {
  const repository = createVenueRatingModerationRepository(db);

  async function apply(tx: Transaction, id: string, action: ContentAction) {
    const state = await repository.lockedState(tx, id);
    if (!state) return false;
    switch (action) {
      case 'hide':
        return state === 'visible' && repository.setState(tx, id, 'visible', 'hidden');
      case 'unhide':
        return state === 'hidden' && repository.setState(tx, id, 'hidden', 'visible');
      case 'delete':
        return repository.delete(tx, id);
      default:
        return false;
    }
  }

  return {
    async find(ctx, id) {
      if (!ctx.user) return null;
      const rating = await ratings.get(ctx.user.id, id);
      if (!rating) return null;
      return { own: rating.viewer.isRater, ownerUserIds: rating.rater ? [rating.rater.id] : [] };
    },
    moderation: {
      actions: RATING_ACTIONS,
      async describe(ids) {
        return new Map(
          (await repository.forModerators(ids)).map((row): [string, ModeratedContent] => [
            row.id,
            {
              title: row.venueName,
              excerpt: moderationExcerpt(row.text),
              authorUserId: row.raterUserId,
              href: venueRatingPath(row.id),
              state: row.state,
              extraModeratorUserIds: [],
            },
          ]),
        );
      },
      apply,
    },
  };
}

/**
 * The venue's statement on a rating as a report subject (`venue_statement`, the rating's id):
 * whoever sees the rating reports it, except the venue's own managers. Moderators see its text;
 * `delete` removes the statement (the rating stays). User measures act on its author.
 */
export function venueStatementReportSide(
  db: Database,
  ratings: Pick<VenueRatingsService, 'get'>,
): ReportSubjectType {
  const repository = createVenueRatingModerationRepository(db);
  return {
    async find(ctx, id) {
      if (!ctx.user) return null;
      const rating = await ratings.get(ctx.user.id, id);
      if (!rating?.statement) return null;
      return {
        own: rating.viewer.canAnswer,
        ownerUserIds: rating.statement.author ? [rating.statement.author.id] : [],
      };
    },
    moderation: {
      actions: ['delete'],
      async describe(ids) {
        return new Map(
          (await repository.statementsForModerators(ids)).map((row): [string, ModeratedContent] => [
            row.id,
            {
              title: row.venueName,
              excerpt: moderationExcerpt(row.text),
              authorUserId: row.statementBy,
              href: venueRatingPath(row.id),
              state: 'visible',
              extraModeratorUserIds: [],
            },
          ]),
        );
      },
      apply: (tx, id, action) =>
        action === 'delete' ? repository.clearStatement(tx, id) : Promise.resolve(false),
    },
  };
}
