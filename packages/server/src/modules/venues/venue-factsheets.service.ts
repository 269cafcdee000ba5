import {
  AppError,
  canActAsPage,
  type VenueFactsheet,
  type VenueFactsheetValues,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { createVenueFactsheetsRepository } from './venue-factsheets.repository.ts';
import { presentFactsheet } from './venues.presenter.ts';
import { notAVenue } from './venues.shared.ts';

/**
 * The factsheet of a live location (issue 17 item 3): every member reads it (the booking
 * contact too: the venue routes are members only), the page's owner and admins write it.
 */
export function createVenueFactsheetsService(db: Database, now: () => Date) {
  const factsheets = createVenueFactsheetsRepository(db);

  async function load(viewerId: string, pageId: string) {
    const row = await factsheets.withPage(pageId, viewerId);
    if (!row || row.page.kind !== 'location') throw notAVenue();
    return row;
  }

  return {
    async get(viewerId: string, pageId: string): Promise<VenueFactsheet> {
      const row = await load(viewerId, pageId);
      return presentFactsheet(row.page, row.hasFacts ? row.facts : null, row.role);
    },

    async update(
      viewerId: string,
      pageId: string,
      values: VenueFactsheetValues,
    ): Promise<VenueFactsheet> {
      const row = await load(viewerId, pageId);
      if (!canActAsPage(row.role)) throw new AppError('auth.forbidden');
      await factsheets.upsert(pageId, values, viewerId, now());
      return this.get(viewerId, pageId);
    },
  };
}

export type VenueFactsheetsService = ReturnType<typeof createVenueFactsheetsService>;
