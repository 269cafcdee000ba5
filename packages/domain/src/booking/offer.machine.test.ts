import { describe, expect, it } from 'vitest';
import { OFFER_STATUSES, type OfferStatus } from './booking.constants.ts';
import {
  OFFER_COMMANDS,
  OFFER_MACHINE,
  allowedOfferCommands,
  applyOfferCommand,
  offerEndsAt,
  offerStatus,
  type OfferCommand,
  type OfferCommandInput,
  type OfferDateModel,
  type OfferModel,
  type OfferOutcome,
} from './offer.machine.ts';

const date = (id: string, overrides: Partial<OfferDateModel> = {}): OfferDateModel => ({
  id,
  startsAt: '2030-06-01T19:00:00.000Z',
  slots: 2,
  confirmed: 0,
  paused: false,
  ...overrides,
});
const series = (dates: OfferDateModel[], phase: OfferModel['phase'] = 'published'): OfferModel => ({
  phase,
  schedule: 'series',
  dates,
  durationMinutes: 90,
  applyUntil: null,
  reschedules: 0,
});
const single = (phase: OfferModel['phase']): OfferModel => ({
  ...series([date('d1')], phase),
  schedule: 'single',
});

/** One offer in each status, with a confirmation where a slot can be freed. */
const CANONICAL: Record<OfferStatus, OfferModel> = {
  draft: single('draft'),
  pending: single('pending'),
  open: series([date('d1', { confirmed: 1 }), date('d2')]),
  partlyClosed: series([date('d1', { confirmed: 1, paused: true }), date('d2')]),
  closed: series([date('d1', { confirmed: 1, paused: true }), date('d2', { paused: true })]),
  over: { ...single('over'), dates: [date('d1', { startsAt: '2020-01-01T19:00:00.000Z' })] },
};

/** The input of each command for an offer, aimed at the date it makes sense for. */
function inputFor(offer: OfferModel, command: OfferCommand): OfferCommandInput {
  const first = (predicate: (candidate: OfferDateModel) => boolean) =>
    (offer.dates.find(predicate) ?? offer.dates[0])!.id;
  switch (command) {
    case 'pauseDate':
      return { command, dateId: first((candidate) => !candidate.paused) };
    case 'resumeDate':
      return { command, dateId: first((candidate) => candidate.paused) };
    case 'fillSlot':
      return { command, dateId: first((candidate) => candidate.confirmed < candidate.slots) };
    case 'freeSlot':
      return { command, dateId: first((candidate) => candidate.confirmed > 0) };
    case 'edit': {
      const target = offer.dates[0]!;
      return { command, slots: { [target.id]: Math.max(target.confirmed, 1) } };
    }
    case 'reschedule':
      return {
        command,
        dates: offer.dates.map((candidate) => ({
          id: candidate.id,
          startsAt: '2030-07-01T19:00:00.000Z',
        })),
      };
    case 'expire':
      return { command, now: new Date('2100-01-01T00:00:00Z') };
    default:
      return { command };
  }
}

/** Every status × command for the canonical offers, written out. */
const EXPECTED: Record<OfferStatus, Partial<Record<OfferCommand, OfferOutcome>>> = {
  draft: { submit: 'pending', publish: 'open', edit: 'draft', cancel: 'deleted' },
  pending: { revise: 'draft', publish: 'open', edit: 'pending', cancel: 'deleted' },
  open: {
    pause: 'closed',
    pauseDate: 'partlyClosed',
    edit: 'partlyClosed',
    reschedule: 'open',
    fillSlot: 'partlyClosed',
    freeSlot: 'open',
    expire: 'over',
    cancel: 'deleted',
  },
  partlyClosed: {
    pause: 'closed',
    resume: 'open',
    pauseDate: 'closed',
    resumeDate: 'open',
    edit: 'partlyClosed',
    reschedule: 'partlyClosed',
    fillSlot: 'partlyClosed',
    freeSlot: 'partlyClosed',
    expire: 'over',
    cancel: 'deleted',
  },
  closed: {
    resume: 'open',
    resumeDate: 'partlyClosed',
    edit: 'closed',
    reschedule: 'closed',
    fillSlot: 'closed',
    freeSlot: 'closed',
    expire: 'over',
    cancel: 'deleted',
  },
  over: { cancel: 'deleted' },
};

const outcomeOf = (offer: OfferModel | null): OfferOutcome =>
  offer === null ? 'deleted' : offerStatus(offer);

