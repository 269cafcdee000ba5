/**
 * Route and id patterns of spec section 2, shared by the web route table and the server's
 * parameter validation.
 */
export const ID_PATTERN = /^[A-Za-z0-9]{5,12}$/;
export const INSTAPOST_ID_PATTERN = /^[A-Za-z0-9]{5,64}$/;
export const SHORT_URL_PATTERN = /^[A-Za-z0-9-]{2,256}$/;
/** `{slug}-{id}`: the id is the last hyphen-separated part; the slug may be empty. */
export const SLUG_ID_PATTERN = /^(?:(.*)-)?([A-Za-z0-9]{5,12})$/;
/** Page addresses (urlname): lowercase letters, digits and hyphen. */
export const URLNAME_PATTERN = /^[a-z0-9-]{2,256}$/;

export const isId = (value: string): boolean => ID_PATTERN.test(value);
export const isInstapostId = (value: string): boolean => INSTAPOST_ID_PATTERN.test(value);
export const isShortUrl = (value: string): boolean => SHORT_URL_PATTERN.test(value);

/** Splits `{slug}-{id}` into its parts, or null when the last part is not a valid id. */
export function parseSlugId(value: string): { slug: string; id: string } | null {
  const match = SLUG_ID_PATTERN.exec(value);
  if (!match?.[2]) return null;
  return { slug: match[1] ?? '', id: match[2] };
}

/** A URL-safe slug for detail routes: lowercase ASCII, umlauts transliterated, hyphen-separated. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export const detailPath = (prefix: string, name: string, id: string): string => {
  const slug = slugify(name);
  return `${prefix}/${slug ? `${slug}-` : ''}${id}`;
};

/**
 * `{prefix}/{id}/{slug}`: the media detail routes put the id first and let the rest of the path
 * be anything (`/video/{id}/…`, `/audio/{id}/…`, `/mp3-track/{id}/…`, spec section 2).
 */
export const idFirstDetailPath = (prefix: string, name: string, id: string): string => {
  const slug = slugify(name);
  return `${prefix}/${id}${slug ? `/${slug}` : ''}`;
};
