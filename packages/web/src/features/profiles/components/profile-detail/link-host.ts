/** A link's host without `www.`, shown when the link has no label (the URL itself if unparsable). */
export const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};
