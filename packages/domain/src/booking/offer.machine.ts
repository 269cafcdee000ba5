import type { ErrorCode } from '../errors/error-codes.ts';
import { BOOKING_MAX_RESCHEDULES } from '../constants/limits.ts';
import { type OfferPhase, type OfferStatus, type ScheduleKind } from './booking.constants.ts';

/**
 * The booking offer's state machine (spec section 4, Booking status).
 *
 * What is stored is the offer's phase (draft, pending, published, over) and, per date, its slots,
 * confirmed acts and whether it is paused. The status users see follows from them: a published
 * offer is `closed` when no date takes applications (each is paused or full), `partlyClosed` when
 * some do not, `open` otherwise. So "closes by itself when all slots are occupied and reopens if
 * a confirmation is withdrawn" needs no job and cannot drift: it is what the counts say.
 *
 * `OFFER_MACHINE` is the transition table (status × command → the statuses it can lead to); the
 * reducer `applyOfferCommand` computes the one it does lead to, and never leaves the table.
 */

export type OfferDateModel = {
  id: string;
  /** ISO date-time; null for an offer without a date. */
  startsAt: string | null;
  slots: number;
  confirmed: number;
  paused: boolean;
};

export type OfferModel = {
  phase: OfferPhase;
  schedule: ScheduleKind;
  dates: OfferDateModel[];
  durationMinutes: number;
  /** The deadline for applications (ISO); an undated offer ends with it. */
  applyUntil: string | null;
  reschedules: number;
};

export const OFFER_COMMANDS = [
  /** The publisher marks a draft ready to publish. */
  'submit',
  /** ... or takes a pending offer back into the drafts. */
  'revise',
  'publish',
  /** Pause the whole offer / resume every paused date. */
  'pause',
  'resume',
  /** Pause or resume one date of a series. */
  'pauseDate',
  'resumeDate',
  /** Change slots (and, before publishing, dates) without touching the lifecycle. */
  'edit',
  /** Move a running offer's dates: once, and it revokes confirmations. */
  'reschedule',
  /** The offerer confirms an act for a date / a confirmation ends (withdrawn, cancelled, revoked). */
  'fillSlot',
  'freeSlot',
  /** The end date has passed (the expiry job). */
  'expire',
  /** Cancelling deletes the offer for good. */
  'cancel',
] as const;
export type OfferCommand = (typeof OFFER_COMMANDS)[number];

/** What a command can lead to: a status, or the offer deleted. */
export type OfferOutcome = OfferStatus | 'deleted';

const RUNNING = ['open', 'closed', 'partlyClosed'] as const;
const PUBLISHED_OUTCOMES: readonly OfferOutcome[] = RUNNING;

/** Status × command → the statuses the command can lead to. Missing: refused in that status. */
export const OFFER_MACHINE: Record<
  OfferStatus,
  Partial<Record<OfferCommand, readonly OfferOutcome[]>>
> = {
  draft: {
    submit: ['pending'],
    publish: PUBLISHED_OUTCOMES,
    edit: ['draft'],
    cancel: ['deleted'],
  },
  pending: {
    revise: ['draft'],
    publish: PUBLISHED_OUTCOMES,
    edit: ['pending'],
    cancel: ['deleted'],
  },
  open: {
    pause: ['closed'],
    pauseDate: ['partlyClosed', 'closed'],
    edit: PUBLISHED_OUTCOMES,
    reschedule: PUBLISHED_OUTCOMES,
    fillSlot: PUBLISHED_OUTCOMES,
    freeSlot: ['open'],
    expire: ['over'],
    cancel: ['deleted'],
  },
  partlyClosed: {
    pause: ['closed'],
    resume: PUBLISHED_OUTCOMES,
    pauseDate: ['partlyClosed', 'closed'],
    resumeDate: PUBLISHED_OUTCOMES,
    edit: PUBLISHED_OUTCOMES,
    reschedule: PUBLISHED_OUTCOMES,
    fillSlot: ['partlyClosed', 'closed'],
    freeSlot: PUBLISHED_OUTCOMES,
    expire: ['over'],
    cancel: ['deleted'],
  },
  closed: {
    resume: PUBLISHED_OUTCOMES,
    resumeDate: PUBLISHED_OUTCOMES,
    edit: PUBLISHED_OUTCOMES,
    reschedule: PUBLISHED_OUTCOMES,
    fillSlot: ['closed'],
    freeSlot: PUBLISHED_OUTCOMES,
    expire: ['over'],
    cancel: ['deleted'],
  },
  // An offer that is over is history: it stays for ratings and can only be deleted.
  over: { cancel: ['deleted'] },
};

/** A date takes applications: not paused and not full. */
export const dateIsOpen = (date: OfferDateModel): boolean =>
  !date.paused && date.confirmed < date.slots;

/** The status users see, derived from the phase and the dates (see the file comment). */
export function offerStatus(offer: OfferModel): OfferStatus {
  if (offer.phase !== 'published') return offer.phase;
  const open = offer.dates.filter(dateIsOpen).length;
  if (open === 0) return 'closed';
  return open === offer.dates.length ? 'open' : 'partlyClosed';
}

/** The commands the table allows in the offer's status (the web shows these, and no others). */
export function allowedOfferCommands(offer: OfferModel): OfferCommand[] {
  const row = OFFER_MACHINE[offerStatus(offer)];
  return OFFER_COMMANDS.filter((command) => row[command] !== undefined);
}

