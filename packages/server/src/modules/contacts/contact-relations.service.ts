import {
  AppError,
  contactRequestAllowed,
  contactStateOf,
  nextContactPair,
  type ContactCommand,
  type ContactPair,
  type ContactRelation,
  CONTACT_REQUESTS_COUNTER,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { RateLimitedError, type RateLimit, type RateLimiter } from '../../platform/rate-limiter.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import type { Notice } from '../notifications/notifications.service.ts';
import { contactResource, presentRelation } from './contacts.presenter.ts';
import { createContactsRepository, type ContactUser } from './contacts.repository.ts';

/** Contact requests per user and hour (decisions §48): plenty for people, little for spam. */
export const CONTACT_REQUEST_LIMIT: RateLimit = { limit: 30, windowSeconds: 3600 };

export type ContactRelationsOptions = {
  rateLimiter: RateLimiter;
  /** The notifications module's `notify`, inside the command's transaction. */
  notify?: (tx: Transaction, recipients: string[], notice: Notice) => Promise<void>;
  /** Realtime: both users' sockets hear of every change of the pair, once it is committed. */
  realtime?: Pick<RealtimeHub, 'publishAll'>;
  /** The bans module's posting guard: a community ban refuses a request, a shadow ban hides it. */
  assertUserMayPost?: (userId: string) => Promise<{ shadowed: boolean }>;
};

/** The navigation counter of open contact requests (contacts.module.ts names it too). */

const notFound = () => new AppError('request.entity_not_found');

/** Where the addressee answers a request. */
const INCOMING_PATH = '/user/contacts?list=incoming';

/**
 * The contact relation between the signed-in user and another (spec section 4): its state as the
 * viewer sees it, and the commands (request, revoke, confirm, decline, remove, block, unblock),
 * each decided by the domain's transition table over the pair and written in one transaction
 * that holds the pair's lock. "A contact request needs a public profile": the requester's
 * musician profile must be public. The other user must be an account in use (404 otherwise).
 */
export function createContactRelationsService(db: Database, options: ContactRelationsOptions) {
  const repository = createContactsRepository(db);
  const { rateLimiter, notify, realtime, assertUserMayPost } = options;

  async function otherUser(viewerId: string, userId: string): Promise<ContactUser> {
    if (viewerId === userId) throw new AppError('contacts.self');
    const other = await repository.userInUse(userId);
    if (!other) throw notFound();
    return other;
  }

  /** The notices a change of the pair tells: a new request, a confirmed contact. */
  async function tell(
    tx: Transaction,
    actor: ContactUser,
    other: ContactUser,
    before: ContactPair,
    next: ContactPair,
  ): Promise<void> {
    if (!notify) return;
    const was = before.relation;
    const now = next.relation;
    if (now?.status === 'requested' && was?.status !== 'requested') {
      await notify(tx, [other.id], {
        kind: 'contacts.request',
        params: { userName: actor.name },
        path: INCOMING_PATH,
      });
    }
    // Confirmed (also when two requests cross): the one who asked is told.
    if (
      now?.status === 'confirmed' &&
      was?.status === 'requested' &&
      was.requesterId !== actor.id
    ) {
      await notify(tx, [was.requesterId], {
        kind: 'contacts.confirmed',
        params: { userName: actor.name },
        path: contactResource(actor),
      });
    }
  }

  return {
    /** `GET /api/user/contacts/{userId}`. */
    async relation(viewerId: string, userId: string): Promise<ContactRelation> {
      await otherUser(viewerId, userId);
      return presentRelation(await repository.pairOf(viewerId, userId), viewerId, userId);
    },

    /** `POST /api/user/contacts/{userId}`: one command; answers the relation after it. */
    async command(
      viewerId: string,
      userId: string,
      command: ContactCommand,
    ): Promise<ContactRelation> {
      const other = await otherUser(viewerId, userId);
      const actor = await repository.userInUse(viewerId);
      if (!actor) throw new AppError('auth.required');
      // A shadow-banned user's request is stored shadowed: pending for them, nothing for the
      // addressee, who is neither told nor counts it.
      let shadowed = false;
      if (command === 'request') {
        const hasPublicProfile =
          actor.type === 'musician' && contactRequestAllowed(actor.visibility);
        if (!hasPublicProfile) throw new AppError('contacts.public_profile_required');
        const standing = assertUserMayPost ? await assertUserMayPost(viewerId) : null;
        shadowed = standing?.shadowed === true;
        const limit = await rateLimiter.hit(`contact-request:${viewerId}`, CONTACT_REQUEST_LIMIT);
        if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
      }
      const next = await repository.command(
        viewerId,
        userId,
        (pair) => {
          const transition = nextContactPair(pair, viewerId, userId, command);
          if (!transition.ok) throw new AppError(transition.code);
          return transition.pair;
        },
        async (tx, before, after) => {
          if (!shadowed) await tell(tx, actor, other, before, after);
          const told = shadowed ? [viewerId] : [viewerId, userId];
          await realtime?.publishAll(tx, [
            [told, { kind: 'contacts.changed' }],
            [told, { kind: 'counters.changed', data: { counters: [CONTACT_REQUESTS_COUNTER] } }],
          ]);
          return after;
        },
        shadowed,
      );
      return presentRelation(next, viewerId, userId);
    },

    areContacts: (a: string, b: string) => repository.areContacts(a, b),
    isBlocked: (a: string, b: string) => repository.isBlocked(a, b),
    /** The state of the pair as `viewerId` sees it (for other modules: messaging). */
    stateOf: async (viewerId: string, userId: string) =>
      contactStateOf(await repository.pairOf(viewerId, userId), viewerId),
  };
}

export type ContactRelationsService = ReturnType<typeof createContactRelationsService>;
