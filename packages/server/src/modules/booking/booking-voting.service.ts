import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  VOTE_CODE_LENGTH,
  VOTE_CODE_VALID_MINUTES,
  canManageOffer,
  offerPath,
  offerStatus,
  type Locale,
  type Voting,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import { RateLimitedError, type RateLimiter } from '../../platform/rate-limiter.ts';
import { voteCodeMail } from './booking.mails.ts';
import { createPartyLookup, type ResolvePictures } from './booking.parties.ts';
import { createBookingRepository, toOfferModel } from './booking.repository.ts';
import { createBookingVotingRepository } from './booking-voting.repository.ts';

/** Code requests per address and offer, and per client address, per hour; wrong codes per vote. */
const VOTE_REQUESTS_PER_EMAIL = { limit: 3, windowSeconds: 3600 };
const VOTE_REQUESTS_PER_CLIENT = { limit: 30, windowSeconds: 3600 };
const VOTE_CODE_MAX_ATTEMPTS = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type BookingVotingOptions = {
  now?: () => Date;
  resolvePictures?: ResolvePictures;
  rateLimiter: RateLimiter;
  /** The mail queue (the vote codes, queued with the stored code). */
  mail?: Pick<MailQueue, 'enqueue'>;
  appUrl: string;
};

/** The kind of the vote code mails in the mail queue. */
export const VOTE_CODE_MAIL = 'booking.vote_code';

/**
 * Audience voting (`/booking/{id}/voting`): a visitor picks an applicant and gives an e-mail
 * address, receives a code by mail and confirms with it; one counted vote per address and offer
 * ('This email cannot be used to vote (again)'). Only hashes of addresses and codes are stored.
 */
export function createBookingVotingService(db: Database, options: BookingVotingOptions) {
  const { now = () => new Date(), resolvePictures, rateLimiter, mail, appUrl } = options;
  const bookings = createBookingRepository(db);
  const votes = createBookingVotingRepository(db);
  const parties = createPartyLookup(bookings, resolvePictures);

  async function limit(key: string, rule: { limit: number; windowSeconds: number }) {
    const result = await rateLimiter.hit(key, rule);
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
  }

  /** The offer when it takes votes; 404 when it does not exist or has no voting. */
  async function votingOffer(offerId: string) {
    const found = await bookings.find(offerId);
    if (!found || !found.offer.voting) throw new AppError('request.entity_not_found');
    const status = offerStatus(toOfferModel(found));
    if (status === 'draft' || status === 'pending') throw new AppError('request.entity_not_found');
    return { ...found, open: status !== 'over' };
  }

  async function isOfferer(
    userId: string | null,
    offer: { publisherPageId: string | null; publisherUserId: string },
  ) {
    if (!userId) return false;
    const role = offer.publisherPageId
      ? await bookings.roleIn(offer.publisherPageId, userId)
      : null;
    return canManageOffer(offer, userId, role);
  }

  return {
    async get(offerId: string, viewerId: string | null): Promise<Voting> {
      const { offer, open } = await votingOffer(offerId);
      const candidates = await votes.candidates(offerId);
      const showCounts = await isOfferer(viewerId, offer);
      const [lookup, counts] = await Promise.all([
        parties({ pageIds: candidates.map((candidate) => candidate.pageId), userIds: [] }),
        showCounts ? votes.counts(offerId) : Promise.resolve(new Map<string, number>()),
      ]);
      return {
        offerId,
        offerTitle: offer.title,
        offerResource: offerPath(offer),
        open,
        candidates: candidates.flatMap((candidate) => {
          const artist = lookup.pageParty(candidate.pageId);
          if (!artist) return [];
          return [
            {
              applicationId: candidate.id,
              artist,
              votes: showCounts ? (counts.get(candidate.id) ?? 0) : null,
            },
          ];
        }),
        total: showCounts ? [...counts.values()].reduce((sum, count) => sum + count, 0) : null,
      };
    },

    /** Sends a code to the address for a vote for `applicationId`. */
    async request(
      offerId: string,
      input: { applicationId: string; email: string },
      client: { address: string; locale: Locale },
    ): Promise<void> {
      const { offer, open } = await votingOffer(offerId);
      if (!open) throw new AppError('booking.offer_over');
      const candidates = await votes.candidates(offerId);
      if (!candidates.some((candidate) => candidate.id === input.applicationId)) {
        throw new AppError('request.entity_not_found', { field: 'applicationId' });
      }
      const emailHash = sha256(input.email);
      await limit(`vote:client:${client.address}`, VOTE_REQUESTS_PER_CLIENT);
      await limit(`vote:email:${offerId}:${emailHash}`, VOTE_REQUESTS_PER_EMAIL);
      const code = String(randomInt(0, 10 ** VOTE_CODE_LENGTH)).padStart(VOTE_CODE_LENGTH, '0');
      const stored = await db.transaction(async (tx) => {
        const row = await createBookingVotingRepository(tx).request({
          offerId,
          applicationId: input.applicationId,
          emailHash,
          codeHash: sha256(`${offerId}:${code}`),
          codeExpiresAt: new Date(now().getTime() + VOTE_CODE_VALID_MINUTES * 60_000),
        });
        if (!row) return null;
        await mail?.enqueue(
          tx,
          VOTE_CODE_MAIL,
          voteCodeMail({
            to: input.email,
            code,
            locale: client.locale,
            offerTitle: offer.title,
            url: `${appUrl}/booking/${offerId}/voting`,
          }),
        );
        return row;
      });
      if (!stored) throw new AppError('voting.email_used', { field: 'email' });
    },

    /** Counts the vote when the code is right (five tries per code). */
    async confirm(offerId: string, input: { email: string; code: string }): Promise<void> {
      const { open } = await votingOffer(offerId);
      if (!open) throw new AppError('booking.offer_over');
      const vote = await votes.find(offerId, sha256(input.email));
      if (vote?.confirmedAt) throw new AppError('voting.email_used', { field: 'email' });
      if (
        !vote?.codeHash ||
        !vote.codeExpiresAt ||
        vote.codeExpiresAt.getTime() < now().getTime() ||
        vote.attempts >= VOTE_CODE_MAX_ATTEMPTS
      ) {
        throw new AppError('account.wrong_code', { field: 'code' });
      }
      if (!sameHash(vote.codeHash, sha256(`${offerId}:${input.code}`))) {
        await votes.countAttempt(vote.id);
        throw new AppError('account.wrong_code', { field: 'code' });
      }
      if (!(await votes.confirm(vote.id, now()))) {
        throw new AppError('voting.email_used', { field: 'email' });
      }
    },
  };
}

export type BookingVotingService = ReturnType<typeof createBookingVotingService>;
