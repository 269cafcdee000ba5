import {
  BookingListQuerySchema,
  type BookingListQuery,
  type BookingListSort,
} from '../booking/booking-list.schema.ts';
import type { PerformanceType } from '../booking/booking.constants.ts';
import type { GenreId } from '../pages/genres.ts';
import { regionOf, type Region } from '../profiles/regions.ts';
import type { BookmarkFilter, BookmarkRoute } from './bookmark.schema.ts';
import {
  DirectoryQuerySchema,
  directoryListOfRoute,
  DIRECTORY_FILTERS,
  type DirectorySort,
} from '../directory/directory.schema.ts';
import type { ArtistForm, OrganizationType } from '../pages/page.constants.ts';
import {
  CONTACT_AD_AMBITION_BITS,
  CONTACT_AD_BAND_TYPE_KEYS,
  CONTACT_AD_SKILL_BITS,
  type ContactAdAmbition,
  type ContactAdBandType,
  type ContactAdSearchType,
  type ContactAdSkill,
} from '../contactads/contact-ad.constants.ts';
import {
  ContactAdListQuerySchema,
  type CONTACT_AD_LIST_SORTS,
} from '../contactads/contact-ad-list.schema.ts';

/**
 * A saved filter as people read it ("Nur mit Gage · Live · ab 12.12.2026 · 50 km um Köln"): the
 * filter's parameters as parts, each one a thing the list's filter form shows, with its values
 * checked the way the list's query schema checks them. The web words each part with the list's
 * own filter labels in the user's language. A parameter this does not know, or a value the list
 * would not accept, stays a part of its own (`name: value`) rather than being dropped.
 */
export type FilterPart =
  /** A filter that is on or off (`paid=1`). */
  | { kind: 'flag'; flag: GigListFlag }
  /** Paid gigs with at least this pay, in whole euros (`minPay=200`). */
  | { kind: 'minPay'; euros: number }
  | { kind: 'type'; types: PerformanceType[] }
  | { kind: 'genre'; genres: GenreId[] }
  /** A range of days, one end or both (`YYYY-MM-DD`). */
  | { kind: 'dates'; from: string | null; to: string | null }
  /** Distance from a city of the city list; its name rides along in the address. */
  | { kind: 'distance'; km: number | null; cityName: string }
  /** A distance without a city (the list ignores it until a city is chosen). */
  | { kind: 'km'; km: number }
  | { kind: 'region'; region: Region }
  /** The list's full-text search. */
  | { kind: 'search'; text: string }
  | { kind: 'sort'; sort: BookingListSort }
  | { kind: 'page'; page: number }
  | { kind: 'pageSize'; size: number }
  /** The directory's on/off filters (`gema=1`, `media=1`, `open=1`, `newcomer=1`). */
  | { kind: 'directoryFlag'; flag: DirectoryFlag }
  | { kind: 'instrument'; instruments: string[] }
  | { kind: 'artistForm'; form: ArtistForm }
  | { kind: 'organizationType'; type: OrganizationType }
  | { kind: 'directorySort'; sort: DirectorySort }
  /** Live locations: at least this many people (the factsheet's capacity). */
  | { kind: 'capacity'; people: number }
  /** The contact ads' search types (`type=1,3`). */
  | { kind: 'searchType'; types: ContactAdSearchType[] }
  /** Contact ads looking for one of these instruments (`inst`). */
  | { kind: 'instrumentSought'; instruments: string[] }
  /** Contact ads whose publisher plays one of these instruments (`plays`). */
  | { kind: 'instrumentPlayed'; instruments: string[] }
  /** Contact ads sharing one of these ambitions (the `ambition` bitmask's bits, lowest first). */
  | { kind: 'ambition'; ambitions: ContactAdAmbition[] }
  /** Contact ads sharing one of these skill levels (the `skill` bitmask's bits). */
  | { kind: 'skill'; skills: ContactAdSkill[] }
  | { kind: 'bandType'; bandType: (typeof CONTACT_AD_BAND_TYPE_KEYS)[ContactAdBandType] }
  /** Contact ads open to remote work (`remote=1`). */
  | { kind: 'remote' }
  | { kind: 'contactAdSort'; sort: (typeof CONTACT_AD_LIST_SORTS)[number] }
  /** Anything else, as it is stored. */
  | { kind: 'other'; name: string; value: string };

/** The gig list's on/off filters, in the order its filter form shows them. */
export const GIG_LIST_FLAGS = ['paid', 'premium', 'local', 'network'] as const;
export type GigListFlag = (typeof GIG_LIST_FLAGS)[number];

/** The directory lists' on/off filters, in the order their filter form shows them. */
export const DIRECTORY_FLAGS = ['gema', 'media', 'open', 'newcomer'] as const;
export type DirectoryFlag = (typeof DIRECTORY_FLAGS)[number];

/** The lists whose filter is the gig list's (`BookingListQuerySchema`). */
const GIG_LIST_ROUTES: readonly BookmarkRoute[] = ['/gigs', '/booking'];

/** The gig list's own display parameters of the distance filter (not sent to the server). */
const CITY_DISPLAY_PARAMS = ['cityName', 'cityCountry'] as const;

