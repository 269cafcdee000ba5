/**
 * A URL as a person reads it: scheme, `www.`, letter case of the host and a trailing slash do
 * not make another address. Null when it is no URL at all.
 */
function comparableUrl(input: string): string | null {
  try {
    const url = new URL(input.trim());
    const host = url.host.toLowerCase().replace(/^www\./, '');
    const path = url.pathname.replace(/\/+$/, '');
    return `${host}${path}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The page's links without those that only repeat its website (shown on its own line). */
export function linksBesideWebsite<T extends { url: string }>(
  website: string | null,
  links: readonly T[],
): T[] {
  const site = website ? comparableUrl(website) : null;
  if (site === null) return [...links];
  return links.filter((link) => comparableUrl(link.url) !== site);
}
