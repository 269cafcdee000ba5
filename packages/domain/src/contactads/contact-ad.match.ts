import { masksOverlap } from './contact-ad.bits.ts';
import {
  CONTACT_AD_COUNTERPARTS,
  CONTACT_AD_MATCH_RADIUS_KM,
  type ContactAdSearchType,
} from './contact-ad.constants.ts';
import type { ContactAdMatchReason } from './contact-ad.schema.ts';

/**
 * Matching of contact ads (issue 18 item 4): which ads (and musicians' profiles) fit one of
 * mine, with a score 0–100 and the reasons that explain it. The server computes the same score
 * in SQL (`contact-ad-matches.sql.ts`); an integration test checks both agree. The weights
 * (docs/decisions, "matches"):
 *
 * | part        | rule                                                   | points   |
 * |-------------|--------------------------------------------------------|----------|
 * | instruments | required; 30, +5 for each further shared one (max 2)   | 30 – 40  |
 * | ambition    | required (a shared bit); the same mask 15, else 10     | 10 – 15  |
 * | skill       | required (0 = any); both name levels 10, else 5        | 5 – 10   |
 * | genres      | bonus: 5 per shared genre, at most 2                   | 0 – 10   |
 * | band type   | required compatible; both name one (compatible) 5      | 0 – 5    |
 * | place       | within the radius: 20 · (1 − km / radius), rounded;     | 0 – 20   |
 * |             | remote (both ≥ 1, or either 3): at least 10            |          |
 *
 * A musician's profile against an ad seeking musicians scores instruments and place only
 * (30 – 60): it says nothing of ambition, skill or band type.
 */

export const MATCH_WEIGHTS = {
  instrument: 30,
  instrumentExtra: 5,
  instrumentExtraMax: 2,
  ambitionSame: 15,
  ambitionOverlap: 10,
  skillBoth: 10,
  skillAny: 5,
  genre: 5,
  genreMax: 2,
  bandType: 5,
  place: 20,
  remote: 10,
} as const;

/** The fields of an ad that matching reads. */
export type MatchableAd = {
  id: string;
  publisherUserId: string;
  publisherPageId: string | null;
  searchType: ContactAdSearchType;
  instrumentsOffered: readonly string[];
  instrumentsSearched: readonly string[];
  genres: readonly string[];
  ambition: number;
  skill: number;
  bandType: number | null;
  remote: number;
};

/** A musician's profile as a candidate for an ad seeking musicians. */
export type MatchableProfile = { userId: string; instruments: readonly string[] };

export type MatchResult = { score: number; reasons: ContactAdMatchReason[] };

/** Rounds half up, the same way the SQL does (`floor(x + 0.5)` on doubles). */
export const roundHalfUp = (value: number): number => Math.floor(value + 0.5);

const intersect = (a: readonly string[], b: readonly string[]): string[] =>
  [...new Set(a.filter((value) => b.includes(value)))].sort();

/** The search types of ads that seek musicians (a profile can answer them). */
export const SEEKS_MUSICIANS: readonly ContactAdSearchType[] = [1, 2];

/** Whether two ads' search types answer each other. */
export const areCounterparts = (a: ContactAdSearchType, b: ContactAdSearchType): boolean =>
  (CONTACT_AD_COUNTERPARTS[a] as readonly number[]).includes(b);

/** The same publisher: the same writer, or the same page (two team members of one band). */
export const samePublisher = (a: MatchableAd, b: MatchableAd): boolean =>
  a.publisherUserId === b.publisherUserId ||
  (a.publisherPageId !== null && a.publisherPageId === b.publisherPageId);

/**
 * The instruments that make the fit: for a band (1) and a musician seeking a band (3), what the
 * band looks for and the musician plays; among musicians (2), either way round.
 */
export function sharedInstruments(a: MatchableAd, b: MatchableAd): string[] {
  if (a.searchType === 1) return intersect(a.instrumentsSearched, b.instrumentsOffered);
  if (b.searchType === 1) return intersect(b.instrumentsSearched, a.instrumentsOffered);
  return [
    ...new Set([
      ...intersect(a.instrumentsSearched, b.instrumentsOffered),
      ...intersect(b.instrumentsSearched, a.instrumentsOffered),
    ]),
  ].sort();
}

/** Band types fit when equal, when either is "both" (3), or when either did not say. */
export const bandTypesFit = (a: number | null, b: number | null): boolean =>
  a === null || b === null || a === b || a === 3 || b === 3;

/** Distance does not bound a match when both sides are open to remote, or either is remote only. */
export const isRemoteMatch = (a: number, b: number): boolean =>
  (a >= 1 && b >= 1) || a === 3 || b === 3;

