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

/** How a user who may post posts: `shadowed` when a shadow ban hides it from everyone else. */
export type PostingStanding = { shadowed: boolean };

/**
 * The posting guard for every module that lets users post (messages, contact requests, later
 * the forum, comments, classifieds, ...): `await bans.assertMayPost(request.ctx)` before
 * writing. Visitors get `auth.required`. A shadow ban does not stop posting: the guard answers
 * `shadowed`, and the content module stores what was posted so that only its author sees it.
 */
export function createBansService(db: Database) {
  const repository = createBansRepository(db);

  /**
   * The guard for a user the caller has already authenticated (a module's service knows only the
   * user id): the ban end is written in the user's own language. One statement.
   */
  async function assertUserMayPost(
    userId: string,
    options: { locale?: Locale; now?: Date } = {},
  ): Promise<PostingStanding> {
    const facts = await repository.postingFacts(userId);
    if (!facts) throw new AppError('auth.required');
    assertMayPostUser(facts, options.locale ?? facts.locale, options.now ?? new Date());
    return { shadowed: facts.shadowBannedAt !== null };
  }

  return {
    assertUserMayPost,

    /**
     * The ban setters for moderation (inside its transaction); each answers false when nothing
     * changed (already shadow-banned, no ban to lift). The bans module owns the ban columns.
     */
    setShadowBan: repository.setShadowBan,
    setCommunityBan: repository.setCommunityBan,
    liftBans: repository.liftBans,

    /** The guard for a request: the ban end in the request's language. */
    async assertMayPost(
      ctx: { user: Pick<ContextUser, 'id'> | null; locale: Locale },
      now: Date = new Date(),
    ): Promise<PostingStanding> {
      if (!ctx.user) throw new AppError('auth.required');
      return assertUserMayPost(ctx.user.id, { locale: ctx.locale, now });
    },
  };
}

export type BansService = ReturnType<typeof createBansService>;
