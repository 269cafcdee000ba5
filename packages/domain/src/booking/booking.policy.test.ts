import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canApplyAs,
  canPublishOffer,
  canRateGig,
  clashingGigs,
  gigsClash,
  isFacebookLink,
  lockedFieldChanges,
  missingPremiumRequirements,
  ratedSide,
} from './booking.policy.ts';

describe('booking policies', () => {
  it('lets a private account publish private events only', () => {
    expect(canPublishOffer('private', true)).toBe(true);
    expect(canPublishOffer('private', false)).toBe(false);
    expect(canPublishOffer('musician', false)).toBe(true);
  });

  it('takes applications from artist pages only', () => {
    expect(canApplyAs('artist')).toBe(true);
    expect(canApplyAs('location')).toBe(false);
    expect(canApplyAs('organization')).toBe(false);
    expect(canApplyAs(null)).toBe(false);
  });

  it('lists what a premium application lacks, in the form order', () => {
    const ready = {
      hasPicture: true,
      hasWebsiteOrFacebook: true,
      hasVideoOrAudio: true,
      hasBio: true,
    };
    expect(missingPremiumRequirements(ready)).toEqual([]);
    expect(missingPremiumRequirements({ ...ready, hasBio: false, hasPicture: false })).toEqual([
      'picture',
      'bio',
    ]);
    expect(
      missingPremiumRequirements({
        hasPicture: false,
        hasWebsiteOrFacebook: false,
        hasVideoOrAudio: false,
        hasBio: false,
      }),
    ).toEqual(['picture', 'website', 'media', 'bio']);
  });

  it('recognizes Facebook links', () => {
    expect(isFacebookLink('https://www.facebook.com/nachtfalter')).toBe(true);
    expect(isFacebookLink('https://m.facebook.com/nachtfalter')).toBe(true);
    expect(isFacebookLink('https://notfacebook.com/x')).toBe(false);
    expect(isFacebookLink('not a url')).toBe(false);
  });

  it('locks performance type, place, conditions and pay once applications exist', () => {
    const before = {
      performanceType: 'live',
      venue: { kind: 'page', pageId: 'abcde1' },
      conditions: 'Two drinks',
      pay: { kind: 'pay', amountCents: 30000 },
    };
    const after = {
      performanceType: 'stream',
      venue: { pageId: 'abcde1', kind: 'page' },
      conditions: 'Two drinks',
      pay: { kind: 'pay', amountCents: 40000, note: undefined },
    };
    expect(lockedFieldChanges(false, before, after)).toEqual([]);
    expect(lockedFieldChanges(true, before, after)).toEqual(['performanceType', 'pay']);
    // Absent fields are not changes; key order and null/undefined are not either.
    expect(lockedFieldChanges(true, before, {})).toEqual([]);
    expect(
      lockedFieldChanges(true, { ...before, conditions: null }, { conditions: undefined }),
    ).toEqual([]);
  });

  it('lets participants rate once, after the gig, within the window', () => {
    const gigEndsAt = new Date('2030-06-01T22:00:00Z');
    const base = { confirmed: true, gigEndsAt, alreadyRated: false };
    expect(canRateGig({ ...base, now: new Date('2030-06-01T21:59:59Z') })).toBe(false);
    expect(canRateGig({ ...base, now: gigEndsAt })).toBe(true);
    expect(canRateGig({ ...base, now: new Date('2030-07-31T21:00:00Z') })).toBe(true);
    expect(canRateGig({ ...base, now: new Date('2030-08-01T00:00:00Z') })).toBe(false);
    expect(canRateGig({ ...base, now: gigEndsAt, alreadyRated: true })).toBe(false);
    expect(canRateGig({ ...base, now: gigEndsAt, confirmed: false })).toBe(false);
    expect(ratedSide('offerer')).toBe('artist');
    expect(ratedSide('artist')).toBe('offerer');
  });

  it('sees a clash exactly when two gigs overlap', () => {
    const at = (hour: number) => `2030-06-01T${String(hour).padStart(2, '0')}:00:00Z`;
    expect(
      gigsClash(
        { startsAt: at(18), durationMinutes: 120 },
        { startsAt: at(19), durationMinutes: 60 },
      ),
    ).toBe(true);
    expect(
      gigsClash(
        { startsAt: at(18), durationMinutes: 60 },
        { startsAt: at(19), durationMinutes: 60 },
      ),
    ).toBe(false);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 5, max: 600 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 5, max: 600 }),
        (aStart, aMinutes, bStart, bMinutes) => {
          const a = {
            startsAt: new Date(aStart * 60_000).toISOString(),
            durationMinutes: aMinutes,
          };
          const b = {
            startsAt: new Date(bStart * 60_000).toISOString(),
            durationMinutes: bMinutes,
          };
          const overlap = Math.max(aStart, bStart) < Math.min(aStart + aMinutes, bStart + bMinutes);
          expect(gigsClash(a, b)).toBe(overlap);
          expect(gigsClash(b, a)).toBe(overlap);
        },
      ),
    );
  });

  it('finds the overlapping confirmations of the same artist page, never the gig itself', () => {
    const gig = (applicationId: string, pageId: string, startsAt: string | null, minutes = 60) => ({
      applicationId,
      pageId,
      offerTitle: `Gig ${applicationId}`,
      startsAt,
      durationMinutes: minutes,
    });
    const mine = gig('a1', 'band1', '2030-06-01T20:00:00Z', 90);
    const others = [
      mine,
      gig('a2', 'band1', '2030-06-01T21:00:00Z'),
      gig('a3', 'band1', '2030-06-01T21:30:00Z'),
      gig('a4', 'band2', '2030-06-01T20:00:00Z'),
      gig('a5', 'band1', null),
      gig('a6', 'band1', '2030-06-01T19:00:00Z'),
    ];
    expect(clashingGigs(mine, others).map((other) => other.applicationId)).toEqual(['a2']);
    expect(clashingGigs(gig('a7', 'band1', null), others)).toEqual([]);
    expect(
      clashingGigs(gig('a8', 'band1', '2030-06-01T18:30:00Z', 60), others).map(
        (other) => other.applicationId,
      ),
    ).toEqual(['a6']);
  });
});
