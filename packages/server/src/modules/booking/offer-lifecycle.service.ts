import {
  AppError,
  applyOfferCommand,
  decideReschedule,
  isLiveApplication,
  offerPath,
  performanceNeedsVenue,
  publishProblems,
  rescheduleProblems,
  type BookingOffer,
  type OfferCommandInput,
  type OfferInput,
  type OfferModel,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { BookingOfferRow } from '../../db/schema/index.ts';
import { offerCancelledMail } from './booking.mails.ts';
import { dateColumns, toOfferModel } from './booking.repository.ts';
import {
  artistParty,
  createBookingContext,
  notFound,
  refuseAll,
  refusedError,
  type BookingActor,
  type BookingContext,
  type BookingServiceOptions,
} from './booking.shared.ts';
import {
  checkInput,
  checkPublisher,
  checkVenue,
  columnsOfInput,
  datesOfInput,
} from './offer-input.ts';
import { createOfferQueriesService } from './offer-queries.service.ts';

/** Stores a changed model: phase, reschedules, the dates and the columns that follow. */
async function saveModel(
  { now, repository }: BookingContext,
  tx: Transaction,
  offer: BookingOfferRow,
  model: OfferModel,
) {
  await repository.saveModelDates(tx, model);
  const dates = model.dates.map((date) => ({
    startsAt: date.startsAt === null ? null : new Date(date.startsAt),
  }));
  await repository.update(tx, offer.id, {
    phase: model.phase,
    reschedules: model.reschedules,
    ...dateColumns(dates, offer.durationMinutes, offer.applyUntil),
    ...(model.phase === 'published' && !offer.publishedAt ? { publishedAt: now() } : {}),
  });
}

/**
 * One of the offerer's commands (submit, revise, publish, pause, resume, a date's pause and
 * resume) under the offer's lock, decided by the offer machine; publishing checks the dates and
 * the venue first.
 */
async function runOfferCommand(
  context: BookingContext,
  actor: BookingActor,
  id: string,
  input: OfferCommandInput,
): Promise<void> {
  const { now, repository, lockOffer, requireOfferer } = context;
  await repository.transaction(async (tx) => {
    const found = await lockOffer(tx, id);
    await requireOfferer(actor.userId, found.offer, tx);
    const model = toOfferModel(found);
    if (input.command === 'publish') {
      refuseAll(
        publishProblems(
          {
            dates: model.dates.flatMap((date) =>
              date.startsAt ? [{ startsAt: date.startsAt, slots: date.slots }] : [],
            ),
            applyUntil: model.applyUntil,
          },
          now(),
        ),
      );
      if (!found.offer.virtual && !found.offer.venuePageId) {
        throw new AppError('validation.required', { field: 'venue' });
      }
      // A draft saved before the rule (or by a caller that skipped the schema).
      if (performanceNeedsVenue(found.offer.performanceType) && !found.offer.venuePageId) {
        throw new AppError('booking.venue_required', { field: 'venue' });
      }
    }
    const result = applyOfferCommand(model, input);
    if (!result.ok) throw refusedError(result);
    if (result.offer) await saveModel(context, tx, found.offer, result.offer);
    // Published by a shadow-banned user (an older draft too): shown to its offerer only.
    const shadowed = found.offer.shadowed || (input.command === 'publish' && actor.shadowBanned);
    if (input.command === 'publish' && actor.shadowBanned && !found.offer.shadowed) {
      await repository.update(tx, id, { shadowed: true });
    }
    // Listed for the first time (not a resume): the saved searches of /gigs may alert.
    if (result.offer?.phase === 'published' && !found.offer.publishedAt && !shadowed) {
      await context.onPublished?.(tx, id);
    }
  });
}

/**
 * An offer's life (spec section 4): created as a draft (and published at once, if asked),
 * submitted, revised, published, paused and resumed (all or one date), rescheduled once,
 * cancelled (deleted, the applicants told), and ended by the expiry job. The offer machine
 * decides; this service loads, locks, authorizes, stores and tells.
 */
/** The kind of the cancellation mails in the mail queue. */
export const OFFER_CANCELLED_MAIL = 'booking.offer_cancelled';

export function createOfferLifecycleService(db: Database, options: BookingServiceOptions = {}) {
  const { mail, appUrl = '' } = options;
  const context = createBookingContext(db, options);
  const { now, notify, repository, requireOfferer, lockOffer, tell } = context;
  const queries = createOfferQueriesService(db, options);

  return {
    async create(actor: BookingActor, input: OfferInput, publish: boolean): Promise<BookingOffer> {
      checkInput(input);
      // Checked on the input before anything is stored: the fields are the form's, and a refused
      // publication leaves no draft behind.
      if (publish) refuseAll(publishProblems(input, now()));
      const publisherPageId = await checkPublisher(repository, actor, input);
      const venue = await checkVenue(repository, input);
      const dates = datesOfInput(input);
      const columns = columnsOfInput(input, venue);
      const id = await repository.transaction((tx) =>
        repository.insert(
          tx,
          {
            ...columns,
            publisherUserId: actor.userId,
            publisherPageId,
            phase: 'draft',
            shadowed: actor.shadowBanned === true,
            ...dateColumns(dates, columns.durationMinutes, columns.applyUntil),
          },
          dates,
        ),
      );
      if (publish) await runOfferCommand(context, actor, id, { command: 'publish' });
      return (await queries.get(id, actor.userId))!;
    },

    async command(
      actor: BookingActor,
      id: string,
      command: 'submit' | 'revise' | 'publish' | 'pause' | 'resume',
    ): Promise<BookingOffer> {
      await runOfferCommand(context, actor, id, { command });
      return (await queries.get(id, actor.userId))!;
    },

    async dateCommand(
      actor: BookingActor,
      id: string,
      dateId: string,
      command: 'pauseDate' | 'resumeDate',
    ): Promise<BookingOffer> {
      await runOfferCommand(context, actor, id, { command, dateId });
      return (await queries.get(id, actor.userId))!;
    },

    /** Once per offer: the dates move, confirmations are revoked, every applicant is told. */
    async reschedule(
      actor: BookingActor,
      id: string,
      dates: { id: string; startsAt: string }[],
    ): Promise<BookingOffer> {
      refuseAll(rescheduleProblems(dates, now()));
      await repository.transaction(async (tx) => {
        const found = await lockOffer(tx, id);
        await requireOfferer(actor.userId, found.offer, tx);
        const applications = await repository.applicationsOfOffer(id, tx);
        const decision = decideReschedule(
          toOfferModel(found),
          dates,
          applications.map((application) => ({ id: application.id, state: application.status })),
          now(),
        );
        if (!decision.ok) throw refusedError(decision);
        await repository.revokeConfirmations(tx, decision.revoked);
        await saveModel(context, tx, found.offer, decision.offer);
        const path = offerPath(found.offer);
        const told = new Set<string>();
        for (const application of applications) {
          if (!isLiveApplication(application.status)) continue;
          const revoked = decision.revoked.includes(application.id);
          const kind = revoked ? 'booking.confirmation_revoked' : 'booking.offer_rescheduled';
          // A page that applied for several dates hears each kind once.
          if (told.has(`${application.pageId} ${kind}`)) continue;
          told.add(`${application.pageId} ${kind}`);
          await tell(tx, artistParty(application), {
            kind,
            params: { offerTitle: found.offer.title },
            path,
          });
        }
      });
      return (await queries.get(id, actor.userId))!;
    },

    /**
     * Cancelling deletes the offer for good. Every live applicant is told first, in the app and
     * by mail, with the reason.
     */
    async cancel(actor: BookingActor, id: string, reason: string): Promise<boolean> {
      await repository.transaction(async (tx) => {
        const found = await repository.lock(tx, id);
        if (!found) throw notFound();
        await requireOfferer(actor.userId, found.offer, tx);
        const offerTitle = found.offer.title;
        const applications = (await repository.applicationsOfOffer(id, tx)).filter((application) =>
          isLiveApplication(application.status),
        );
        const managers = await repository.managersOf(
          [...new Set(applications.map((application) => application.pageId))],
          tx,
        );
        const recipients = [...new Set([...managers.values()].flat())];
        if (notify && recipients.length > 0) {
          await notify(tx, recipients, {
            kind: 'booking.offer_cancelled',
            params: { offerTitle: found.offer.title, reason },
            path: null,
          });
        }
        const people = await repository.usersByIds(recipients, tx);
        // Queued in this transaction: the mails go exactly when the offer is gone.
        for (const { email: to, locale, name } of mail ? people.values() : []) {
          await mail?.enqueue(
            tx,
            OFFER_CANCELLED_MAIL,
            offerCancelledMail({ to, locale, name, offerTitle, reason, appUrl }),
          );
        }
        await repository.delete(tx, id);
      });
      return true;
    },

    /** Expiry (the pg-boss job): published offers past their end become over. Idempotent. */
    async expireDue(limit = 500): Promise<number> {
      const at = now();
      let expired = 0;
      for (const id of await repository.expiredOfferIds(at, limit)) {
        await repository.transaction(async (tx) => {
          const found = await repository.lock(tx, id);
          if (!found) return;
          const result = applyOfferCommand(toOfferModel(found), { command: 'expire', now: at });
          if (!result.ok || !result.offer) return;
          await repository.update(tx, id, { phase: 'over' });
          expired += 1;
        });
      }
      return expired;
    },
  };
}

export type OfferLifecycleService = ReturnType<typeof createOfferLifecycleService>;