const instrumentPoints = (count: number) =>
  MATCH_WEIGHTS.instrument +
  MATCH_WEIGHTS.instrumentExtra * Math.min(count - 1, MATCH_WEIGHTS.instrumentExtraMax);

/** Points for a distance within the radius (0 beyond, or when it is unknown). */
export const placePoints = (distanceKm: number | null): number =>
  distanceKm === null || distanceKm > CONTACT_AD_MATCH_RADIUS_KM
    ? 0
    : roundHalfUp(
        ((CONTACT_AD_MATCH_RADIUS_KM - distanceKm) * MATCH_WEIGHTS.place) /
          CONTACT_AD_MATCH_RADIUS_KM,
      );

/** The place part: null when it rules the match out; its points and reasons otherwise. */
function placeOf(
  distanceKm: number | null,
  remote: boolean,
): { points: number; reasons: ContactAdMatchReason[] } | null {
  const within = distanceKm !== null && distanceKm <= CONTACT_AD_MATCH_RADIUS_KM;
  if (!within && !remote) return null;
  const reasons: ContactAdMatchReason[] = [];
  if (within) reasons.push({ kind: 'distance', km: roundHalfUp(distanceKm) });
  if (remote) reasons.push({ kind: 'remote' });
  const points = placePoints(distanceKm);
  return { points: remote ? Math.max(points, MATCH_WEIGHTS.remote) : points, reasons };
}

/**
 * How well two ads fit each other, or null when they do not (another side's search type, the
 * same publisher, no instrument, incompatible band type, ambition or skill, too far and not
 * remote). `distanceKm` is between the two ads' cities (null when either has none). Symmetric.
 */
export function matchContactAds(
  a: MatchableAd,
  b: MatchableAd,
  distanceKm: number | null,
): MatchResult | null {
  if (!areCounterparts(a.searchType, b.searchType) || samePublisher(a, b)) return null;
  const instruments = sharedInstruments(a, b);
  if (instruments.length === 0) return null;
  if (!bandTypesFit(a.bandType, b.bandType)) return null;
  if (!masksOverlap(a.ambition, b.ambition)) return null;
  if (!masksOverlap(a.skill, b.skill, true)) return null;
  const place = placeOf(distanceKm, isRemoteMatch(a.remote, b.remote));
  if (!place) return null;

  const genres = intersect(a.genres, b.genres);
  const sameAmbition = a.ambition === b.ambition;
  const skillBoth = a.skill !== 0 && b.skill !== 0;
  const bandTypeBoth = a.bandType !== null && b.bandType !== null;
  const score =
    instrumentPoints(instruments.length) +
    (sameAmbition ? MATCH_WEIGHTS.ambitionSame : MATCH_WEIGHTS.ambitionOverlap) +
    (skillBoth ? MATCH_WEIGHTS.skillBoth : MATCH_WEIGHTS.skillAny) +
    MATCH_WEIGHTS.genre * Math.min(genres.length, MATCH_WEIGHTS.genreMax) +
    (bandTypeBoth ? MATCH_WEIGHTS.bandType : 0) +
    place.points;
  const reasons: ContactAdMatchReason[] = [
    ...instruments.map((instrument) => ({ kind: 'instrument' as const, instrument })),
    ...place.reasons,
    { kind: 'ambition', same: sameAmbition },
    ...(skillBoth ? [{ kind: 'skill' as const }] : []),
    ...(genres.length > 0 ? [{ kind: 'genres' as const, genres }] : []),
    ...(bandTypeBoth ? [{ kind: 'bandType' as const }] : []),
  ];
  return { score, reasons };
}

/**
 * A musician's profile for an ad seeking musicians (1, 2): the profile plays an instrument the
 * ad looks for, within the radius (or the ad is remote only). Never the ad's own writer.
 */
export function matchProfile(
  ad: MatchableAd,
  profile: MatchableProfile,
  distanceKm: number | null,
): MatchResult | null {
  if (!SEEKS_MUSICIANS.includes(ad.searchType) || profile.userId === ad.publisherUserId) {
    return null;
  }
  const instruments = intersect(ad.instrumentsSearched, profile.instruments);
  if (instruments.length === 0) return null;
  const place = placeOf(distanceKm, ad.remote === 3);
  if (!place) return null;
  return {
    score: instrumentPoints(instruments.length) + place.points,
    reasons: [
      ...instruments.map((instrument) => ({ kind: 'instrument' as const, instrument })),
      ...place.reasons,
    ],
  };
}