/** When the offer is over: its last date's end, or for an undated offer its deadline. */
export function offerEndsAt(offer: Pick<OfferModel, 'dates' | 'durationMinutes' | 'applyUntil'>) {
  const starts = offer.dates
    .map((date) => date.startsAt)
    .filter((startsAt): startsAt is string => startsAt !== null)
    .map((startsAt) => Date.parse(startsAt));
  if (starts.length === 0) return offer.applyUntil === null ? null : new Date(offer.applyUntil);
  return new Date(Math.max(...starts) + offer.durationMinutes * 60_000);
}

export type OfferCommandInput =
  | { command: 'submit' | 'revise' | 'publish' | 'pause' | 'resume' | 'cancel' }
  | { command: 'pauseDate' | 'resumeDate' | 'fillSlot' | 'freeSlot'; dateId: string }
  | { command: 'edit'; slots: Record<string, number> }
  | { command: 'reschedule'; dates: { id: string; startsAt: string | null }[] }
  | { command: 'expire'; now: Date };

export type OfferResult =
  { ok: true; offer: OfferModel | null } | { ok: false; code: ErrorCode; field?: string };

const refused = (code: ErrorCode = 'server.action_failed', field?: string): OfferResult =>
  field === undefined ? { ok: false, code } : { ok: false, code, field };

const withDate = (
  offer: OfferModel,
  dateId: string,
  change: (date: OfferDateModel) => OfferDateModel | OfferResult,
): OfferResult => {
  const date = offer.dates.find((candidate) => candidate.id === dateId);
  if (!date) return refused('request.entity_not_found', 'dateId');
  const changed = change(date);
  if ('ok' in changed) return changed;
  return {
    ok: true,
    offer: {
      ...offer,
      dates: offer.dates.map((candidate) => (candidate.id === dateId ? changed : candidate)),
    },
  };
};

/**
 * One command on one offer: the offer afterwards (null when deleted) or the catalogue code of
 * why not. Pure; the server runs it inside the transaction that locked the offer's row.
 */
export function applyOfferCommand(offer: OfferModel, input: OfferCommandInput): OfferResult {
  const status = offerStatus(offer);
  if (OFFER_MACHINE[status][input.command] === undefined) {
    return input.command === 'reschedule' && status === 'over'
      ? refused('booking.offer_over')
      : refused('booking.command_not_allowed');
  }
  switch (input.command) {
    case 'submit':
      return { ok: true, offer: { ...offer, phase: 'pending' } };
    case 'revise':
      return { ok: true, offer: { ...offer, phase: 'draft' } };
    case 'publish':
      if (offer.schedule === 'series' && offer.dates.length === 0) {
        return refused('booking.series_needs_date', 'dates');
      }
      return { ok: true, offer: { ...offer, phase: 'published' } };
    case 'pause':
      return {
        ok: true,
        offer: { ...offer, dates: offer.dates.map((date) => ({ ...date, paused: true })) },
      };
    case 'resume':
      if (!offer.dates.some((date) => date.paused)) return refused('booking.command_not_allowed');
      return {
        ok: true,
        offer: { ...offer, dates: offer.dates.map((date) => ({ ...date, paused: false })) },
      };
    case 'pauseDate':
      if (offer.schedule !== 'series') return refused('booking.command_not_allowed');
      return withDate(offer, input.dateId, (date) =>
        date.paused ? refused('booking.command_not_allowed') : { ...date, paused: true },
      );
    case 'resumeDate':
      return withDate(offer, input.dateId, (date) =>
        date.paused ? { ...date, paused: false } : refused('booking.command_not_allowed'),
      );
    case 'fillSlot':
      return withDate(offer, input.dateId, (date) =>
        date.confirmed >= date.slots
          ? refused('booking.no_free_slot')
          : { ...date, confirmed: date.confirmed + 1 },
      );
    case 'freeSlot':
      return withDate(offer, input.dateId, (date) =>
        date.confirmed === 0
          ? refused('booking.command_not_allowed')
          : { ...date, confirmed: date.confirmed - 1 },
      );
    case 'edit': {
      for (const [dateId, slots] of Object.entries(input.slots)) {
        const date = offer.dates.find((candidate) => candidate.id === dateId);
        if (!date) return refused('request.entity_not_found', 'dateId');
        if (slots < date.confirmed) return refused('booking.slots_below_confirmed', 'slots');
      }
      return {
        ok: true,
        offer: {
          ...offer,
          dates: offer.dates.map((date) => ({
            ...date,
            slots: input.slots[date.id] ?? date.slots,
          })),
        },
      };
    }
    case 'reschedule': {
      if (offer.reschedules >= BOOKING_MAX_RESCHEDULES) return refused('booking.reschedule_used');
      if (offer.schedule === 'series' && input.dates.length === 0) {
        return refused('booking.series_needs_date', 'dates');
      }
      // Every date moves (or stays), none comes or goes: applications belong to their date.
      const moved = new Map(input.dates.map((date) => [date.id, date.startsAt]));
      if (moved.size !== offer.dates.length || offer.dates.some((date) => !moved.has(date.id))) {
        return refused('validation.invalid', 'dates');
      }
      // Confirmations are revoked: every date is free again, and the applicants are told.
      const dates = offer.dates.map((date) => ({
        ...date,
        startsAt: moved.get(date.id) ?? null,
        confirmed: 0,
      }));
      return { ok: true, offer: { ...offer, dates, reschedules: offer.reschedules + 1 } };
    }
    case 'expire': {
      const endsAt = offerEndsAt(offer);
      if (endsAt === null || endsAt.getTime() > input.now.getTime()) {
        return refused('booking.command_not_allowed');
      }
      return { ok: true, offer: { ...offer, phase: 'over' } };
    }
    case 'cancel':
      return { ok: true, offer: null };
  }
}
