import {
  AppError,
  applyOfferCommand,
  canPublishOffer,
  isLiveApplication,
  offerPath,
  offerStatus,
  slotsBelowConfirmedProblems,
  type BookingOffer,
  type OfferInput,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { BookingOfferRow } from '../../db/schema/index.ts';
import { dateColumns, toOfferModel, type OfferWithDates } from './booking.repository.ts';
import {
  artistParty,
  createBookingContext,
  refuseAll,
  refusedError,
  type BookingActor,
  type BookingServiceOptions,
} from './booking.shared.ts';
import {
  checkInput,
  checkVenue,
  columnsOfInput,
  datesOfInput,
  lockedFieldsOf,
  slotsOfPublishedEdit,
} from './offer-input.ts';
import { createOfferQueriesService } from './offer-queries.service.ts';

/**
 * Editing an offer (spec section 4). Before publishing, dates are replaced freely; afterwards the
 * dates stay (moving them is the one reschedule, offer-lifecycle.service.ts) and only their slots
 * change, never below the confirmed acts. Once applications exist, performance type, place,
 * conditions and pay are locked.
 */
export function createOfferEditingService(db: Database, options: BookingServiceOptions = {}) {
  const { repository, requireOfferer, lockOffer, tell } = createBookingContext(db, options);
  const queries = createOfferQueriesService(db, options);

  /** A published offer: the columns, and the slots of the same dates; the applicants hear of it. */
  async function editPublished(
    tx: Transaction,
    found: OfferWithDates,
    input: OfferInput,
    columns: ReturnType<typeof columnsOfInput>,
    hasApplications: boolean,
  ): Promise<void> {
    const { offer } = found;
    const model = toOfferModel(found);
    const slots = slotsOfPublishedEdit(offer, model, input);
    // On the slots field of each date at fault, as the form shows it.
    refuseAll(slotsBelowConfirmedProblems(model, input));
    const result = applyOfferCommand(model, { command: 'edit', slots });
    if (!result.ok) throw refusedError(result);
    await repository.saveModelDates(tx, result.offer!);
    await repository.update(tx, offer.id, {
      ...columns,
      ...dateColumns(
        found.dates.map((date) => ({ startsAt: date.startsAt })),
        columns.durationMinutes,
        columns.applyUntil,
      ),
    });
    // The live applicants hear of a change to what they applied for.
    const changed =
      Object.entries(columns).some(
        ([key, value]) =>
          JSON.stringify(value) !== JSON.stringify(offer[key as keyof typeof offer]),
      ) ||
      found.dates.some((date) => slots[date.id] !== undefined && slots[date.id] !== date.slots);
    if (changed && hasApplications) await tellChanged(tx, offer, columns.title);
  }

  /** Each live applicant page once: the offer they applied for changed. */
  async function tellChanged(tx: Transaction, offer: BookingOfferRow, title: string) {
    const applications = await repository.applicationsOfOffer(offer.id, tx);
    const told = new Set<string>();
    for (const application of applications) {
      if (!isLiveApplication(application.status)) continue;
      if (told.has(application.pageId)) continue;
      told.add(application.pageId);
      await tell(tx, artistParty(application), {
        kind: 'booking.offer_changed',
        params: { offerTitle: title },
        path: offerPath({ ...offer, title }),
      });
    }
  }

  return {
    /** Edits an offer: load and lock, authorize, check the locked fields, store, tell. */
    async update(actor: BookingActor, id: string, input: OfferInput): Promise<BookingOffer> {
      checkInput(input);
      await repository.transaction(async (tx) => {
        const found = await lockOffer(tx, id);
        const { offer } = found;
        await requireOfferer(actor.userId, offer, tx);
        if (offerStatus(toOfferModel(found)) === 'over') throw new AppError('booking.offer_over');
        if (!offer.publisherPageId) {
          const accountType = await repository.userAccountType(actor.userId, tx);
          if (accountType && !canPublishOffer(accountType, input.privateEvent)) {
            throw new AppError('booking.private_event_only', { field: 'privateEvent' });
          }
        }
        const venue = await checkVenue(repository, input, tx);
        const hasApplications = (await repository.liveApplicationCount(id, tx)) > 0;
        const locked = lockedFieldsOf(hasApplications, offer, input);
        if (locked.length > 0) throw new AppError('booking.field_locked', { field: locked[0] });
        const columns = columnsOfInput(input, venue);
        if (offer.phase === 'draft' || offer.phase === 'pending') {
          const dates = datesOfInput(input);
          await repository.replaceDates(tx, id, dates);
          await repository.update(tx, id, {
            ...columns,
            ...dateColumns(dates, columns.durationMinutes, columns.applyUntil),
          });
          return;
        }
        await editPublished(tx, found, input, columns, hasApplications);
      });
      return (await queries.get(id, actor.userId))!;
    },
  };
}

export type OfferEditingService = ReturnType<typeof createOfferEditingService>;