/** A stored value as one text; a list of values is one only if it has exactly one. */
const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;

/** The value if the gig list's query schema accepts it for `name`, else undefined. */
function accepted<K extends keyof BookingListQuery>(
  name: K,
  value: string | undefined,
): BookingListQuery[K] | undefined {
  if (value === undefined) return undefined;
  const schema = BookingListQuerySchema.shape[name];
  const result = schema.safeParse(value);
  return result.success ? (result.data as BookingListQuery[K]) : undefined;
}

/**
 * The parts of a bookmark's filter for a list route, in the order of the list's filter form
 * (on/off filters, kind, genres, dates, place, search, order, page), then what it does not know.
 */
export function describeFilter(route: BookmarkRoute, filter: BookmarkFilter): FilterPart[] {
  const used = new Set<string>();
  const parts: FilterPart[] = [];
  const take = (name: string): string | undefined => single(filter[name]);
  const use = (...names: string[]) => names.forEach((name) => used.add(name));

  if (GIG_LIST_ROUTES.includes(route)) {
    for (const flag of GIG_LIST_FLAGS) {
      if (accepted(flag, take(flag)) === '1') {
        parts.push({ kind: 'flag', flag });
        use(flag);
      }
      if (flag === 'paid') {
        const minPay = accepted('minPay', take('minPay'));
        if (minPay !== undefined) {
          parts.push({ kind: 'minPay', euros: Number(minPay) });
          use('minPay');
        }
      }
    }
    const types = accepted('type', take('type'));
    if (types) {
      parts.push({ kind: 'type', types: types.split(',') as PerformanceType[] });
      use('type');
    }
    const genres = accepted('genre', take('genre'));
    if (genres) {
      parts.push({ kind: 'genre', genres: genres.split(',') as GenreId[] });
      use('genre');
    }
    const from = accepted('from', take('from')) ?? null;
    const to = accepted('to', take('to')) ?? null;
    if (from !== null || to !== null) {
      parts.push({ kind: 'dates', from, to });
      if (from !== null) use('from');
      if (to !== null) use('to');
    }
    const city = accepted('city', take('city'));
    const cityName = take('cityName')?.trim();
    const km = accepted('km', take('km'));
    if (city !== undefined && cityName) {
      parts.push({ kind: 'distance', km: km === undefined ? null : Number(km), cityName });
      use('city', 'km', ...CITY_DISPLAY_PARAMS);
    } else if (city === undefined && km !== undefined) {
      parts.push({ kind: 'km', km: Number(km) });
      use('km');
    }
    const regionId = accepted('region', take('region'));
    const region = regionId ? regionOf(regionId) : null;
    if (region) {
      parts.push({ kind: 'region', region });
      use('region');
    }
  }

  const directory = directoryListOfRoute(route);
  if (directory) {
    parts.push(...directoryParts(DIRECTORY_FILTERS[directory], take, use));
  }

  if (route === '/musikersuche') parts.push(...contactAdParts(take, use));

  const text = take('q')?.trim();
  const searchable = route !== '/musikersuche' || acceptedForContactAds('q', text) !== undefined;
  if (text && searchable) {
    parts.push({ kind: 'search', text });
    use('q');
  }
  if (GIG_LIST_ROUTES.includes(route)) {
    const sort = accepted('sort', take('sort'));
    if (sort) {
      parts.push({ kind: 'sort', sort });
      use('sort');
    }
  }
  if (route === '/musikersuche') {
    const sort = acceptedForContactAds('sort', take('sort'));
    if (sort) {
      parts.push({ kind: 'contactAdSort', sort: sort as (typeof CONTACT_AD_LIST_SORTS)[number] });
      use('sort');
    }
  }
  const page = take('page');
  if (page !== undefined && /^[1-9][0-9]{0,4}$/.test(page)) {
    parts.push({ kind: 'page', page: Number(page) });
    use('page');
  }
  if (GIG_LIST_ROUTES.includes(route) || route === '/musikersuche') {
    const size =
      route === '/musikersuche'
        ? acceptedForContactAds('size', take('size'))
        : accepted('size', take('size'));
    if (size !== undefined && Number(size) > 0) {
      parts.push({ kind: 'pageSize', size: Number(size) });
      use('size');
    }
  }

  for (const [name, value] of Object.entries(filter)) {
    if (used.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push({ kind: 'other', name, value: item });
    }
  }
  return parts;
}

/** The value if the directory's query schema accepts it for `name`, else undefined. */
function acceptedInDirectory(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const shape = DirectoryQuerySchema.shape;
  if (!(name in shape)) return undefined;
  return shape[name as keyof typeof shape].safeParse(value).success ? value : undefined;
}

