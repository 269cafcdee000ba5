import { z } from 'zod/mini';

/**
 * Search across the platform (issue 17 item 2). Each module that owns searchable things
 * registers a provider of its kind on the server; the kinds are a closed set so that the web can
 * name them. Later kinds (contact ads, classifieds, events, stories) are added here with their
 * provider.
 */
export const SEARCH_KINDS = ['people', 'pages', 'offers', 'topics', 'contactads'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Kinds only signed-in members may search (the forum is for members). */
export const MEMBERS_ONLY_SEARCH_KINDS: readonly SearchKind[] = ['topics'];

export const SEARCH_QUERY_MIN_LENGTH = 2;
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Hits per kind on the grouped results screen (without `kind`). */
export const SEARCH_GROUP_SIZE = 5;
/** Hits per kind among the instant suggestions. */
export const SEARCH_SUGGEST_SIZE = 3;
export const SEARCH_PAGE_SIZE_DEFAULT = 20;
export const SEARCH_PAGE_SIZE_MAX = 50;
/** The deepest page of one kind's full list (bounded offset paging). */
export const SEARCH_OFFSET_MAX = 500;

/** The searched words: trimmed, inner whitespace collapsed, 2-100 characters. */
export const SearchTermSchema = z
  .pipe(
    z.string().check(z.trim()),
    z.transform((value: string) => value.replace(/\s+/g, ' ')),
  )
  .check(z.minLength(SEARCH_QUERY_MIN_LENGTH), z.maxLength(SEARCH_QUERY_MAX_LENGTH));

const digits = (min: number, max: number) =>
  z.string().check(
    z.regex(/^\d{1,4}$/),
    z.refine((value) => Number(value) >= min && Number(value) <= max),
  );

/**
 * `GET /api/search?q=…&kind=…&cursor=…&limit=…`: without `kind` the top hits of every kind the
 * viewer may search; with `kind` one kind's list, paged by `cursor` (the offset the previous page
 * answered as `nextCursor`).
 */
export const SearchQuerySchema = z.object({
  q: SearchTermSchema,
  kind: z.optional(z.enum(SEARCH_KINDS)),
  cursor: z.optional(digits(0, SEARCH_OFFSET_MAX)),
  limit: z.optional(digits(1, SEARCH_PAGE_SIZE_MAX)),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** `GET /api/search/suggest?q=…`: a few hits per kind while typing. */
export const SearchSuggestQuerySchema = z.object({ q: SearchTermSchema });
export type SearchSuggestQuery = z.infer<typeof SearchSuggestQuerySchema>;

/**
 * One hit: what a card or a suggestion shows. `path` is the thing's own detail address;
 * `subtitle` is a short line (a city, the page's kind, the venue), `imageId` its picture if any.
 */
export const SearchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  subtitle: z.nullable(z.string()),
  /**
   * People: 'musician' | 'private'; pages: their kind; contact ads: their search type (`1`–`4`);
   * offers and topics: null.
   */
  type: z.nullable(z.string()),
  path: z.string(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** The hits of one kind; `more` says there are more than shown. */
export const SearchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  hits: z.array(SearchHitSchema),
  more: z.boolean(),
});
export type SearchGroup = z.infer<typeof SearchGroupSchema>;

/** Grouped results (no `kind`) or one kind's page (`kind`, with `nextCursor`). */
export const SearchResultSchema = z.object({
  q: z.string(),
  groups: z.array(SearchGroupSchema),
  nextCursor: z.nullable(z.string()),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchSuggestionsSchema = z.object({
  q: z.string(),
  groups: z.array(SearchGroupSchema),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;

/** The kinds a viewer may search: everything for members, the public kinds for visitors. */
export function searchableKinds(signedIn: boolean): readonly SearchKind[] {
  return signedIn
    ? SEARCH_KINDS
    : SEARCH_KINDS.filter((kind) => !MEMBERS_ONLY_SEARCH_KINDS.includes(kind));
}

/**
 * German umlauts typed without the keyboard for them (`Muenchen`, `Koeln`): the word with
 * ae/oe/ue folded to a/o/u, as `unaccent` folds ä/ö/ü in the index. Null when nothing changes.
 */
export function foldUmlautSpelling(word: string): string | null {
  const folded = word.replace(/([aou])e/g, '$1');
  return folded !== word && folded.length > 0 ? folded : null;
}

/**
 * The words of a search as a prefix `tsquery` text: letters and digits only (nothing of the
 * tsquery syntax gets through), each word a prefix (`word:*`, or `(muenchen:* | munchen:*)` for
 * an umlaut spelt out), all words required. Empty when nothing searchable is left.
 */
export function prefixTsquery(q: string): string {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  return words
    .map((word) => {
      const folded = foldUmlautSpelling(word);
      return folded ? `(${word}:* | ${folded}:*)` : `${word}:*`;
    })
    .join(' & ');
}
