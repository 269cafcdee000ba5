import { z } from 'zod/mini';
import { PictureSchema } from '../accounts/user.schema.ts';
import { queryCsv, queryDigits, queryFlag } from '../booking/booking-list.schema.ts';
import { ARTIST_FORMS, ORGANIZATION_TYPES, PAGE_KINDS } from '../pages/page.constants.ts';
import { GENRE_IDS } from '../pages/genres.ts';
import { INSTRUMENT_IDS } from '../profiles/instruments.ts';
import { REGION_IDS } from '../profiles/regions.ts';
import { fieldRule } from '../errors/rule-check.ts';

/**
 * The directory (spec section 1 and 2: `/verzeichnis/musiker`, `/livelocations`, `/bands`,
 * `/firmen`): four lists, filters in the address (a bookmark stores exactly these parameters),
 * paged on the server by a keyset cursor (`after`), never by an offset.
 */
export const DIRECTORY_LISTS = ['musicians', 'venues', 'artists', 'organizations'] as const;
export type DirectoryList = (typeof DIRECTORY_LISTS)[number];

/** The web route of each list (and the bookmark route of its filters). */
export const DIRECTORY_ROUTES = {
  musicians: '/verzeichnis/musiker',
  venues: '/verzeichnis/livelocations',
  artists: '/verzeichnis/bands',
  organizations: '/verzeichnis/firmen',
} as const satisfies Record<DirectoryList, string>;
export type DirectoryRoute = (typeof DIRECTORY_ROUTES)[DirectoryList];

export const directoryListOfRoute = (route: string): DirectoryList | null =>
  DIRECTORY_LISTS.find((list) => DIRECTORY_ROUTES[list] === route) ?? null;

/**
 * Orders: `relevance` (needs `q`; the default then), `newest` (the default without `q`),
 * `nearest` (needs a city), `followed` (pages: followers; people: confirmed contacts).
 */
