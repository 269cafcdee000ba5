import type { ErrorCode } from '../errors/error-codes.ts';
import type { FieldError } from '../errors/validation-code.ts';
import type { BookingSide } from './booking.constants.ts';
import {
  APPLICATION_COMMAND_SIDES,
  nextApplicationState,
  type ApplicationCommand,
  type ApplicationState,
} from './application.machine.ts';
import { applyOfferCommand, dateIsOpen, offerStatus, type OfferModel } from './offer.machine.ts';
import type { OfferInput } from './offer.schema.ts';

/**
 * An application command together with what it does to the offer: confirming takes a slot
 * (refused when none is free), a confirmation that ends frees it, applying needs a date that
 * takes applications. One pure decision for the server (inside the transaction that locked the
 * offer) and for the model test.
 */
export type ApplicationDecision =
  | { ok: true; status: ApplicationState; offer: OfferModel }
  | { ok: false; code: ErrorCode; field?: string };

/** Whether a date of the offer takes new applications now. */
export function dateAcceptsApplications(offer: OfferModel, dateId: string, now: Date): boolean {
  const status = offerStatus(offer);
  if (status !== 'open' && status !== 'partlyClosed') return false;
  if (offer.applyUntil !== null && Date.parse(offer.applyUntil) < now.getTime()) return false;
  const date = offer.dates.find((candidate) => candidate.id === dateId);
  return date !== undefined && dateIsOpen(date);
}

export function decideApplicationCommand(input: {
  offer: OfferModel;
  dateId: string;
  state: ApplicationState;
  command: ApplicationCommand;
  side: BookingSide | 'system';
  now: Date;
}): ApplicationDecision {
  const { offer, dateId, state, command, side, now } = input;
  if (!APPLICATION_COMMAND_SIDES[command].includes(side)) {
    return { ok: false, code: 'auth.forbidden' };
  }
  const next = nextApplicationState(state, command);
  if (next === null) {
    if (command === 'apply' && state !== 'none') {
      return {
        ok: false,
        code:
          state === 'rejected' || state === 'cancelled'
            ? 'booking.reapply_barred'
            : 'booking.already_applied',
      };
    }
    if (command === 'confirm' && (state === 'rejected' || state === 'cancelled')) {
      return { ok: false, code: 'booking.reapply_barred' };
    }
    return { ok: false, code: 'booking.command_not_allowed' };
  }
  // An offer that is over is history: its applications stay as they ended.
  if (offerStatus(offer) === 'over') {
    return { ok: false, code: 'booking.offer_over' };
  }
  if (command === 'apply' && !dateAcceptsApplications(offer, dateId, now)) {
    return { ok: false, code: 'booking.not_accepting' };
  }
  let changed = offer;
  if (next === 'confirmed') {
    const filled = applyOfferCommand(offer, { command: 'fillSlot', dateId });
    if (!filled.ok) return filled;
    changed = filled.offer ?? offer;
  } else if (state === 'confirmed') {
    const freed = applyOfferCommand(offer, { command: 'freeSlot', dateId });
    if (!freed.ok) return freed;
    changed = freed.offer ?? offer;
  }
  return { ok: true, status: next, offer: changed };
}

/**
 * The new dates of a reschedule must lie ahead, like those of an offer being published: every
 * date that does not, on its field (`dates.{i}.startsAt`).
 */
export function rescheduleProblems(
  dates: readonly { startsAt: string | null }[],
  now: Date,
): FieldError[] {
  return dates.flatMap((date, index) =>
    date.startsAt !== null && Date.parse(date.startsAt) <= now.getTime()
      ? [{ code: 'booking.date_in_past' as const, field: `dates.${index}.startsAt` }]
      : [],
  );
}

/**
 * Editing a published offer changes only its slots, never below the acts already confirmed for
 * a date: every date at fault, on the field of its slots in the input (`dates.{i}.slots`, or
 * `undatedSlots` for an offer without dates).
 */
export function slotsBelowConfirmedProblems(
  offer: OfferModel,
  input: Pick<OfferInput, 'schedule' | 'dates' | 'undatedSlots'>,
): FieldError[] {
  const problem = 'booking.slots_below_confirmed' as const;
  if (input.schedule === 'none') {
    const only = offer.dates[0];
    return only && input.undatedSlots != null && input.undatedSlots < only.confirmed
      ? [{ code: problem, field: 'undatedSlots' }]
      : [];
  }
  return input.dates.flatMap((date, index) => {
    const known = offer.dates.find((candidate) => candidate.id === date.id);
    return known && date.slots < known.confirmed
      ? [{ code: problem, field: `dates.${index}.slots` }]
      : [];
  });
}

/**
 * Rescheduling (once per offer): the dates move (to dates ahead of `now`), every confirmation is
 * revoked (the artists are asked again) and the slots are free. Returns the applications whose
 * confirmation was revoked.
 */
export function decideReschedule(
  offer: OfferModel,
  dates: { id: string; startsAt: string | null }[],
  applications: readonly { id: string; state: ApplicationState }[],
  now: Date,
):
  | { ok: true; offer: OfferModel; revoked: string[] }
  | { ok: false; code: ErrorCode; field?: string } {
  const [problem] = rescheduleProblems(dates, now);
  if (problem) return { ok: false, code: problem.code, field: problem.field };
  const result = applyOfferCommand(offer, { command: 'reschedule', dates });
  if (!result.ok) return result;
  const revoked = applications
    .filter((application) => nextApplicationState(application.state, 'revoke') !== null)
    .map((application) => application.id);
  return { ok: true, offer: result.offer ?? offer, revoked };
}
