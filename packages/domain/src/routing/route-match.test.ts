import { describe, expect, it } from 'vitest';
import { ROUTE_FIRST_SEGMENTS } from '../pages/urlname.ts';
import { classifyAddress, createRouteMatcher, hasScreen, matchAppRoute } from './route-match.ts';
import { APP_ROUTES } from './route-table.ts';

const kindOf = (pathname: string) => classifyAddress(pathname).kind;

describe('matchAppRoute', () => {
  it('prefers static segments over parameters and more segments over a splat', () => {
    expect(matchAppRoute('/booking/create')?.route.id).toBe('booking-create');
    expect(matchAppRoute('/booking/abcde')?.route.id).toBe('booking-detail');
    expect(matchAppRoute('/home')?.route.id).toBe('home');
    expect(matchAppRoute('/some-band')?.route.id).toBe('short-url');
    expect(matchAppRoute('/some/thing/else')?.route.id).toBe('catch-all');
    expect(matchAppRoute('/video/abcde/any/thing')?.params).toEqual({
      id: 'abcde',
      '*': 'any/thing',
    });
  });

  it('decodes each segment and keeps an encoded slash inside its parameter', () => {
    expect(matchAppRoute('/musikersuche/region/Berlin%2FBrandenburg')?.params).toEqual({
      region: 'Berlin/Brandenburg',
    });
    expect(matchAppRoute('/user/m%C3%BCller-abcde')?.params).toEqual({ slugId: 'müller-abcde' });
  });

  it('ignores trailing slashes and the case of ASCII letters in static segments', () => {
    expect(matchAppRoute('/Static/FAQ/')?.route.id).toBe('static-faq');
    expect(matchAppRoute('/boo\u212Aing')?.route.id).toBe('short-url');
  });

  it('refuses patterns it does not implement', () => {
    expect(() => createRouteMatcher([{ path: '/a/:b?' }])).toThrow(/supports/);
    expect(() => createRouteMatcher([{ path: '/a/b*' }])).toThrow(/splat/);
    expect(() => createRouteMatcher([{ path: '/files/:name.json' }])).toThrow(/supports/);
  });
});

describe('classifyAddress (what the server answers)', () => {
  it.each([
    '/',
    '/home',
    '/gigs',
    '/static/faq',
    '/booking/indie-abend-aB3dE9',
    '/booking/aB3dE9/applicants',
    '/user/lena-hoffmann-Ab12Cd34Ef',
    '/video/aB3dE9/trailer',
  ])('%s exists', (path) => {
    expect(kindOf(path)).toBe('found');
  });

  it.each([
    '/musikermarkt',
    '/musikersuche/region/Bayern/Bass',
    '/bookingrating/aB3dE9',
    '/messaging/contacts',
  ])('the redirect route %s exists although it has no screen', (path) => {
    expect(kindOf(path)).toBe('found');
  });

  it.each([
    ['/does/not/exist', 'catch-all'],
    ['/404', 'not-found'],
    ['/booking/abcd/edit', 'booking-edit'],
    ['/user/max-abc_1', 'user-detail'],
    ['/bookingrating/x', 'bookingrating'],
    ['/a', 'short-url'],
    ['/band_name', 'short-url'],
    ['/themen', 'themen'],
    ['/event/sommerfest-abcde12', 'event-detail'],
  ])('%s is not found (route %s)', (path, id) => {
    expect(classifyAddress(path)).toEqual({
      kind: 'not-found',
      route: expect.objectContaining({ id }),
    });
  });

  it('is not found when no route matches at all (a line break in a catch-all address)', () => {
    expect(classifyAddress('/foo%0A/bar')).toEqual({ kind: 'not-found', route: null });
  });

  it('leaves a well-formed short URL to the caller, decoded', () => {
    expect(classifyAddress('/nachtfalter')).toEqual({
      kind: 'short-url',
      route: expect.objectContaining({ id: 'short-url' }),
      shortUrl: 'nachtfalter',
    });
    expect(classifyAddress('/Ab12Cd34Ef/')).toMatchObject({ shortUrl: 'Ab12Cd34Ef' });
  });
});

describe('the route table and page addresses', () => {
  it('reserves exactly the first segment of every route (ROUTE_FIRST_SEGMENTS)', () => {
    const segments = APP_ROUTES.map((route) => route.path.split('/')[1] ?? '').filter(
      (segment) => segment !== '' && !segment.startsWith(':'),
    );
    expect([...ROUTE_FIRST_SEGMENTS].sort()).toEqual([...new Set(segments)].sort());
  });
});

describe('hasScreen (links to capabilities still to come are hidden)', () => {
  it('knows the addresses that have a screen and those that do not yet', () => {
    expect(hasScreen('/gigs')).toBe(true);
    expect(hasScreen('/user/contacts')).toBe(true);
    expect(hasScreen('/home')).toBe(true);
    expect(hasScreen('/messaging')).toBe(true);
    expect(hasScreen('/directmessaging')).toBe(true);
    expect(hasScreen('/themen')).toBe(false);
    expect(hasScreen('/verzeichnis/musiker')).toBe(true);
    expect(hasScreen('/verzeichnis/firmen')).toBe(true);
    expect(hasScreen('/nothing/at/all')).toBe(false);
  });
});
