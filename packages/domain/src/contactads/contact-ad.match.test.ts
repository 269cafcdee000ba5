import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_AD_MATCH_RADIUS_KM, CONTACT_AD_SEARCH_TYPES } from './contact-ad.constants.ts';
import {
  matchContactAds,
  matchProfile,
  type MatchableAd,
  type MatchableProfile,
} from './contact-ad.match.ts';

// A small pool of instruments and genres, so that generated ads overlap often.
const INSTRUMENTS = ['drums', 'bass', 'guitar', 'vocals', 'keys'];
const GENRES = ['rock', 'jazz', 'pop', 'metal'];
const USERS = ['u1', 'u2', 'u3'];
const PAGES = ['p1', 'p2'];

const subset = (values: string[]) => fc.uniqueArray(fc.constantFrom(...values), { maxLength: 3 });

export const matchableAd = (): fc.Arbitrary<MatchableAd> =>
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 6 }),
    publisherUserId: fc.constantFrom(...USERS),
    publisherPageId: fc.option(fc.constantFrom(...PAGES), { nil: null }),
    searchType: fc.constantFrom(...CONTACT_AD_SEARCH_TYPES),
    instrumentsOffered: subset(INSTRUMENTS),
    instrumentsSearched: subset(INSTRUMENTS),
    genres: subset(GENRES),
    ambition: fc.integer({ min: 1, max: 31 }),
    skill: fc.integer({ min: 0, max: 31 }),
    bandType: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    remote: fc.integer({ min: 0, max: 3 }),
  });

const distance = fc.option(fc.double({ min: 0, max: 400, noNaN: true }), { nil: null });

const base: MatchableAd = {
  id: 'a',
  publisherUserId: 'u1',
  publisherPageId: 'p1',
  searchType: 1,
  instrumentsOffered: ['guitar'],
  instrumentsSearched: ['drums'],
  genres: ['rock', 'pop'],
  ambition: 4,
  skill: 4,
  bandType: 2,
  remote: 0,
};
const drummer: MatchableAd = {
  id: 'b',
  publisherUserId: 'u2',
  publisherPageId: null,
  searchType: 3,
  instrumentsOffered: ['drums'],
  instrumentsSearched: [],
  genres: ['rock'],
  ambition: 4,
  skill: 6,
  bandType: 3,
  remote: 0,
};

