import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LINK_SHORTENER_HOSTS,
  isPublicHostname,
  isSoundCloudTrackUrl,
  normalizeProfileLink,
  parseYouTubeVideoId,
  profileLinkError,
} from './profile-links.rules.ts';

const ID = 'dQw4w9WgXcQ';
/** The runtime's URL parser (the domain compiles without DOM or Node types). */
const parseUrl = (input: string) =>
  new (
    globalThis as unknown as { URL: new (input: string) => { hostname: string; protocol: string } }
  ).URL(input);

describe('parseYouTubeVideoId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `http://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}&list=RDAMVM`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}`,
  ])('reads the video id of %s', (url) => {
    expect(parseYouTubeVideoId(url)).toBe(ID);
  });

  it.each([
    'https://www.youtube.com/',
    'https://www.youtube.com/@someband',
    'https://www.youtube.com/channel/UC1234567890',
    'https://www.youtube.com/playlist?list=PL123',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch?v=short',
    `https://vimeo.com/${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evilyoutube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `ftp://youtube.com/watch?v=${ID}`,
    `https://user:pw@www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}/extra`,
    '',
  ])('refuses %s', (url) => {
    expect(parseYouTubeVideoId(url)).toBeNull();
  });

  it('finds any valid 11-character id in every supported form (property)', () => {
    const idArb = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
    const form = fc.constantFrom(
      (id: string) => `https://www.youtube.com/watch?v=${id}`,
      (id: string) => `https://youtu.be/${id}`,
      (id: string) => `https://m.youtube.com/shorts/${id}`,
      (id: string) => `https://music.youtube.com/watch?v=${id}`,
      (id: string) => `https://www.youtube.com/embed/${id}?autoplay=1`,
    );
    fc.assert(fc.property(idArb, form, (id, make) => parseYouTubeVideoId(make(id)) === id));
  });

  it('never throws and answers null or an 11-character id for any string (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (input) => {
        const id = parseYouTubeVideoId(input);
        return id === null || /^[A-Za-z0-9_-]{11}$/.test(id);
      }),
    );
  });
});

describe('isSoundCloudTrackUrl', () => {
  it.each([
    'https://soundcloud.com/some-artist/a-track',
    'https://www.soundcloud.com/some_artist/track-2?in=x',
    'https://m.soundcloud.com/artist/track',
    'https://soundcloud.com/artist/private-track/s-AbC123xyz',
  ])('accepts the single track %s', (url) => {
    expect(isSoundCloudTrackUrl(url)).toBe(true);
  });

  it.each([
    'https://soundcloud.com/artist',
    'https://soundcloud.com/artist/sets/an-album',
    'https://soundcloud.com/artist/likes',
    'https://soundcloud.com/artist/tracks',
    'https://soundcloud.com/discover/sets/charts',
    'https://soundcloud.com/search/sounds',
    'https://on.soundcloud.com/AbCdE',
    'https://soundcloud.app.goo.gl/xyz',
    'https://soundcloud.com.evil.example/artist/track',
    'https://soundcloud.com/artist/track/extra/deep',
    'soundcloud.com/artist/track',
    `https://www.youtube.com/watch?v=${ID}`,
  ])('refuses %s', (url) => {
    expect(isSoundCloudTrackUrl(url)).toBe(false);
  });

  it('never accepts anything off soundcloud.com (property)', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const host = parseUrl(url).hostname.toLowerCase();
        const onSoundCloud = ['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com'].includes(
          host,
        );
        return onSoundCloud || !isSoundCloudTrackUrl(url);
      }),
    );
  });
});

describe('normalizeProfileLink', () => {
  it('keeps full official URLs', () => {
    expect(normalizeProfileLink('https://www.die-band.de/tour')).toBe(
      'https://www.die-band.de/tour',
    );
    expect(normalizeProfileLink('  http://bandcamp.com/x  ')).toBe('http://bandcamp.com/x');
    expect(normalizeProfileLink('https://instagram.com/band?x=1#top')).toBe(
      'https://instagram.com/band?x=1#top',
    );
    expect(normalizeProfileLink('https://münchen-band.de/')).toBe(
      'https://xn--mnchen-band-thb.de/',
    );
  });

  it('rewrites youtu.be links to youtube.com/watch', () => {
    expect(normalizeProfileLink(`https://youtu.be/${ID}?si=x`)).toBe(
      `https://www.youtube.com/watch?v=${ID}`,
    );
    expect(normalizeProfileLink('https://youtu.be/')).toBeNull();
  });

  it.each([
    'www.die-band.de',
    'die-band.de',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://files.example.org/x',
    'https://localhost/x',
    'http://localhost:3000/',
    'https://app.localhost/',
    'https://printer.local/',
    'http://127.0.0.1/',
    'http://0x7f.1/',
    'http://2130706433/',
    'http://10.0.0.1/admin',
    'http://[::1]/',
    'https://intranet/',
    'https://example.com:8443/',
    'https://user:secret@example.com/',
    'https://exa mple.com/',
    `https://example.com/${'a'.repeat(2000)}`,
  ])('refuses %s', (url) => {
    expect(normalizeProfileLink(url)).toBeNull();
    expect(profileLinkError(url)).toBe('link.unprocessable');
  });

  it.each(LINK_SHORTENER_HOSTS.map((host) => [host]))('refuses the shortener %s', (host) => {
    expect(normalizeProfileLink(`https://${host}/abc123`)).toBeNull();
    expect(normalizeProfileLink(`https://www.${host}/abc123`)).toBeNull();
  });

  it('answers only http(s) URLs with public host names (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })),
        (input) => {
          const link = normalizeProfileLink(input);
          if (link === null) return true;
          const url = parseUrl(link);
          return (
            (url.protocol === 'https:' || url.protocol === 'http:') &&
            isPublicHostname(url.hostname)
          );
        },
      ),
    );
  });

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (input) => {
        const once = normalizeProfileLink(input);
        return once === null || normalizeProfileLink(once) === once;
      }),
    );
  });

  it('refuses every IPv4 address (property)', () => {
    fc.assert(fc.property(fc.ipV4(), (ip) => normalizeProfileLink(`https://${ip}/`) === null));
  });
});