/** The parts of a directory list's filter, in the order of its filter form. */
function directoryParts(
  filters: readonly string[],
  take: (name: string) => string | undefined,
  use: (...names: string[]) => void,
): FilterPart[] {
  const parts: FilterPart[] = [];
  const value = (name: string) =>
    filters.includes(name) ? acceptedInDirectory(name, take(name)) : undefined;
  for (const flag of DIRECTORY_FLAGS) {
    if (value(flag) === '1') {
      parts.push({ kind: 'directoryFlag', flag });
      use(flag);
    }
  }
  const instruments = value('instrument');
  if (instruments) {
    parts.push({ kind: 'instrument', instruments: instruments.split(',') });
    use('instrument');
  }
  const genres = value('genre');
  if (genres) {
    parts.push({ kind: 'genre', genres: genres.split(',') as GenreId[] });
    use('genre');
  }
  const form = value('form');
  if (form) {
    parts.push({ kind: 'artistForm', form: form as ArtistForm });
    use('form');
  }
  const type = value('orgType');
  if (type) {
    parts.push({ kind: 'organizationType', type: type as OrganizationType });
    use('orgType');
  }
  const capacity = value('capacity');
  if (capacity) {
    parts.push({ kind: 'capacity', people: Number(capacity) });
    use('capacity');
  }
  const city = value('city');
  const cityName = take('cityName')?.trim();
  const km = acceptedInDirectory('km', take('km'));
  if (city !== undefined && cityName) {
    parts.push({ kind: 'distance', km: km === undefined ? null : Number(km), cityName });
    use('city', 'km', ...CITY_DISPLAY_PARAMS);
  }
  const regionId = value('region');
  const region = regionId ? regionOf(regionId) : null;
  if (region) {
    parts.push({ kind: 'region', region });
    use('region');
  }
  const sort = value('sort');
  if (sort) {
    parts.push({ kind: 'directorySort', sort: sort as DirectorySort });
    use('sort');
  }
  return parts;
}

/** The value if the contact ads' list query schema accepts it for `name`, else undefined. */
function acceptedForContactAds(
  name: keyof typeof ContactAdListQuerySchema.shape,
  value: string | undefined,
): string | undefined {
  if (value === undefined) return undefined;
  return ContactAdListQuerySchema.shape[name].safeParse(value).success ? value : undefined;
}

/**
 * The keys of a bitmask's bits (`5` → the keys of bits 1 and 4), lowest bit first (the maps list
 * their bits in ascending order). Not `bitsOf`: importing contact-ad.bits.ts here would split it
 * into a chunk of its own, named in the entry's preload map (the entry has no bytes to spare).
 */
const keysOfMask = <K extends string>(mask: number, bits: Record<K, number>): K[] =>
  (Object.keys(bits) as K[]).filter((key) => (mask & bits[key]) !== 0);

/**
 * The parts of a `/musikersuche` filter (`ContactAdListQuerySchema`), in the order of its filter
 * form: kind of ad, instruments sought and played, genres, place, ambition, skill, band type,
 * remote. The search, the order and the page size follow with the other lists' ones.
 */
function contactAdParts(
  take: (name: string) => string | undefined,
  use: (...names: string[]) => void,
): FilterPart[] {
  const parts: FilterPart[] = [];
  const value = (name: keyof typeof ContactAdListQuerySchema.shape) =>
    acceptedForContactAds(name, take(name));
  const types = value('type');
  if (types) {
    parts.push({
      kind: 'searchType',
      types: types.split(',').map(Number) as ContactAdSearchType[],
    });
    use('type');
  }
  const sought = value('inst');
  if (sought) {
    parts.push({ kind: 'instrumentSought', instruments: sought.split(',') });
    use('inst');
  }
  const played = value('plays');
  if (played) {
    parts.push({ kind: 'instrumentPlayed', instruments: played.split(',') });
    use('plays');
  }
  const genres = value('genre');
  if (genres) {
    parts.push({ kind: 'genre', genres: genres.split(',') as GenreId[] });
    use('genre');
  }
  const regionId = value('region');
  const region = regionId ? regionOf(regionId) : null;
  if (region) {
    parts.push({ kind: 'region', region });
    use('region');
  }
  const city = value('city');
  const cityName = take('cityName')?.trim();
  const km = value('km');
  if (city !== undefined && cityName) {
    parts.push({ kind: 'distance', km: km === undefined ? null : Number(km), cityName });
    use('city', 'km', ...CITY_DISPLAY_PARAMS);
  } else if (city === undefined && km !== undefined) {
    parts.push({ kind: 'km', km: Number(km) });
    use('km');
  }
  const ambitions = keysOfMask(Number(value('ambition') ?? 0), CONTACT_AD_AMBITION_BITS);
  if (ambitions.length > 0) {
    parts.push({ kind: 'ambition', ambitions });
    use('ambition');
  }
  const skills = keysOfMask(Number(value('skill') ?? 0), CONTACT_AD_SKILL_BITS);
  if (skills.length > 0) {
    parts.push({ kind: 'skill', skills });
    use('skill');
  }
  const bandType = value('bandType');
  if (bandType) {
    parts.push({
      kind: 'bandType',
      bandType: CONTACT_AD_BAND_TYPE_KEYS[Number(bandType) as ContactAdBandType],
    });
    use('bandType');
  }
  if (value('remote') === '1') {
    parts.push({ kind: 'remote' });
    use('remote');
  }
  return parts;
}
