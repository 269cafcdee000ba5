import { moderationExcerpt, type ContentAction } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { ModeratedContent, ReportSubjectType } from '../reports/reports.module.ts';
import { contactAdPath } from './contact-ads.presenter.ts';
import { createContactAdsRepository } from './contact-ads.repository.ts';
import type { ContactAdsService } from './contact-ads.service.ts';

const ACTIONS = ['hide', 'unhide', 'delete'] as const satisfies readonly ContentAction[];

/**
 * A contact ad as a report subject (`contactad`): members report an ad they can see (not their
 * own). Moderators see its title and text; `hide` takes it out of the list, the matches and its
 * page for everybody but its managers, `unhide` shows it again, `delete` removes it. User
 * measures act on its writer.
 */
export function contactAdReportSide(
  db: Database,
  ads: Pick<ContactAdsService, 'reportable'>,
): ReportSubjectType {
  const repository = createContactAdsRepository(db);

  async function apply(tx: Transaction, id: string, action: ContentAction) {
    switch (action) {
      case 'hide':
        return repository.setHidden(tx, id, true);
      case 'unhide':
        return repository.setHidden(tx, id, false);
      case 'delete':
        return repository.delete(id, tx);
      default:
        return false;
    }
  }

  return {
    async find(ctx, id) {
      if (!ctx.user) return null;
      const found = await ads.reportable(
        { id: ctx.user.id, shadowBanned: ctx.user.shadowBanned },
        id,
      );
      return found ? { own: found.own, ownerUserIds: [found.writerUserId] } : null;
    },
    moderation: {
      actions: ACTIONS,
      async describe(ids) {
        return new Map(
          (await repository.forModerators(ids)).map((row): [string, ModeratedContent] => [
            row.id,
            {
              title: row.title,
              excerpt: moderationExcerpt(row.text),
              authorUserId: row.publisherUserId,
              href: contactAdPath(row),
              state: row.hidden ? 'hidden' : 'visible',
              extraModeratorUserIds: [],
            },
          ]),
        );
      },
      apply,
    },
  };
}
