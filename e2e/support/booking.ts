/** Booking data the journeys prepare through the API, as any client would. */
import { expect } from 'vitest';
import { apiCall } from './accounts.ts';

/** An ISO time `days` from now at `hour`:00 UTC. */
export function inDays(days: number, hour = 19): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
}

/**
 * Publishes an offer (a single date three weeks ahead, pay by arrangement, unless `fields` say
 * otherwise: live at the venue page `fields.venue` names, else an online stream) and answers it
 * as the API does. Published by the user, or by their page `asPageId`.
 */
export async function publishOffer(
  token: string,
  fields: Record<string, unknown>,
  asPageId?: string,
): Promise<Record<string, unknown>> {
  const offer = await apiCall(
    '/api/booking',
    {
      performanceType: fields['venue'] ? 'live' : 'stream',
      privateEvent: false,
      venue: { kind: 'virtual' },
      schedule: 'single',
      dates: [{ startsAt: inDays(21), slots: 1 }],
      durationMinutes: 60,
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
      ...fields,
      publish: true,
    },
    token,
    undefined,
    asPageId,
  );
  expect(offer.status, JSON.stringify(offer.json)).toBe(201);
  return offer.json;
}