describe('matching two ads', () => {
  it('explains a band seeking a drummer and a drummer seeking a band', () => {
    expect(matchContactAds(base, drummer, 12)).toEqual({
      // 30 instruments + 15 same ambition + 10 skill + 5 genre + 5 band type + 18 place
      score: 83,
      reasons: [
        { kind: 'instrument', instrument: 'drums' },
        { kind: 'distance', km: 12 },
        { kind: 'ambition', same: true },
        { kind: 'skill' },
        { kind: 'genres', genres: ['rock'] },
        { kind: 'bandType' },
      ],
    });
  });

  it('refuses each rule it requires', () => {
    expect(matchContactAds(base, { ...drummer, searchType: 2 }, 12)).toBeNull();
    expect(matchContactAds(base, { ...drummer, publisherUserId: 'u1' }, 12)).toBeNull();
    expect(matchContactAds(base, { ...drummer, publisherPageId: 'p1' }, 12)).toBeNull();
    expect(matchContactAds(base, { ...drummer, instrumentsOffered: ['bass'] }, 12)).toBeNull();
    // The band's offered and the musician's searched do not count for 1 ↔ 3.
    expect(
      matchContactAds(
        { ...base, instrumentsSearched: [], instrumentsOffered: ['drums'] },
        { ...drummer, instrumentsOffered: [], instrumentsSearched: ['drums'] },
        12,
      ),
    ).toBeNull();
    expect(matchContactAds(base, { ...drummer, bandType: 1 }, 12)).toBeNull();
    expect(matchContactAds(base, { ...drummer, ambition: 3 }, 12)).toBeNull();
    expect(matchContactAds(base, { ...drummer, skill: 1 }, 12)).toBeNull();
    expect(matchContactAds(base, drummer, CONTACT_AD_MATCH_RADIUS_KM + 1)).toBeNull();
    expect(matchContactAds(base, drummer, null)).toBeNull();
  });

  it('lets remote ads match at any distance', () => {
    const remote = matchContactAds({ ...base, remote: 1 }, { ...drummer, remote: 2 }, 350);
    expect(remote?.reasons).toContainEqual({ kind: 'remote' });
    expect(remote?.score).toBe(30 + 15 + 10 + 5 + 5 + 10);
    expect(matchContactAds(base, { ...drummer, remote: 3 }, null)).not.toBeNull();
    expect(matchContactAds(base, { ...drummer, remote: 1 }, 350)).toBeNull();
  });

  it('matches musicians among themselves either way round', () => {
    const a = { ...base, searchType: 2 as const, instrumentsOffered: ['bass'], bandType: null };
    const b = { ...drummer, searchType: 2 as const, instrumentsSearched: ['bass'] };
    const result = matchContactAds(a, b, 0);
    expect(result?.reasons.filter((reason) => reason.kind === 'instrument')).toEqual([
      { kind: 'instrument', instrument: 'bass' },
      { kind: 'instrument', instrument: 'drums' },
    ]);
    expect(result?.score).toBe(35 + 15 + 10 + 5 + 0 + 20);
  });

  it('is symmetric: the same score and reasons both ways, or no match both ways', () => {
    fc.assert(
      fc.property(matchableAd(), matchableAd(), distance, (a, b, km) => {
        expect(matchContactAds(a, b, km)).toEqual(matchContactAds(b, a, km));
      }),
      { numRuns: 500 },
    );
  });

  it('never pairs an ad with its own publisher and keeps the score within 0..100', () => {
    fc.assert(
      fc.property(matchableAd(), matchableAd(), distance, (a, b, km) => {
        const result = matchContactAds(a, b, km);
        if (a.publisherUserId === b.publisherUserId) expect(result).toBeNull();
        if (a.publisherPageId !== null && a.publisherPageId === b.publisherPageId) {
          expect(result).toBeNull();
        }
        expect(matchContactAds(a, a, km)).toBeNull();
        if (result) {
          expect(Number.isInteger(result.score)).toBe(true);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives reasons that agree with the fields', () => {
    fc.assert(
      fc.property(matchableAd(), matchableAd(), distance, (a, b, km) => {
        const result = matchContactAds(a, b, km);
        if (!result) return;
        for (const reason of result.reasons) {
          switch (reason.kind) {
            case 'instrument': {
              const searchedByA =
                a.instrumentsSearched.includes(reason.instrument) &&
                b.instrumentsOffered.includes(reason.instrument);
              const searchedByB =
                b.instrumentsSearched.includes(reason.instrument) &&
                a.instrumentsOffered.includes(reason.instrument);
              expect(searchedByA || searchedByB).toBe(true);
              break;
            }
            case 'distance':
              expect(km).not.toBeNull();
              expect(km ?? Infinity).toBeLessThanOrEqual(CONTACT_AD_MATCH_RADIUS_KM);
              break;
            case 'remote':
              expect((a.remote >= 1 && b.remote >= 1) || a.remote === 3 || b.remote === 3).toBe(
                true,
              );
              break;
            case 'ambition':
              expect(a.ambition & b.ambition).not.toBe(0);
              expect(reason.same).toBe(a.ambition === b.ambition);
              break;
            case 'skill':
              expect(a.skill & b.skill).not.toBe(0);
              break;
            case 'genres':
              for (const genre of reason.genres) {
                expect(a.genres).toContain(genre);
                expect(b.genres).toContain(genre);
              }
              break;
            case 'bandType':
              expect(a.bandType).not.toBeNull();
              expect(b.bandType).not.toBeNull();
              break;
          }
        }
        expect(result.reasons.some((reason) => reason.kind === 'instrument')).toBe(true);
        expect(result.reasons.some((r) => r.kind === 'distance' || r.kind === 'remote')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('matching a profile', () => {
  const profile: MatchableProfile = { userId: 'u2', instruments: ['drums', 'vocals'] };

  it('fits an ad seeking musicians when the profile plays a searched instrument nearby', () => {
    expect(matchProfile(base, profile, 50)).toEqual({
      score: 40,
      reasons: [
        { kind: 'instrument', instrument: 'drums' },
        { kind: 'distance', km: 50 },
      ],
    });
    expect(matchProfile({ ...base, searchType: 3 }, profile, 50)).toBeNull();
    expect(matchProfile(base, { ...profile, userId: 'u1' }, 50)).toBeNull();
    expect(matchProfile(base, { ...profile, instruments: ['bass'] }, 50)).toBeNull();
    expect(matchProfile(base, profile, 150)).toBeNull();
    expect(matchProfile({ ...base, remote: 3 }, profile, 150)?.score).toBe(40);
  });

  it('never matches the ad\u2019s writer and scores within 0..100', () => {
    fc.assert(
      fc.property(
        matchableAd(),
        fc.constantFrom(...USERS),
        subset(INSTRUMENTS),
        distance,
        (ad, userId, instruments, km) => {
          const result = matchProfile(ad, { userId, instruments }, km);
          if (userId === ad.publisherUserId) expect(result).toBeNull();
          if (result) {
            expect(result.score).toBeGreaterThanOrEqual(0);
            expect(result.score).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });
});
