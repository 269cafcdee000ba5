import {
  AppError,
  communityBanActive,
  formatBanEnd,
  type BanFacts,
  type Locale,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { ContextUser } from '../../plugins/request-context.ts';
import { createBansRepository } from './bans.repository.ts';

/**
 * Refuses posting during a community ban: `moderation.community_ban` (403) with the ban's end
 * formatted in the caller's language (`{date}` in the catalogue text).
 */
export function assertMayPostUser(
  user: Pick<BanFacts, 'communityBanUntil'>,
  locale: Locale,
  now: Date = new Date(),
): void {
  if (user.communityBanUntil !== null && communityBanActive(user, now)) {
    throw new AppError('moderation.community_ban', {
      params: { date: formatBanEnd(user.communityBanUntil, locale) },
    });
  }
}

/**
 * The posting guard for every module that lets users post (forum, comments, classifieds, ...):
 * `await bans.assertMayPost(request.ctx)` before writing. Visitors get `auth.required`. A shadow
 * ban does not stop posting: what a shadow-banned user posts is to be hidden from others by the
 * content modules when they arrive.
 */
export function createBansService(db: Database) {
  const repository = createBansRepository(db);
  return {
    async assertMayPost(
      ctx: { user: Pick<ContextUser, 'id'> | null; locale: Locale },
      now: Date = new Date(),
    ): Promise<void> {
      if (!ctx.user) throw new AppError('auth.required');
      const communityBanUntil = await repository.findCommunityBanUntil(ctx.user.id);
      if (communityBanUntil === undefined) throw new AppError('auth.required');
      assertMayPostUser({ communityBanUntil }, ctx.locale, now);
    },
  };
}

export type BansService = ReturnType<typeof createBansService>;
