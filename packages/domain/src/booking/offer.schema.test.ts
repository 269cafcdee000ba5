import { describe, expect, it } from 'vitest';
import { catalogueErrorMap } from '../errors/validation-code.ts';
import {
  CreateOfferInputSchema,
  OfferInputSchema,
  applyInputProblems,
  applyInputSchemaFor,
  offerInputProblems,
  publishProblems,
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

/** Each field's first message, as the offer form shows them (the catalogue's codes). */
function messages(input: unknown): Record<string, string> {
  const result = OfferInputSchema.safeParse(input, { error: catalogueErrorMap });
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

describe('the offer input', () => {
  it('accepts a full series offer', () => {
    expect(OfferInputSchema.safeParse(valid).success).toBe(true);
    expect(offerInputProblems(valid)).toEqual([]);
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
    expect(offerInputProblems({ ...valid, dates: [] })).toEqual([
      { code: 'booking.series_needs_date', field: 'dates' },
    ]);
    expect(offerInputProblems({ ...valid, schedule: 'single' })).toEqual([
      { code: 'validation.required', field: 'dates' },
    ]);
    expect(offerInputProblems({ ...valid, schedule: 'none', dates: [], applyUntil: null })).toEqual(
      [{ code: 'validation.required', field: 'undatedSlots' }],
    );
    expect(offerInputProblems({ ...valid, schedule: 'none', dates: [], undatedSlots: 3 })).toEqual(
      [],
    );
  });

  it('needs a venue page for a live or hybrid gig; a stream, session or other may be online', () => {
    const online = { ...valid, venue: { kind: 'virtual' as const } };
    expect(offerInputProblems(online)).toEqual([
      { code: 'booking.venue_required', field: 'venue' },
    ]);
    expect(offerInputProblems({ ...online, performanceType: 'hybrid' })).toEqual([
      { code: 'booking.venue_required', field: 'venue' },
    ]);
    expect(messages(online)).toEqual({ venue: 'booking.venue_required' });
    for (const performanceType of ['stream', 'session', 'other'] as const) {
      expect(offerInputProblems({ ...online, performanceType })).toEqual([]);
    }
    // A venue is fine for any performance (a stream from a club).
    expect(offerInputProblems({ ...valid, performanceType: 'stream' })).toEqual([]);
    expect(offerInputProblems({ ...valid, venue: undefined })).toEqual([
      { code: 'booking.venue_required', field: 'venue' },
    ]);
  });

  it('needs an amount for pay and for cost', () => {
    expect(offerInputProblems({ ...valid, pay: { kind: 'pay' } })).toEqual([
      { code: 'booking.pay_amount_required', field: 'pay.amountCents' },
    ]);
    expect(offerInputProblems({ ...valid, pay: { kind: 'cost', amountCents: null } })).toEqual([
      { code: 'booking.pay_amount_required', field: 'pay.amountCents' },
    ]);
    expect(offerInputProblems({ ...valid, pay: { kind: 'negotiable' } })).toEqual([]);
  });

  it('refuses a genre or culture both wanted and excluded, twice the same date, a late deadline', () => {
    expect(offerInputProblems({ ...valid, excludedGenres: ['rock'] })).toEqual([
      { code: 'booking.wanted_and_excluded', field: 'excludedGenres' },
    ]);
    expect(offerInputProblems({ ...valid, excludedCultures: ['originals'] })).toEqual([
      { code: 'booking.wanted_and_excluded', field: 'excludedCultures' },
    ]);
    // The repeated date is the one at fault.
    expect(
      offerInputProblems({
        ...valid,
        dates: [valid.dates[0]!, valid.dates[1]!, { startsAt: '2030-06-01T18:00:00Z', slots: 1 }],
      }),
    ).toEqual([{ code: 'booking.duplicate_date', field: 'dates.2.startsAt' }]);
    expect(offerInputProblems({ ...valid, applyUntil: '2030-07-01T00:00:00Z' })).toEqual([
      { code: 'booking.deadline_after_date', field: 'applyUntil' },
    ]);
  });

  it('reports every broken rule and every invalid field at once, each on its own field', () => {
    expect(
      messages({
        ...valid,
        title: '',
        dates: [
          valid.dates[0],
          { startsAt: valid.dates[0]!.startsAt, slots: 2 },
          { startsAt: '', slots: 0 },
        ],
        pay: { kind: 'pay', amountCents: null },
        excludedGenres: ['indie'],
        applyUntil: '2030-07-01T00:00:00Z',
      }),
    ).toEqual({
      title: 'validation.required',
      'dates.1.startsAt': 'booking.duplicate_date',
      'dates.2.startsAt': 'validation.required',
      'dates.2.slots': 'validation.invalid',
      'pay.amountCents': 'booking.pay_amount_required',
      excludedGenres: 'booking.wanted_and_excluded',
      applyUntil: 'booking.deadline_after_date',
    });
    // A field of the wrong type does not hide the rules across the others.
    expect(messages({ ...valid, durationMinutes: null, pay: { kind: 'cost' } })).toEqual({
      durationMinutes: 'validation.required',
      'pay.amountCents': 'booking.pay_amount_required',
    });
  });

  it('creates with the same rules', () => {
    const result = CreateOfferInputSchema.safeParse(
      { ...valid, dates: [], publish: true },
      { error: catalogueErrorMap },
    );
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['dates', 'booking.series_needs_date'],
    ]);
  });

  it('publishes only dates and deadlines ahead, naming each date that is not', () => {
    expect(publishProblems(valid, new Date('2030-01-01T00:00:00Z'))).toEqual([]);
    expect(publishProblems(valid, new Date('2030-06-02T00:00:00Z'))).toEqual([
      { code: 'booking.date_in_past', field: 'dates.0.startsAt' },
      { code: 'booking.date_in_past', field: 'applyUntil' },
    ]);
    expect(publishProblems(valid, new Date('2030-05-25T00:00:00Z'))).toEqual([
      { code: 'booking.date_in_past', field: 'applyUntil' },
    ]);
  });
});