export const DIRECTORY_SORTS = ['relevance', 'newest', 'nearest', 'followed'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

export const DIRECTORY_PAGE_SIZE = 20;
export const DIRECTORY_MAX_PAGE_SIZE = 50;
export const DIRECTORY_MAX_DISTANCE_KM = 500;
/** "Open for bookings" for artists: applied to a gig within this many days. */
export const DIRECTORY_OPEN_FOR_BOOKINGS_DAYS = 180;
/** The largest minimum capacity a live-location filter takes (people). */
export const DIRECTORY_MAX_CAPACITY = 100_000;
/** The capacities the filter form offers as "at least …". */
export const DIRECTORY_CAPACITY_STEPS = [50, 100, 200, 500, 1000] as const;
/** The keyset cursor is opaque to clients; this bounds its size. */
export const DIRECTORY_CURSOR_MAX_LENGTH = 200;

/**
 * The filters each list understands. A parameter of another list is refused (422), so an
 * address never pretends to filter by something the list ignores.
 */
export const DIRECTORY_FILTERS = {
  musicians: ['q', 'instrument', 'city', 'km', 'region', 'gema', 'media', 'sort'],
  venues: ['q', 'genre', 'city', 'km', 'region', 'media', 'open', 'newcomer', 'capacity', 'sort'],
  artists: ['q', 'genre', 'form', 'city', 'km', 'region', 'media', 'open', 'sort'],
  organizations: ['q', 'genre', 'orgType', 'city', 'km', 'region', 'media', 'open', 'sort'],
} as const satisfies Record<DirectoryList, readonly string[]>;

const known = (values: readonly string[]) =>
  z.optional(z.string().check(z.refine((value) => values.includes(value))));

/** `GET /api/directory/{list}` query: every list's filters; the list checks which apply. */
const DirectoryQueryFields = z.object({
  /** Name search (trigram similarity; relevance prefers exact and prefix hits). */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  /** Musicians: instrument ids, comma-separated (any of them). */
  instrument: queryCsv(INSTRUMENT_IDS),
  /** Pages: genre ids, comma-separated (any of them). */
  genre: queryCsv(GENRE_IDS),
  /** Artists: band or solo. */
  form: known(ARTIST_FORMS),
  /** Organizations: their type. */
  orgType: known(ORGANIZATION_TYPES),
  /** Distance from a city of the city list, in km (both or neither). */
  city: queryDigits(100_000_000),
  km: queryDigits(DIRECTORY_MAX_DISTANCE_KM),
  region: z.optional(z.enum(REGION_IDS as [string, ...string[]])),
  /** Musicians: GEMA-verified, counted only where the badge shows to the viewer. */
  gema: queryFlag,
  /** Has photos (album), audio or video. */
  media: queryFlag,
  /** Open for bookings (docs/decisions.md §59). */
  open: queryFlag,
  /** Live locations: newcomer friendly, as their factsheet says. */
  newcomer: queryFlag,
  /** Live locations: at least this many people fit in (the factsheet's capacity). */
  capacity: queryDigits(DIRECTORY_MAX_CAPACITY),
  sort: z.optional(z.enum(DIRECTORY_SORTS)),
  /** The keyset cursor of the next page (`next` of the previous answer). */
  after: z.optional(
    z.string().check(z.maxLength(DIRECTORY_CURSOR_MAX_LENGTH), z.regex(/^[A-Za-z0-9_-]+$/)),
  ),
  size: queryDigits(DIRECTORY_MAX_PAGE_SIZE),
});
type DirectoryQueryFieldValues = z.infer<typeof DirectoryQueryFields>;

export const DirectoryQuerySchema = DirectoryQueryFields.check(
  // A distance needs a city; nearest first needs a city; relevance needs a search text.
  fieldRule<DirectoryQueryFieldValues>({
    field: 'km',
    code: 'validation.required',
    needs: ['km', 'city'],
    holds: (query) => !query.km || Boolean(query.city),
  }),
  fieldRule<DirectoryQueryFieldValues>({
    field: 'sort',
    code: 'validation.invalid',
    needs: ['sort', 'city', 'q'],
    holds: (query) =>
      (query.sort !== 'nearest' || Boolean(query.city)) &&
      (query.sort !== 'relevance' || Boolean(query.q)),
  }),
);
export type DirectoryQuery = z.infer<typeof DirectoryQuerySchema>;

/** The parameters set in a query that the list does not understand (empty: all fine). */
export function foreignDirectoryFilters(list: DirectoryList, query: DirectoryQuery): string[] {
  const allowed = new Set<string>([...DIRECTORY_FILTERS[list], 'km', 'after', 'size']);
  return Object.entries(query)
    .filter(([name, value]) => value !== undefined && value !== '' && !allowed.has(name))
    .map(([name]) => name);
}

/** The order a query is answered in. */
export const directorySortOf = (query: Pick<DirectoryQuery, 'q' | 'sort'>): DirectorySort =>
  query.sort ?? (query.q ? 'relevance' : 'newest');

export const DirectoryListParamsSchema = z.object({ list: z.enum(DIRECTORY_LISTS) });

/** One card of a directory list. */
export const DirectoryCardSchema = z.object({
  /** `user` for a musician, else the page's kind. */
  kind: z.enum(['user', ...PAGE_KINDS]),
  id: z.string(),
  name: z.string(),
  /** The detail address (`/user/...`, `/livelocation/...`, ...). */
  resource: z.string(),
  picture: z.nullable(PictureSchema),
  city: z.nullable(z.string()),
  /** Distance from the filter's city in km (rounded), when a city is given. */
  distanceKm: z.nullable(z.number()),
  /** Pages: genre ids. Musicians: instrument ids. */
  genres: z.array(z.string()),
  instruments: z.array(z.string()),
  artistForm: z.nullable(z.enum(ARTIST_FORMS)),
  organizationType: z.nullable(z.enum(ORGANIZATION_TYPES)),
  /** Pages: followers. Musicians: confirmed contacts. */
  followers: z.number(),
  /** Musicians: a GEMA badge the viewer may see. */
  gemaVerified: z.boolean(),
  /** Pages: whether the viewer follows it. Musicians: whether they are the viewer's contact. */
  viewerFollows: z.boolean(),
  /** Musicians: this is the viewer. */
  self: z.boolean(),
});
export type DirectoryCard = z.infer<typeof DirectoryCardSchema>;

export const DirectoryPageSchema = z.object({
  items: z.array(DirectoryCardSchema),
  /** The cursor of the next page, null on the last one. */
  next: z.nullable(z.string()),
});
export type DirectoryPage = z.infer<typeof DirectoryPageSchema>;

/** Keyset cursor: the last card's sort value and id, base64url of a JSON pair. */
export type DirectoryCursor = { value: string | number; id: string };

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url of ASCII text (the domain runs without `btoa`; the cursor is ASCII). */
function toBase64Url(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 3) {
    const [a, b, c] = [0, 1, 2].map((offset) => text.charCodeAt(index + offset));
    const bits = ((a ?? 0) << 16) | ((b || 0) << 8) | (c || 0);
    const count = Math.min(4, Math.ceil(((text.length - index) * 8) / 6));
    for (let digit = 0; digit < count; digit += 1) {
      out += BASE64URL[(bits >> (18 - 6 * digit)) & 63];
    }
  }
  return out;
}

function fromBase64Url(text: string): string | null {
  let bits = 0;
  let bitCount = 0;
  let out = '';
  for (const char of text) {
    const value = BASE64URL.indexOf(char);
    if (value < 0) return null;
    bits = ((bits << 6) | value) & 0xffffff;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      out += String.fromCharCode((bits >> bitCount) & 0xff);
    }
  }
  return out;
}

export function encodeDirectoryCursor(cursor: DirectoryCursor): string {
  return toBase64Url(JSON.stringify([cursor.value, cursor.id]));
}

/** The cursor in `text`, or null when it is not one this list wrote. */
export function decodeDirectoryCursor(text: string): DirectoryCursor | null {
  try {
    const json = fromBase64Url(text);
    if (json === null || !/^[\x20-\x7e]*$/.test(json)) return null;
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [key, id] = value as unknown[];
    if (typeof id !== 'string' || !/^[A-Za-z0-9]{1,20}$/.test(id)) return null;
    if (typeof key === 'number' && Number.isFinite(key)) return { value: key, id };
    if (typeof key === 'string' && key.length <= 40) return { value: key, id };
    return null;
  } catch {
    return null;
  }
}
