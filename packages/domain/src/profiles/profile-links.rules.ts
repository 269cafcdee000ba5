import type { ErrorCode } from '../errors/error-codes.ts';

/**
 * Link rules of profiles and media (spec: "full official URLs only, no shorteners; video links
 * must be YouTube; audio links a single SoundCloud track"). Pure: nothing here touches the
 * network, so the web can check as the user types and the server decides with the same code.
 * Whatever the server later fetches must still go through its own private-address guard.
 */

export const LINK_MAX_LENGTH = 2000;

/** Link shorteners hide where a link goes: refused everywhere. */
export const LINK_SHORTENER_HOSTS = [
  'bit.ly',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'buff.ly',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'tiny.cc',
  'on.soundcloud.com',
  'snd.sc',
  'lnkd.in',
  'rb.gy',
  't.ly',
  'v.gd',
  'bl.ink',
  's.id',
  'shorte.st',
  'adf.ly',
] as const;

/** Names that never point at a public site. */
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'lan', 'home.arpa', 'invalid', 'test'];

/**
 * The WHATWG URL parser of the runtime (Node and browsers both have it). The domain package
 * compiles without DOM or Node types, so the part we use is typed here.
 */
type ParsedUrl = {
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly href: string;
  readonly searchParams: { get(name: string): string | null };
};
const UrlParser = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{2,59})$/;

function parseHttpUrl(input: string): ParsedUrl | null {
  if (typeof input !== 'string') return null;
  if (input.length === 0 || input.length > LINK_MAX_LENGTH) return null;
  // Full URLs only: the scheme is typed, and nothing around it.
  if (!/^https?:\/\/[^\s]+$/i.test(input)) return null;
  let url: ParsedUrl;
  try {
    url = new UrlParser(input);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (url.port !== '' && url.port !== '80' && url.port !== '443') return null;
  return url;
}

/** A public DNS name: at least two labels, an alphabetic (or IDN) top-level domain, no IP. */
export function isPublicHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || host.includes(':')) return false; // IPv6
  const labels = host.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => LABEL.test(label))) return false;
  const tld = labels.at(-1) ?? '';
  if (!TLD.test(tld)) return false; // also refuses dotted IPv4, whose last label is digits
  if (LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) {
    return false;
  }
  return true;
}

const hostOf = (url: ParsedUrl) => url.hostname.toLowerCase().replace(/\.$/, '');

export const isShortenerHost = (hostname: string): boolean => {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  return (LINK_SHORTENER_HOSTS as readonly string[]).includes(host);
};

// ---- YouTube -------------------------------------------------------------------------------------

const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com'];
const YOUTUBE_NOCOOKIE_HOSTS = ['youtube-nocookie.com', 'www.youtube-nocookie.com'];
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The 11-character video id of a YouTube link (`youtube.com/watch?v=`, `youtu.be/`, `/shorts/`,
 * `/embed/`, `/live/`, also on the `m.` and `music.` hosts), or null: the caller answers
 * `link.unprocessable` ('The link could not be processed').
 */
export function parseYouTubeVideoId(input: string): string | null {
  const url = parseHttpUrl(input);
  if (!url) return null;
  const host = hostOf(url);
  const segments = url.pathname.split('/').filter((segment: string) => segment !== '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    id = segments.length === 1 ? segments[0] : null;
  } else if (YOUTUBE_HOSTS.includes(host) || YOUTUBE_NOCOOKIE_HOSTS.includes(host)) {
    if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v');
    else if (
      segments.length === 2 &&
      ['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '')
    ) {
      id = segments[1];
    }
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The one form we store and embed from: `https://www.youtube.com/watch?v={id}`. */
export const youTubeWatchUrl = (videoId: string): string =>
  `https://www.youtube.com/watch?v=${videoId}`;

export const VIDEO_LINK_ERROR: ErrorCode = 'link.unprocessable';

// ---- SoundCloud ----------------------------------------------------------------------------------

const SOUNDCLOUD_HOSTS = ['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com'];
/** First path segments that are SoundCloud's own pages, not a user. */
const SOUNDCLOUD_RESERVED_USERS = new Set([
  'discover',
  'search',
  'stream',
  'you',
  'upload',
  'charts',
  'pages',
  'settings',
  'messages',
  'notifications',
  'mobile',
  'terms-of-use',
  'jobs',
  'pro',
  'people',
  'tags',
  'tracks',
  'playlists',
  'signin',
  'imprint',
]);
/** Second path segments that are a user's collections, not a track. */
const SOUNDCLOUD_NON_TRACKS = new Set([
  'sets',
  'likes',
  'tracks',
  'reposts',
  'albums',
  'popular-tracks',
  'followers',
  'following',
  'comments',
  'spotlight',
  'toptracks',
]);
const SOUNDCLOUD_SEGMENT = /^[A-Za-z0-9_-]{1,255}$/;

/**
 * A single SoundCloud track: `soundcloud.com/{user}/{track}` (optionally a private track's secret
 * `/s-xxxx`). Sets/playlists, profiles and `on.soundcloud.com` short links are refused: the caller
 * answers `media.invalid_audio_link`.
 */
export function isSoundCloudTrackUrl(input: string): boolean {
  const url = parseHttpUrl(input);
  if (!url || !SOUNDCLOUD_HOSTS.includes(hostOf(url))) return false;
  const segments = url.pathname.split('/').filter((segment: string) => segment !== '');
  const [user, track, secret] = segments;
  if (!user || !track || segments.length > 3) return false;
  if (!SOUNDCLOUD_SEGMENT.test(user) || !SOUNDCLOUD_SEGMENT.test(track)) return false;
  if (SOUNDCLOUD_RESERVED_USERS.has(user.toLowerCase())) return false;
  if (SOUNDCLOUD_NON_TRACKS.has(track.toLowerCase())) return false;
  if (secret !== undefined && !/^s-[A-Za-z0-9]{3,64}$/.test(secret)) return false;
  return true;
}

export const AUDIO_LINK_ERROR: ErrorCode = 'media.invalid_audio_link';

// ---- Profile links -------------------------------------------------------------------------------

/**
 * A profile link as it is stored, or null when it is not acceptable (`link.unprocessable`): a full
 * http(s) URL with a public host name (no IP address, no localhost, no port other than the
 * default), no credentials and no shortener. `youtu.be` links are kept, rewritten to the full
 * `youtube.com/watch` form.
 */
export function normalizeProfileLink(input: string): string | null {
  const trimmed = typeof input === 'string' ? input.trim() : '';
  const url = parseHttpUrl(trimmed);
  if (!url) return null;
  const host = hostOf(url);
  if (!isPublicHostname(host) || isShortenerHost(host)) return null;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    const id = parseYouTubeVideoId(trimmed);
    return id ? youTubeWatchUrl(id) : null;
  }
  return url.href;
}

/** `link.unprocessable` for a link that `normalizeProfileLink` refuses, else null. */
export const profileLinkError = (input: string): ErrorCode | null =>
  normalizeProfileLink(input) === null ? 'link.unprocessable' : null;
