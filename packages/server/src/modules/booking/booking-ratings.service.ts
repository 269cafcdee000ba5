import {
  AppError,
  RATING_REMINDER_AFTER_DAYS,
  canActAsPage,
  canRateGig,
  ratingPath,
  type BookingRating,
  type BookingSide,
  type PendingRating,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { createBookingRatingsRepository } from './booking-ratings.repository.ts';
import { presentPendingRating, presentRating } from './booking-ratings.presenter.ts';
import { createBookingRepository } from './booking.repository.ts';
import type { Notify } from './booking.shared.ts';

const DAY_MS = 24 * 3600 * 1000;
const forbidden = () => new AppError('auth.forbidden');
const notFound = () => new AppError('request.entity_not_found');

export type BookingRatingsOptions = {
  now?: () => Date;
  notify?: Notify;
};

/**
 * Ratings after a confirmed gig (spec section 3): both sides rate each other once (positive,
 * neutral, negative, with a text), after the date and within the rating window; the rated side
 * answers once; pending ratings are listed and reminded once.
 */
export function createBookingRatingsService(db: Database, options: BookingRatingsOptions = {}) {
  const { now = () => new Date(), notify } = options;
  const repository = createBookingRepository(db);
  const ratings = createBookingRatingsRepository(db);

  /** Whether the user speaks for a party: the user themself, or an owner/admin of its page. */
  async function speaksFor(
    userId: string,
    party: { pageId: string | null; userId: string | null },
  ) {
    if (party.pageId) return canActAsPage(await repository.roleIn(party.pageId, userId));
    return party.userId === userId;
  }

  return {
    async rate(
      userId: string,
      applicationId: string,
      input: { value: BookingRating['value']; text: string },
    ): Promise<BookingRating> {
      const application = await repository.application(applicationId);
      if (!application) throw notFound();
      const found = await repository.find(application.offerId);
      if (!found) throw notFound();
      const { offer } = found;
      const date = found.dates.find((candidate) => candidate.id === application.dateId);
      const offererSide = { pageId: offer.publisherPageId, userId: offer.publisherUserId };
      const artistSide = { pageId: application.pageId, userId: null };
      const side: BookingSide | null = (await speaksFor(userId, offererSide))
        ? 'offerer'
        : (await speaksFor(userId, artistSide))
          ? 'artist'
          : null;
      if (!side) throw forbidden();
      if (await ratings.exists(applicationId, side)) throw new AppError('booking.rating_exists');
      if (
        !date?.startsAt ||
        !canRateGig({
          confirmed: application.status === 'confirmed',
          gigEndsAt: new Date(date.startsAt.getTime() + offer.durationMinutes * 60_000),
          now: now(),
          alreadyRated: false,
        })
      ) {
        throw new AppError('booking.rating_not_allowed');
      }
      const rated = side === 'offerer' ? artistSide : offererSide;
      const row = await db.transaction(async (tx) => {
        const inserted = await ratings.insert(tx, {
          applicationId,
          offerId: offer.id,
          offerTitle: offer.title,
          gigStartsAt: date.startsAt,
          raterSide: side,
          raterUserId: userId,
          raterPageId: side === 'offerer' ? offer.publisherPageId : application.pageId,
          ratedPageId: rated.pageId,
          ratedUserId: rated.pageId ? null : rated.userId,
          value: input.value,
          text: input.text,
        });
        if (!inserted) throw new AppError('booking.rating_exists');
        if (notify) {
          const recipients = rated.pageId
            ? ((await repository.managersOf([rated.pageId], tx)).get(rated.pageId) ?? [])
            : rated.userId
              ? [rated.userId]
              : [];
          const raterName =
            side === 'offerer'
              ? offer.publisherPageId
                ? ((await repository.page(offer.publisherPageId, tx))?.name ?? '')
                : ((await repository.usersByIds([userId], tx)).get(userId)?.name ?? '')
              : ((await repository.page(application.pageId, tx))?.name ?? '');
          if (recipients.length > 0) {
            await notify(tx, recipients, {
              kind: 'booking.rating_received',
              params: { offerTitle: offer.title, raterName },
              path: ratingPath(inserted.id),
            });
          }
        }
        return inserted;
      });
      return (await this.get(row.id, userId))!;
    },

    /** The rated side answers once. */
    async answer(userId: string, ratingId: string, text: string): Promise<BookingRating> {
      const row = await ratings.find(ratingId);
      if (!row) throw notFound();
      if (!(await speaksFor(userId, { pageId: row.ratedPageId, userId: row.ratedUserId }))) {
        throw forbidden();
      }
      const updated = await ratings.answer(ratingId, text, now());
      if (!updated) throw new AppError('booking.rating_answered');
      return (await this.get(updated.id, userId))!;
    },

    /** One rating with its parties: one statement. */
    async get(id: string, viewerId: string | null): Promise<BookingRating | null> {
      const row = await ratings.item(id, viewerId);
      return row ? presentRating(row) : null;
    },

    /** Ratings a page (or a user publishing as themself) received, newest first: one statement. */
    async received(
      party: { pageId?: string; userId?: string },
      viewerId: string | null,
    ): Promise<BookingRating[]> {
      return (await ratings.received(party, viewerId)).map(presentRating);
    },

    /** The confirmed gigs the caller still has to rate, on either side: one statement. */
    async pending(userId: string): Promise<PendingRating[]> {
      return (await ratings.pending(userId, now())).flatMap(
        (row) => presentPendingRating(row) ?? [],
      );
    },

    /**
     * Reminds each side once of a gig it has not rated, a few days after it (a scheduled job).
     * Idempotent: the reminder time is stored in the same statement that picks the gigs.
     */
    async remindDue(): Promise<number> {
      const cutoff = new Date(now().getTime() - RATING_REMINDER_AFTER_DAYS * DAY_MS);
      let reminded = 0;
      for (const side of ['offerer', 'artist'] as const) {
        const due = await ratings.dueReminders(side, now(), cutoff);
        for (const row of due) {
          await db.transaction(async (tx) => {
            const claimed = await ratings.claimReminder(tx, row.application.id, side, now());
            if (!claimed || !notify) return;
            const party =
              side === 'offerer'
                ? { pageId: row.offer.publisherPageId, userId: row.offer.publisherUserId }
                : { pageId: row.application.pageId, userId: null };
            const recipients = party.pageId
              ? ((await repository.managersOf([party.pageId], tx)).get(party.pageId) ?? [])
              : party.userId
                ? [party.userId]
                : [];
            if (recipients.length === 0) return;
            await notify(tx, recipients, {
              kind: 'booking.rating_reminder',
              params: { offerTitle: row.offer.title },
              path: '/booking/ratings',
            });
            reminded += 1;
          });
        }
      }
      return reminded;
    },
  };
}

export type BookingRatingsService = ReturnType<typeof createBookingRatingsService>;
