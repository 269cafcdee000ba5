import {
  AppError,
  VENUE_RATING_PAGE_SIZE,
  canActAsPage,
  canEditVenueRating,
  venueRatingPath,
  type VenueRating,
  type VenueRatingForm,
  type VenueRatingInput,
  type VenueRatingPage,
} from '@backline/domain';
import type { Database } from '../../db/client.ts';
import { createPageRoles } from '../pages/pages.module.ts';
import {
  createVenueRatingsRepository,
  type RatingValues,
  type VenueRatingRow,
} from './venue-ratings.repository.ts';
import { presentRating, presentSummary, venuePath } from './venues.presenter.ts';
import {
  decodeCursor,
  encodeCursor,
  notAVenue,
  ratingNotFound,
  type VenuesDeps,
  type VenueViewer,
} from './venues.shared.ts';

const valuesOf = (input: VenueRatingInput): RatingValues => ({ ...input.scores, text: input.text });

/** Others see a visible rating that is not shadowed; its rater sees it whatever its state. */
const visibleTo = (row: VenueRatingRow, viewerId: string) =>
  row.raterUserId === viewerId || (row.state === 'visible' && !row.shadowed);

/**
 * Venue ratings (issue 17 item 4; docs/decisions.md §61): any member outside the venue's team
 * rates a venue once (five criteria and a text), verified when they played there through a
 * confirmed booking; the rater edits it for 30 days and deletes it; the venue's owner or an admin
 * answers it with one statement they can edit. The venue's managers hear of a new rating, the
 * rater of the first statement. A shadow-banned rater's rating is stored shadowed.
 */
export function createVenueRatingsService(db: Database, deps: VenuesDeps) {
  const ratings = createVenueRatingsRepository(db);
  const roles = createPageRoles(db);
  const { now } = deps;

  async function visibleRow(viewerId: string, id: string) {
    const row = await ratings.one(id, viewerId);
    if (!row || !visibleTo(row, viewerId)) throw ratingNotFound();
    return row;
  }

  return {
    /** `GET /api/locationrating/:id`: null when it does not exist for the viewer. */
    async get(viewerId: string, id: string): Promise<VenueRating | null> {
      const row = await ratings.one(id, viewerId);
      return row && visibleTo(row, viewerId) ? presentRating(row, viewerId, now()) : null;
    },

    /** `GET /api/location/:id/ratings`: the summary on the first page, then pages of ratings. */
    async page(
      viewerId: string,
      venuePageId: string,
      cursor: string | undefined,
    ): Promise<VenueRatingPage> {
      const after = decodeCursor(cursor);
      let summary = null;
      if (!after) {
        const venue = await ratings.venueWithSummary(venuePageId, viewerId);
        if (!venue || venue.kind !== 'location') throw notAVenue();
        summary = presentSummary(venue);
      }
      const rows = await ratings.page(venuePageId, viewerId, after, VENUE_RATING_PAGE_SIZE);
      const items = rows.slice(0, VENUE_RATING_PAGE_SIZE);
      const last = items.at(-1);
      return {
        summary,
        items: items.map((row) => presentRating(row, viewerId, now())),
        nextCursor:
          rows.length > VENUE_RATING_PAGE_SIZE && last
            ? encodeCursor(last.createdAt, last.id)
            : null,
      };
    },

    /** `GET /api/location/:id/my-rating`: whether and how the viewer rates this venue. */
    async form(viewerId: string, venuePageId: string): Promise<VenueRatingForm> {
      const info = await ratings.formInfo(venuePageId, viewerId, now());
      if (!info || info.kind !== 'location') throw notAVenue();
      return {
        venue: { id: info.id, name: info.name, path: venuePath(info.name, info.id) },
        canRate: info.role === null,
        verified: info.artistPage !== null,
        artistPage: info.artistPage
          ? {
              id: info.artistPage.id,
              name: info.artistPage.name,
              path: `/${info.artistPage.urlname ?? info.artistPage.id}`,
            }
          : null,
        mine: info.mineId ? await this.get(viewerId, info.mineId) : null,
      };
    },

    /** `POST /api/location/:id/ratings`: once per member and venue. */
    async rate(
      viewer: VenueViewer,
      venuePageId: string,
      input: VenueRatingInput,
    ): Promise<VenueRating> {
      const at = now();
      const info = await ratings.formInfo(venuePageId, viewer.id, at);
      if (!info || info.kind !== 'location') throw notAVenue();
      if (info.role !== null) throw new AppError('venues.own_venue');
      if (info.mineId) throw new AppError('venues.already_rated');
      const id = await db.transaction(async (tx) => {
        const inserted = await ratings.insert(tx, {
          ...valuesOf(input),
          venuePageId,
          raterUserId: viewer.id,
          artistPageId: info.artistPage?.id ?? null,
          verified: info.artistPage !== null,
          shadowed: viewer.shadowBanned,
          now: at,
        });
        if (!inserted) throw new AppError('venues.already_rated');
        if (!viewer.shadowBanned) {
          const managers = (await roles.managersOf([venuePageId], tx)).get(venuePageId) ?? [];
          if (managers.length > 0) {
            await deps.notify(tx, managers, {
              kind: 'venues.rating_received',
              params: { venueName: info.name, raterName: info.artistPage?.name ?? viewer.name },
              path: venueRatingPath(inserted.id),
            });
          }
        }
        return inserted.id;
      });
      return (await this.get(viewer.id, id))!;
    },

    /** `PUT /api/locationrating/:id`: the rater, within 30 days of writing it. */
    async edit(viewerId: string, id: string, input: VenueRatingInput): Promise<VenueRating> {
      const row = await visibleRow(viewerId, id);
      if (row.raterUserId !== viewerId) throw new AppError('venues.not_rater');
      if (!canEditVenueRating(row.createdAt, now())) {
        throw new AppError('venues.edit_window_closed');
      }
      await ratings.update(id, valuesOf(input), now());
      return (await this.get(viewerId, id))!;
    },

    /** `PUT /api/locationrating/:id/statement`: the venue's owner or an admin, written or edited. */
    async answer(viewerId: string, id: string, text: string): Promise<VenueRating> {
      const row = await visibleRow(viewerId, id);
      if (!canActAsPage(row.viewerRole)) throw new AppError('auth.forbidden');
      // A hidden or shadowed rating exists for its rater only: nobody answers it.
      if (row.state !== 'visible' || row.shadowed) throw ratingNotFound();
      await db.transaction(async (tx) => {
        const first = await ratings.setStatement(tx, id, text, viewerId, now());
        if (first === null) throw ratingNotFound();
        if (first) {
          await deps.notify(tx, [row.raterUserId], {
            kind: 'venues.statement_received',
            params: { venueName: row.venueName },
            path: venueRatingPath(id),
          });
        }
      });
      return (await this.get(viewerId, id))!;
    },

    /** `DELETE /api/locationrating/:id`: the rater deletes it (with its statement) for good. */
    async delete(viewerId: string, id: string): Promise<boolean> {
      const row = await ratings.one(id, viewerId);
      if (!row || !visibleTo(row, viewerId)) return false;
      if (row.raterUserId !== viewerId) throw new AppError('venues.not_rater');
      return ratings.delete(db, id);
    },
  };
}

export type VenueRatingsService = ReturnType<typeof createVenueRatingsService>;
