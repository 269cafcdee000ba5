import { describe, expect, it } from 'vitest';
import {
  VenueFactsheetInputSchema,
  VenueRatingInputSchema,
  VenueStatementInputSchema,
} from './venue.schema.ts';

const SCORES = { organisation: 5, sound: 4, hospitality: 3, payReliability: 2, audience: 1 };

describe('venue schemas', () => {
  it('fills the factsheet defaults and turns empty texts into null', () => {
    expect(
      VenueFactsheetInputSchema.parse({ stage: '  ', contactEmail: '', contactPhone: '' }),
    ).toMatchObject({
      stage: null,
      backline: 'none',
      rental: 'no',
      sleeping: 'none',
      newcomerFriendly: false,
      contactEmail: null,
      contactPhone: null,
    });
  });

  it('keeps structured factsheet fields and normalises the e-mail', () => {
    const parsed = VenueFactsheetInputSchema.parse({
      capacity: 120,
      rental: 'room',
      backline: 'full',
      contactEmail: ' Booking@Club.DE ',
      contactPhone: '+49 (0)30 555-1',
    });
    expect(parsed).toMatchObject({ capacity: 120, rental: 'room', backline: 'full' });
    expect(parsed.contactEmail).toBe('booking@club.de');
  });

  it('refuses a capacity below 1 or not whole, an unknown rental and a bad e-mail or phone', () => {
    for (const input of [
      { capacity: 0 },
      { capacity: 12.5 },
      { rental: 'sometimes' },
      { contactEmail: 'nope' },
      { contactPhone: 'ruf an' },
    ]) {
      expect(VenueFactsheetInputSchema.safeParse(input).success).toBe(false);
    }
  });

  it('needs every criterion from 1 to 5 and a text', () => {
    expect(VenueRatingInputSchema.safeParse({ scores: SCORES, text: ' Gut ' }).data?.text).toBe(
      'Gut',
    );
    expect(VenueRatingInputSchema.safeParse({ scores: SCORES, text: '   ' }).success).toBe(false);
    expect(
      VenueRatingInputSchema.safeParse({ scores: { ...SCORES, sound: 0 }, text: 'x' }).success,
    ).toBe(false);
    expect(
      VenueRatingInputSchema.safeParse({ scores: { ...SCORES, audience: 4.5 }, text: 'x' }).success,
    ).toBe(false);
    const { audience: _, ...missing } = SCORES;
    expect(VenueRatingInputSchema.safeParse({ scores: missing, text: 'x' }).success).toBe(false);
  });

  it('needs a statement text', () => {
    expect(VenueStatementInputSchema.safeParse({ text: '' }).success).toBe(false);
    expect(VenueStatementInputSchema.safeParse({ text: 'Danke!' }).success).toBe(true);
  });
});
