import type { OfferInput } from '@backline/domain';

const DAY_MS = 24 * 3600 * 1000;

/** An ISO time `days` from now at `hour`:00 UTC (a gig's usual evening slot). */
export function inDays(days: number, hour = 20): string {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
}

/**
 * A valid offer input: a streamed series of two dates ahead (online, so no venue page is needed),
 * pay by arrangement, nothing wanted or excluded. Tests name only what they are about in
 * `overrides`; a live gig needs a venue page with it.
 */
export function offerInput(overrides: Partial<OfferInput> = {}): OfferInput {
  return {
    title: 'Bandabend',
    performanceType: 'stream',
    privateEvent: false,
    venue: { kind: 'virtual' },
    schedule: 'series',
    dates: [
      { startsAt: inDays(20), slots: 2 },
      { startsAt: inDays(27), slots: 1 },
    ],
    durationMinutes: 90,
    pay: { kind: 'negotiable' },
    wantedGenres: [],
    excludedGenres: [],
    wantedCultures: [],
    excludedCultures: [],
    soughtForms: [],
    localActsPreferred: false,
    premium: false,
    applyTextRequired: false,
    voting: false,
    ...overrides,
  };
}
