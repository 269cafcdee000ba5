import { z } from 'zod/mini';
import { queryCsv, queryDigits, queryFlag } from '../booking/booking-list.schema.ts';
import { GENRE_IDS } from '../pages/genres.ts';
import { INSTRUMENT_IDS } from '../profiles/instruments.ts';
import { REGION_IDS } from '../profiles/regions.ts';
import {
  CONTACT_AD_AMBITION_MASK,
  CONTACT_AD_BAND_TYPES,
  CONTACT_AD_LIST_MAX_PAGE_SIZE,
  CONTACT_AD_MAX_DISTANCE_KM,
  CONTACT_AD_SEARCH_TYPES,
  CONTACT_AD_SKILL_MASK,
} from './contact-ad.constants.ts';

/**
 * The contact-ad list's query (issue 18), in a file of its own: the saved searches' wording
 * (bookmark-filter-description.ts) checks values with it on screens that never load an ad.
 */
export const CONTACT_AD_LIST_FILTERS = ['myads', 'matches'] as const;
export const CONTACT_AD_LIST_SORTS = ['newest', 'nearest', 'relevance'] as const;

/**
 * `GET /api/contactads` and the web's `/musikersuche` query (a bookmark stores exactly these).
 * Paged by an opaque keyset cursor (`after`), never by an offset.
 */
export const ContactAdListQuerySchema = z.object({
  /** Full text over title and text (German and English stemming, unaccented). */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  /** Search types, comma-separated (`1,3`). */
  type: queryCsv(CONTACT_AD_SEARCH_TYPES.map(String)),
  /** Instrument searched by the ad (the spec's `inst` of `/musikersuche/region/{r}/{inst}`). */
  inst: queryCsv(INSTRUMENT_IDS),
  /** Instrument offered by the ad (what its publisher plays). */
  plays: queryCsv(INSTRUMENT_IDS),
  genre: queryCsv(GENRE_IDS),
  region: z.optional(z.enum(REGION_IDS as [string, ...string[]])),
  city: queryDigits(100_000_000),
  km: queryDigits(CONTACT_AD_MAX_DISTANCE_KM),
  /** Bitmasks as decimal numbers: ads sharing at least one bit. */
  ambition: queryDigits(CONTACT_AD_AMBITION_MASK),
  skill: queryDigits(CONTACT_AD_SKILL_MASK),
  bandType: z.optional(z.enum(CONTACT_AD_BAND_TYPES.map(String) as [string, ...string[]])),
  /** Ads open to remote work (remote ≥ 1). */
  remote: queryFlag,
  /** `myads`: my own ads in every status; `matches`: the matches of all my active ads. */
  filter: z.optional(z.enum(CONTACT_AD_LIST_FILTERS)),
  sort: z.optional(z.enum(CONTACT_AD_LIST_SORTS)),
  after: z.optional(z.string().check(z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/))),
  size: queryDigits(CONTACT_AD_LIST_MAX_PAGE_SIZE),
});
export type ContactAdListQuery = z.infer<typeof ContactAdListQuerySchema>;
