import {
  AppError,
  amountOfPay,
  canActAsPage,
  canPublishOffer,
  lockedFieldChanges,
  offerInputProblems,
  type OfferInput,
  type OfferModel,
} from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { BookingOfferRow } from '../../db/schema/index.ts';
import type { BookingRepository, NewDate, NewOffer } from './booking.repository.ts';
import { forbidden, refuseAll, textOrNull, type BookingActor } from './booking.shared.ts';

/** An offer's form input (create and edit): checked, and turned into rows. */

/** The route's schema checks these too; a caller inside the server may not have. */
export function checkInput(input: OfferInput): void {
  refuseAll(offerInputProblems(input));
}

export async function checkVenue(
  repository: BookingRepository,
  input: OfferInput,
  executor?: Database | Transaction,
): Promise<{ venuePageId: string | null; virtual: boolean }> {
  if (input.venue.kind === 'virtual') return { venuePageId: null, virtual: true };
  const venue = await repository.page(input.venue.pageId, executor);
  if (!venue || (venue.kind !== 'location' && venue.kind !== 'organization')) {
    throw new AppError('validation.invalid', { field: 'venue.pageId' });
  }
  return { venuePageId: venue.id, virtual: false };
}

/** The page the offer is published for (null: the user), when the caller may publish it. */
export async function checkPublisher(
  repository: BookingRepository,
  actor: BookingActor,
  input: OfferInput,
): Promise<string | null> {
  if (actor.actingAs) {
    if (!canActAsPage(actor.actingAs.role as never)) throw forbidden();
    return actor.actingAs.pageId;
  }
  const accountType = await repository.userAccountType(actor.userId);
  if (!accountType) throw forbidden();
  if (!canPublishOffer(accountType, input.privateEvent)) {
    throw new AppError('booking.private_event_only', { field: 'privateEvent' });
  }
  return null;
}

export function datesOfInput(input: OfferInput): NewDate[] {
  if (input.schedule === 'none') return [{ startsAt: null, slots: input.undatedSlots ?? 1 }];
  return input.dates.map((date) => ({ startsAt: new Date(date.startsAt), slots: date.slots }));
}

export function columnsOfInput(
  input: OfferInput,
  venue: { venuePageId: string | null; virtual: boolean },
) {
  const applyUntil = input.applyUntil ? new Date(input.applyUntil) : null;
  return {
    title: input.title,
    performanceType: input.performanceType,
    privateEvent: input.privateEvent,
    ...venue,
    schedule: input.schedule,
    durationMinutes: input.durationMinutes,
    payKind: input.pay.kind,
    payAmountCents: amountOfPay(input.pay),
    backline: textOrNull(input.backline),
    conditions: textOrNull(input.conditions),
    description: textOrNull(input.description),
    wantedGenres: input.wantedGenres,
    excludedGenres: input.excludedGenres,
    wantedCultures: input.wantedCultures,
    excludedCultures: input.excludedCultures,
    soughtForms: input.soughtForms,
    localActsPreferred: input.localActsPreferred,
    premium: input.premium,
    applyTextRequired: input.applyTextRequired,
    voting: input.voting,
    applyUntil,
  } satisfies Partial<NewOffer>;
}

/** The locked fields (domain `lockedFieldChanges`) the edit would change. */
export function lockedFieldsOf(
  hasApplications: boolean,
  offer: BookingOfferRow,
  input: OfferInput,
) {
  return lockedFieldChanges(
    hasApplications,
    {
      performanceType: offer.performanceType,
      venue: offer.virtual ? { kind: 'virtual' } : { kind: 'page', pageId: offer.venuePageId },
      conditions: offer.conditions,
      pay: { kind: offer.payKind, amountCents: offer.payAmountCents },
    },
    {
      performanceType: input.performanceType,
      venue: input.venue,
      conditions: textOrNull(input.conditions),
      pay: { kind: input.pay.kind, amountCents: amountOfPay(input.pay) },
    },
  );
}

/**
 * A published offer keeps its dates (by id and start); only their slots may change. The slots
 * by date id, or `booking.dates_need_reschedule` on the field that would move a date.
 */
export function slotsOfPublishedEdit(
  offer: BookingOfferRow,
  model: OfferModel,
  input: OfferInput,
): Record<string, number> {
  if (input.schedule !== offer.schedule) {
    throw new AppError('booking.dates_need_reschedule', { field: 'schedule' });
  }
  const slots: Record<string, number> = {};
  if (offer.schedule === 'none') {
    const only = model.dates[0];
    if (only) slots[only.id] = input.undatedSlots ?? only.slots;
    return slots;
  }
  const unchanged =
    input.dates.length === model.dates.length &&
    input.dates.every((date) => {
      const existing = model.dates.find((candidate) => candidate.id === date.id);
      return (
        existing?.startsAt !== undefined &&
        existing.startsAt !== null &&
        Date.parse(existing.startsAt) === Date.parse(date.startsAt)
      );
    });
  if (!unchanged) throw new AppError('booking.dates_need_reschedule', { field: 'dates' });
  for (const date of input.dates) slots[date.id!] = date.slots;
  return slots;
}
