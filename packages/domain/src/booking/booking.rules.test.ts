import { describe, expect, it } from 'vitest';
import {
  decideReschedule,
  rescheduleProblems,
  slotsBelowConfirmedProblems,
} from './booking.rules.ts';
import type { OfferModel } from './offer.machine.ts';

const NOW = new Date('2030-05-01T12:00:00.000Z');
const offer: OfferModel = {
  phase: 'published',
  schedule: 'series',
  dates: [
    { id: 'd1', startsAt: '2030-06-01T19:00:00.000Z', slots: 1, confirmed: 1, paused: false },
    { id: 'd2', startsAt: '2030-06-08T19:00:00.000Z', slots: 1, confirmed: 0, paused: false },
  ],
  durationMinutes: 90,
  applyUntil: null,
  reschedules: 0,
};
const applications = [
  { id: 'a1', state: 'confirmed' as const },
  { id: 'a2', state: 'applied' as const },
];

describe('rescheduling', () => {
  it('moves every date ahead, revokes the confirmations and frees the slots', () => {
    const decision = decideReschedule(
      offer,
      [
        { id: 'd1', startsAt: '2030-07-01T19:00:00.000Z' },
        { id: 'd2', startsAt: '2030-07-08T19:00:00.000Z' },
      ],
      applications,
      NOW,
    );
    expect(decision).toMatchObject({ ok: true, revoked: ['a1'] });
    if (!decision.ok) return;
    expect(decision.offer.reschedules).toBe(1);
    expect(decision.offer.dates.map((date) => [date.startsAt, date.confirmed])).toEqual([
      ['2030-07-01T19:00:00.000Z', 0],
      ['2030-07-08T19:00:00.000Z', 0],
    ]);
  });

  it("refuses a new date that is not ahead of now, on that date's field", () => {
    const past = [
      { id: 'd1', startsAt: '2030-07-01T19:00:00.000Z' },
      { id: 'd2', startsAt: NOW.toISOString() },
    ];
    expect(rescheduleProblems(past, NOW)).toEqual([
      { code: 'booking.date_in_past', field: 'dates.1.startsAt' },
    ]);
    expect(decideReschedule(offer, past, applications, NOW)).toEqual({
      ok: false,
      code: 'booking.date_in_past',
      field: 'dates.1.startsAt',
    });
    expect(rescheduleProblems([{ startsAt: '2030-05-01T12:00:01.000Z' }], NOW)).toEqual([]);
  });

  it('refuses a second reschedule', () => {
    const dates = offer.dates.map((date) => ({
      id: date.id,
      startsAt: '2030-07-01T19:00:00.000Z',
    }));
    const decision = decideReschedule({ ...offer, reschedules: 1 }, dates, applications, NOW);
    expect(decision.ok).toBe(false);
  });
});

describe('editing the slots of a published offer', () => {
  it('names the slots of each date that would fall below its confirmed acts', () => {
    const model: OfferModel = {
      ...offer,
      dates: [
        { ...offer.dates[0]!, slots: 3, confirmed: 2 },
        { ...offer.dates[1]!, slots: 2, confirmed: 1 },
      ],
    };
    const input = (slots: [number, number]) => ({
      schedule: 'series' as const,
      undatedSlots: null,
      // The form sends the dates in its own order.
      dates: [
        { id: 'd2', startsAt: offer.dates[1]!.startsAt!, slots: slots[1] },
        { id: 'd1', startsAt: offer.dates[0]!.startsAt!, slots: slots[0] },
      ],
    });
    expect(slotsBelowConfirmedProblems(model, input([2, 1]))).toEqual([]);
    expect(slotsBelowConfirmedProblems(model, input([1, 1]))).toEqual([
      { code: 'booking.slots_below_confirmed', field: 'dates.1.slots' },
    ]);
    expect(slotsBelowConfirmedProblems(model, input([1, 0]))).toEqual([
      { code: 'booking.slots_below_confirmed', field: 'dates.0.slots' },
      { code: 'booking.slots_below_confirmed', field: 'dates.1.slots' },
    ]);
    const undated: OfferModel = {
      ...offer,
      schedule: 'none',
      dates: [{ id: 'd0', startsAt: null, slots: 3, confirmed: 2, paused: false }],
    };
    expect(
      slotsBelowConfirmedProblems(undated, { schedule: 'none', dates: [], undatedSlots: 1 }),
    ).toEqual([{ code: 'booking.slots_below_confirmed', field: 'undatedSlots' }]);
  });
});
