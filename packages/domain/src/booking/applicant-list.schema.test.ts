import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from './booking.constants.ts';
import {
  ApplicantListQuerySchema,
  BulkDecisionInputSchema,
  applicantQueryOf,
  bulkTargets,
  ratingScore,
} from './applicant-list.schema.ts';

describe('the applicant list query', () => {
  it('accepts every filter and sort the screen can put into its address', () => {
    const query = {
      status: 'applied,ignored',
      date: 'date000001',
      genre: 'rock,indie',
      km: '50',
      city: '2886242',
      media: '1',
      sort: 'rating',
      page: '2',
      size: '50',
    };
    expect(ApplicantListQuerySchema.parse(query)).toEqual(query);
  });

  it('refuses unknown statuses and genres, too large distances and pages, and other sorts', () => {
    for (const bad of [
      { status: 'applied,maybe' },
      { genre: 'polka-metal' },
      { km: '501' },
      { size: '51' },
      { sort: 'date' },
      { date: 'x' },
      { media: 'yes' },
    ]) {
      expect(ApplicantListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('keeps the valid filters of an address and drops the broken ones', () => {
    expect(
      applicantQueryOf({ status: 'confirmed', genre: 'nonsense', sort: 'pay', km: '', x: '1' }),
    ).toEqual({ status: 'confirmed', sort: 'pay' });
  });

  it('scores ratings as positive minus negative', () => {
    expect(ratingScore({ positive: 3, negative: 1 })).toBe(2);
    expect(ratingScore({ positive: 0, negative: 2 })).toBe(-2);
  });
});

describe('bulk decisions', () => {
  it('takes one to fifty distinct application ids and an optional reason', () => {
    expect(
      BulkDecisionInputSchema.safeParse({ command: 'reject', ids: ['appl000001'] }).success,
    ).toBe(true);
    expect(BulkDecisionInputSchema.safeParse({ command: 'reject', ids: [] }).success).toBe(false);
    expect(
      BulkDecisionInputSchema.safeParse({ command: 'confirm', ids: ['appl000001', 'appl000001'] })
        .success,
    ).toBe(false);
    expect(
      BulkDecisionInputSchema.safeParse({
        command: 'confirm',
        ids: Array.from({ length: 51 }, (_, index) => `appl${String(index).padStart(6, '0')}`),
      }).success,
    ).toBe(false);
    expect(
      BulkDecisionInputSchema.safeParse({ command: 'cancel', ids: ['appl000001'] }).success,
    ).toBe(false);
  });

  it('applies a command only to the selected applications whose state allows it', () => {
    const selected = APPLICATION_STATUSES.map((status, index) => ({ id: `a${index}`, status }));
    const byStatus = (ids: string[]) =>
      ids.map((id) => selected.find((item) => item.id === id)!.status);
    expect(byStatus(bulkTargets(selected, 'confirm'))).toEqual(['applied', 'ignored']);
    expect(byStatus(bulkTargets(selected, 'reject'))).toEqual(['applied', 'ignored']);
    expect(byStatus(bulkTargets(selected, 'ignore'))).toEqual(['applied']);
  });
});
