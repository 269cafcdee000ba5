import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants/limits.ts';

/** The web's cookies the server reads (spec section 7: the session token lives 730 days). */
export const WEB_COOKIES = {
  /** The session token, beside the one in storage. */
  token: 'backline_token',
  /** The explicit language choice (`?lang=` or the language switch). */
  language: 'backline_language',
} as const;

/** `?lang=en` on any address switches the interface language. */
export const LANGUAGE_QUERY_PARAM = 'lang';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The first value of a parameter in a query string (`?a=1&lang=en`), decoded. */
function queryValue(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key = '', value = ''] = pair.split('=');
    try {
      if (decodeURIComponent(key.replace(/\+/g, ' ')) === name) {
        return decodeURIComponent(value.replace(/\+/g, ' '));
      }
    } catch {
      // A malformed escape is no language.
    }
  }
  return null;
}

/**
 * The interface language: `?lang=` wins, then the stored choice, then the browser's languages
 * in order of preference if one is German or English, else German. The web decides with it on
 * start, the server when it picks the prerendered page to send, so both show the same language.
 */
export function detectLanguage(input: {
  search: string;
  stored: string | null | undefined;
  browserLanguages: readonly string[];
}): Locale {
  const fromQuery = queryValue(input.search, LANGUAGE_QUERY_PARAM);
  if (isLocale(fromQuery)) return fromQuery;
  if (isLocale(input.stored)) return input.stored;
  for (const tag of input.browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** The languages of an `Accept-Language` header, most wanted first (`q=0` dropped). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
