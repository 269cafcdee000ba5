import { createHash } from 'node:crypto';
import {
  AppError,
  GEMA_RETURN_PATH,
  GEMA_VERIFICATION_LIMIT,
  GEMA_VERIFICATION_TTL_MINUTES,
  maskGemaMemberNumber,
  normalizeGemaMemberNumber,
  type CompleteGemaVerificationInput,
  type GemaBadgeVisibility,
  type GemaCompletion,
  type GemaStatus,
  type GemaVerificationStarted,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { GemaProvider } from '../../platform/gema/gema-provider.ts';
import { RateLimitedError, type RateLimiter } from '../../platform/rate-limiter.ts';
import { createGemaRepository } from './gema.repository.ts';

/** For the account purge (registered in app.ts). */
export { purgeGema } from './gema.repository.ts';

export type GemaServiceOptions = {
  /** Null when the feature is off (`GEMA_PROVIDER=disabled`). */
  provider: GemaProvider | null;
  rateLimiter: RateLimiter;
  appUrl: string;
};

/** The badge visibility of an account without a profile row (the column's default). */
const DEFAULT_BADGE: GemaBadgeVisibility = 'public';

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/**
 * GEMA membership verification (spec sections 3, 6, 8): start at the society's step, come back to
 * the app and complete; one member number belongs to one account ('The GEMA account is already
 * linked to another user account'); the badge visibility; and `isGemaVerified` /
 * `verifiedAmong` for the modules that show the badge or members-only content.
 */
export function createGemaService(
  db: Database,
  { provider, rateLimiter, appUrl }: GemaServiceOptions,
) {
  const repository = createGemaRepository(db);

  const requireProvider = (): GemaProvider => {
    if (!provider) throw new AppError('gema.unavailable');
    return provider;
  };
  const alreadyLinked = () =>
    new AppError('account.gema_already_linked', { field: 'memberNumber' });

  async function status(userId: string): Promise<GemaStatus> {
    const [membership, badge, pending] = await Promise.all([
      repository.findMembership(userId),
      repository.findBadge(userId),
      repository.findPending(userId),
    ]);
    return {
      available: provider !== null,
      simulated: provider?.simulated ?? false,
      verified: membership !== null,
      memberNumber: membership ? maskGemaMemberNumber(membership.memberNumber) : null,
      verifiedAt: membership?.verifiedAt.toISOString() ?? null,
      badge: badge ?? DEFAULT_BADGE,
      pending: pending
        ? {
            memberNumber: maskGemaMemberNumber(pending.memberNumber),
            expiresAt: pending.expiresAt.toISOString(),
          }
        : null,
    };
  }

  return {
    status,

    async start(userId: string, typedMemberNumber: string): Promise<GemaVerificationStarted> {
      const society = requireProvider();
      const memberNumber = normalizeGemaMemberNumber(typedMemberNumber);
      if (!memberNumber) {
        throw new AppError('gema.invalid_member_number', { field: 'memberNumber' });
      }
      const limit = await rateLimiter.hit(`gema-start:${userId}`, GEMA_VERIFICATION_LIMIT);
      if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
      const holder = await repository.holderOf(memberNumber);
      if (holder !== null && holder !== userId) throw alreadyLinked();
      const { redirectUrl, state } = await society.startVerification(
        memberNumber,
        `${appUrl}${GEMA_RETURN_PATH}`,
      );
      const { expiresAt } = await repository.createVerification({
        userId,
        memberNumber,
        provider: society.id,
        stateHash: hashState(state),
        ttlMinutes: GEMA_VERIFICATION_TTL_MINUTES,
      });
      return { redirectUrl, expiresAt: expiresAt.toISOString() };
    },

    /** 'Back to app': finishes the caller's own verification with the society's answer. */
    async complete(
      userId: string,
      { state, result }: CompleteGemaVerificationInput,
    ): Promise<GemaCompletion> {
      const society = requireProvider();
      const invalid = () => new AppError('gema.verification_invalid', { field: 'state' });
      const verification = await repository.findVerification(hashState(state));
      if (
        !verification ||
        verification.userId !== userId ||
        verification.state !== 'pending' ||
        verification.provider !== society.id
      ) {
        throw invalid();
      }
      if (verification.expired) {
        await repository.finish(verification.id, 'expired');
        throw new AppError('gema.verification_expired', { field: 'state' });
      }
      const answer = await society.completeVerification({
        state,
        result,
        requestedMemberNumber: verification.memberNumber,
      });
      if (!answer.confirmed) {
        if (!(await repository.finish(verification.id, 'cancelled'))) throw invalid();
        return { result: 'cancelled', status: await status(userId) };
      }
      const memberNumber = normalizeGemaMemberNumber(answer.memberNumber);
      if (!memberNumber) throw new AppError('gema.invalid_member_number', { field: 'state' });
      const outcome = await repository.confirm({
        verificationId: verification.id,
        userId,
        memberNumber,
        provider: society.id,
      });
      if (outcome === 'taken') {
        await repository.finish(verification.id, 'cancelled');
        throw alreadyLinked();
      }
      if (outcome === 'gone') throw invalid();
      return { result: 'confirmed', status: await status(userId) };
    },

    async unlink(userId: string): Promise<GemaStatus> {
      await repository.unlink(userId);
      return status(userId);
    },

    async setBadge(userId: string, visibility: GemaBadgeVisibility): Promise<GemaStatus> {
      await repository.setBadge(userId, visibility);
      return status(userId);
    },

    /**
     * The pending, unexpired verification a state belongs to (the development society's page
     * shows its member number); null otherwise.
     */
    async describePending(state: string): Promise<{ memberNumber: string } | null> {
      const verification = await repository.findVerification(hashState(state));
      if (!verification || verification.state !== 'pending' || verification.expired) return null;
      return { memberNumber: verification.memberNumber };
    },

    /** Whether the account has a verified GEMA membership (badge, members-only policy). */
    async isGemaVerified(userId: string): Promise<boolean> {
      return (await repository.verifiedAmong([userId])).has(userId);
    },

    /** The verified accounts among many (one query; for lists of profiles). */
    verifiedAmong: (userIds: readonly string[]) => repository.verifiedAmong(userIds),
  };
}

export type GemaService = ReturnType<typeof createGemaService>;
