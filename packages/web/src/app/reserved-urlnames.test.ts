import { describe, expect, it } from 'vitest';
import { ROUTE_FIRST_SEGMENTS, urlnameProblem } from '@backline/domain';
import { ROUTES } from './route-table.ts';

/** First static path segments of the route table (`/:shortUrl` itself has none). */
function firstSegments(): string[] {
  const segments = ROUTES.map((route) => route.path.split('/')[1] ?? '').filter(
    (segment) => segment !== '' && !segment.startsWith(':'),
  );
  return [...new Set(segments)].sort();
}

describe('page addresses and the route table', () => {
  it('reserves exactly the first segment of every route (domain ROUTE_FIRST_SEGMENTS)', () => {
    expect([...ROUTE_FIRST_SEGMENTS].sort()).toEqual(firstSegments());
  });

  it('answers page.address_unavailable for each of them, so no page shadows a route', () => {
    for (const segment of firstSegments()) {
      // Segments outside the address form (none today) could not be chosen anyway.
      expect(['page.address_unavailable', 'page.invalid_address']).toContain(
        urlnameProblem(segment),
      );
    }
  });
});
