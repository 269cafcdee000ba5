import { describe, expect, it } from 'vitest';
import {
  OfferInputSchema,
  applyInputProblem,
  offerInputProblem,
  publishProblem,
  type OfferInput,
} from './offer.schema.ts';

const valid: OfferInput = {
  title: 'Friday club night',
  performanceType: 'live',
  privateEvent: false,
  venue: { kind: 'page', pageId: 'abcde1' },
  schedule: 'series',
  dates: [
    { startsAt: '2030-06-01T20:00:00+02:00', slots: 2 },
    { startsAt: '2030-06-08T20:00:00+02:00', slots: 2 },
  ],
  durationMinutes: 60,
  pay: { kind: 'pay', amountCents: 25000 },
  backline: 'Drums, two guitar amps',
  conditions: null,
  description: 'Indie nights',
  wantedGenres: ['indie', 'rock'],
  excludedGenres: ['metal'],
  wantedCultures: ['originals'],
  excludedCultures: ['covers'],
  soughtForms: ['band'],
  localActsPreferred: true,
  premium: false,
  applyTextRequired: false,
  voting: false,
  applyUntil: '2030-05-20T00:00:00+02:00',
};

describe('the offer input', () => {
  it('accepts a full series offer', () => {
    expect(OfferInputSchema.safeParse(valid).success).toBe(true);
    expect(offerInputProblem(valid)).toBeNull();
  });

  it('rejects unknown performance types, slots below one and empty titles', () => {
    expect(OfferInputSchema.safeParse({ ...valid, performanceType: 'radio' }).success).toBe(false);
    expect(
      OfferInputSchema.safeParse({
        ...valid,
        dates: [{ startsAt: valid.dates[0]!.startsAt, slots: 0 }],
      }).success,
    ).toBe(false);
    expect(OfferInputSchema.safeParse({ ...valid, title: '   ' }).success).toBe(false);
  });

  it('needs a date in a series, exactly one for a single date, slots without a date', () => {
    expect(offerInputProblem({ ...valid, dates: [] })).toEqual({
      code: 'booking.series_needs_date',
      field: 'dates',
    });
    expect(offerInputProblem({ ...valid, schedule: 'single' })).toEqual({
      code: 'validation.required',
      field: 'dates',
    });
    expect(offerInputProblem({ ...valid, schedule: 'none', dates: [], applyUntil: null })).toEqual({
      code: 'validation.required',
      field: 'undatedSlots',
    });
    expect(
      offerInputProblem({ ...valid, schedule: 'none', dates: [], undatedSlots: 3 }),
    ).toBeNull();
  });

  it('needs an amount for pay and for cost', () => {
    expect(offerInputProblem({ ...valid, pay: { kind: 'pay' } })).toEqual({
      code: 'booking.pay_amount_required',
      field: 'pay.amountCents',
    });
    expect(offerInputProblem({ ...valid, pay: { kind: 'cost', amountCents: null } })?.code).toBe(
      'booking.pay_amount_required',
    );
    expect(offerInputProblem({ ...valid, pay: { kind: 'negotiable' } })).toBeNull();
  });

  it('refuses a genre or culture both wanted and excluded, twice the same date, a late deadline', () => {
    expect(offerInputProblem({ ...valid, excludedGenres: ['rock'] })?.code).toBe(
      'booking.wanted_and_excluded',
    );
    expect(offerInputProblem({ ...valid, excludedCultures: ['originals'] })?.field).toBe(
      'excludedCultures',
    );
    expect(
      offerInputProblem({
        ...valid,
        dates: [valid.dates[0]!, { startsAt: '2030-06-01T18:00:00Z', slots: 1 }],
      })?.code,
    ).toBe('booking.duplicate_date');
    expect(offerInputProblem({ ...valid, applyUntil: '2030-07-01T00:00:00Z' })).toEqual({
      code: 'booking.deadline_after_date',
      field: 'applyUntil',
    });
  });

  it('publishes only dates and deadlines ahead', () => {
    expect(publishProblem(valid, new Date('2030-01-01T00:00:00Z'))).toBeNull();
    expect(publishProblem(valid, new Date('2030-06-02T00:00:00Z'))).toEqual({
      code: 'booking.date_in_past',
      field: 'dates',
    });
    expect(publishProblem(valid, new Date('2030-05-25T00:00:00Z'))).toEqual({
      code: 'booking.date_in_past',
      field: 'applyUntil',
    });
  });
});

describe('applyInputProblem', () => {
  const asksText = { applyTextRequired: true };
  const noText = { applyTextRequired: false };

  it('needs a date', () => {
    expect(applyInputProblem(noText, { dateIds: [] })).toEqual({
      code: 'validation.required',
      field: 'dateIds',
    });
  });

  it('needs a text, not only blanks, when the offer asks for one', () => {
    for (const text of [undefined, null, '', '  \n ']) {
      expect(applyInputProblem(asksText, { dateIds: ['abcde1'], text })).toEqual({
        code: 'validation.required',
        field: 'text',
      });
    }
    expect(applyInputProblem(asksText, { dateIds: ['abcde1'], text: 'Wir spielen gern' })).toBe(
      null,
    );
    expect(applyInputProblem(noText, { dateIds: ['abcde1'], text: null })).toBeNull();
  });
});