describe('the booking offer machine', () => {
  for (const status of OFFER_STATUSES) {
    it(`has a canonical ${status} offer`, () => {
      expect(offerStatus(CANONICAL[status])).toBe(status);
    });
    for (const command of OFFER_COMMANDS) {
      const expected = EXPECTED[status][command] ?? null;
      it(`${status} + ${command} → ${expected ?? 'refused'}`, () => {
        const result = applyOfferCommand(CANONICAL[status], inputFor(CANONICAL[status], command));
        if (expected === null) {
          expect(result.ok).toBe(false);
          expect(OFFER_MACHINE[status][command]).toBeUndefined();
        } else {
          expect(result).toMatchObject({ ok: true });
          const outcome = result.ok ? outcomeOf(result.offer) : null;
          expect(outcome).toBe(expected);
          // The reducer never leaves the table.
          expect(OFFER_MACHINE[status][command]).toContain(outcome);
        }
      });
    }
  }

  it('offers exactly the commands of the table', () => {
    for (const status of OFFER_STATUSES) {
      expect(allowedOfferCommands(CANONICAL[status]).sort()).toEqual(
        Object.keys(OFFER_MACHINE[status]).sort(),
      );
    }
  });

  it('closes by itself when the last slot is taken and reopens when it is freed', () => {
    const offer = series([date('d1', { slots: 1 })]);
    const filled = applyOfferCommand(offer, { command: 'fillSlot', dateId: 'd1' });
    expect(filled.ok && offerStatus(filled.offer!)).toBe('closed');
    const freed =
      filled.ok && applyOfferCommand(filled.offer!, { command: 'freeSlot', dateId: 'd1' });
    expect(freed && freed.ok && offerStatus(freed.offer!)).toBe('open');
  });

  it('refuses a confirmation when no slot is free', () => {
    const full = series([date('d1', { slots: 1, confirmed: 1 })]);
    expect(applyOfferCommand(full, { command: 'fillSlot', dateId: 'd1' })).toEqual({
      ok: false,
      code: 'booking.no_free_slot',
    });
  });

  it('reschedules a running offer once, and revokes its confirmations', () => {
    const offer = CANONICAL.open;
    const moved = applyOfferCommand(offer, inputFor(offer, 'reschedule'));
    expect(moved.ok).toBe(true);
    const after = moved.ok ? moved.offer! : offer;
    expect(after.reschedules).toBe(1);
    expect(after.dates.every((candidate) => candidate.confirmed === 0)).toBe(true);
    expect(
      after.dates.every((candidate) => candidate.startsAt === '2030-07-01T19:00:00.000Z'),
    ).toBe(true);
    expect(applyOfferCommand(after, inputFor(after, 'reschedule'))).toEqual({
      ok: false,
      code: 'booking.reschedule_used',
    });
  });

  it('moves every date of a series in a reschedule and adds or drops none', () => {
    const offer = CANONICAL.open;
    expect(
      applyOfferCommand(offer, {
        command: 'reschedule',
        dates: [{ id: 'd1', startsAt: '2030-07-01T19:00:00.000Z' }],
      }),
    ).toEqual({ ok: false, code: 'validation.invalid', field: 'dates' });
  });

  it('keeps the slots of a date at or above its confirmed acts', () => {
    expect(applyOfferCommand(CANONICAL.open, { command: 'edit', slots: { d1: 0 } })).toEqual({
      ok: false,
      code: 'booking.slots_below_confirmed',
      field: 'slots',
    });
  });

  it('publishes no series without a date', () => {
    expect(applyOfferCommand(series([], 'draft'), { command: 'publish' })).toEqual({
      ok: false,
      code: 'booking.series_needs_date',
      field: 'dates',
    });
  });

  it('pauses single dates only in a series', () => {
    const offer = { ...single('published') };
    expect(applyOfferCommand(offer, { command: 'pauseDate', dateId: 'd1' }).ok).toBe(false);
    expect(applyOfferCommand(offer, { command: 'pause' }).ok).toBe(true);
  });

  it('expires only after its end', () => {
    const offer = CANONICAL.open;
    const end = offerEndsAt(offer)!;
    expect(end.toISOString()).toBe('2030-06-01T20:30:00.000Z');
    expect(
      applyOfferCommand(offer, { command: 'expire', now: new Date(end.getTime() - 1) }).ok,
    ).toBe(false);
    expect(applyOfferCommand(offer, { command: 'expire', now: end }).ok).toBe(true);
  });

  it('ends an undated offer with its deadline, or never', () => {
    const undated: OfferModel = {
      ...single('published'),
      schedule: 'none',
      dates: [date('d1', { startsAt: null })],
    };
    expect(offerEndsAt(undated)).toBeNull();
    expect(
      applyOfferCommand(undated, { command: 'expire', now: new Date('2100-01-01T00:00:00Z') }).ok,
    ).toBe(false);
    const withDeadline = { ...undated, applyUntil: '2030-01-01T00:00:00.000Z' };
    expect(offerEndsAt(withDeadline)?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });

  it('names the refusal of a reschedule after the end', () => {
    expect(applyOfferCommand(CANONICAL.over, inputFor(CANONICAL.over, 'reschedule'))).toEqual({
      ok: false,
      code: 'booking.offer_over',
    });
  });
});