describe('an application', () => {
  const application = { pageId: 'band01', dateIds: ['date01'], text: '  ' };

  it('needs a text when the offer asks for one', () => {
    expect(applyInputProblems({ applyTextRequired: true }, application)).toEqual([
      { code: 'validation.required', field: 'text' },
    ]);
    expect(applyInputProblems({ applyTextRequired: false }, application)).toEqual([]);
    const schema = applyInputSchemaFor({ applyTextRequired: true });
    const result = schema.safeParse({ ...application, dateIds: [] }, { error: catalogueErrorMap });
    // Every field at fault, each with its (first) message, as a form shows them.
    expect(
      Object.fromEntries(
        [...(result.error?.issues ?? [])]
          .reverse()
          .map((issue) => [issue.path.join('.'), issue.message]),
      ),
    ).toEqual({ dateIds: 'validation.required', text: 'validation.required' });
    expect(schema.safeParse({ ...application, text: 'Wir spielen gern.' }).success).toBe(true);
  });
});

describe('applyInputProblems', () => {
  const asksText = { applyTextRequired: true };
  const noText = { applyTextRequired: false };

  it('needs a date', () => {
    expect(applyInputProblems(noText, { dateIds: [] })).toEqual([
      { code: 'validation.required', field: 'dateIds' },
    ]);
  });

  it('needs a text, not only blanks, when the offer asks for one', () => {
    for (const text of [undefined, null, '', '  \n ']) {
      expect(applyInputProblems(asksText, { dateIds: ['abcde1'], text })).toEqual([
        { code: 'validation.required', field: 'text' },
      ]);
    }
    expect(applyInputProblems(asksText, { dateIds: ['abcde1'], text: 'Wir spielen gern' })).toEqual(
      [],
    );
    expect(applyInputProblems(noText, { dateIds: ['abcde1'], text: null })).toEqual([]);
    // Both at once.
    expect(applyInputProblems(asksText, { dateIds: [] })).toEqual([
      { code: 'validation.required', field: 'dateIds' },
      { code: 'validation.required', field: 'text' },
    ]);
  });
});
