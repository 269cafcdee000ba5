import { describe, expect, it } from 'vitest';
import { decideReschedule, rescheduleProblem } from './booking.rules.ts';
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

  it('refuses a new date that is not ahead of now, on the dates field', () => {
    const past = [
      { id: 'd1', startsAt: '2030-07-01T19:00:00.000Z' },
      { id: 'd2', startsAt: NOW.toISOString() },
    ];
    expect(rescheduleProblem(past, NOW)).toEqual({ code: 'booking.date_in_past', field: 'dates' });
    expect(decideReschedule(offer, past, applications, NOW)).toEqual({
      ok: false,
      code: 'booking.date_in_past',
      field: 'dates',
    });
    expect(rescheduleProblem([{ startsAt: '2030-05-01T12:00:01.000Z' }], NOW)).toBeNull();
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
