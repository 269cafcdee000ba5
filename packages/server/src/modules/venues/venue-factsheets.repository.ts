import { eq, sql } from 'drizzle-orm';
import type { VenueFactsheetValues } from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { pages, venueFactsheets } from '../../db/schema/index.ts';
import { roleInPageSql } from '../pages/pages.module.ts';

/** The one owner of `venue_factsheets`. */
export function createVenueFactsheetsRepository(db: Database) {
  return {
    /** The page (kind, name, the viewer's role) with its factsheet, if any: one statement. */
    async withPage(pageId: string, viewerId: string) {
      const [row] = await db
        .select({
          page: { id: pages.id, name: pages.name, kind: pages.kind },
          role: roleInPageSql(pages.id, viewerId),
          facts: venueFactsheets,
          hasFacts: sql<boolean>`${venueFactsheets.pageId} is not null`,
        })
        .from(pages)
        .leftJoin(venueFactsheets, eq(venueFactsheets.pageId, pages.id))
        .where(eq(pages.id, pageId));
      return row ?? null;
    },

    async upsert(pageId: string, values: VenueFactsheetValues, userId: string, now: Date) {
      const row = { ...values, updatedBy: userId, updatedAt: now };
      await db
        .insert(venueFactsheets)
        .values({ pageId, ...row })
        .onConflictDoUpdate({ target: venueFactsheets.pageId, set: row });
    },
  };
}
