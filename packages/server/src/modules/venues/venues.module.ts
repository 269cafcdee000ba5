import { AppError, VenueRatingSchema } from '@backline/domain';
import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { entityType } from '../entities/entities.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createVenueFactsheetsService } from './venue-factsheets.service.ts';
import { createVenueRatingsService } from './venue-ratings.service.ts';
import { venueRatingReportSide, venueStatementReportSide } from './venues.moderation.ts';
import { venuesRoutes, type VenueRouteServices } from './venues.routes.ts';

export type VenuesModuleDeps = {
  notifications: Pick<NotificationsService, 'notify'>;
};

export type VenuesApi = VenueRouteServices;

/**
 * Venues (issue 17 items 3 and 4; docs/decisions.md §61): the factsheet of a live location
 * and its ratings with the venue's statements. Ratings are the `locationrating` entity type
 * (`GET|DELETE /api/locationrating/:id`) and the `venue_rating` report subject. A purged member's
 * ratings go with their account row (cascade); while the row stays they show no name.
 */
export function createVenuesModule(
  platform: Platform,
  { notifications }: VenuesModuleDeps,
): BacklineModule<VenuesApi> {
  const now = () => new Date(platform.clock.nowMs());
  const services: VenueRouteServices = {
    factsheets: createVenueFactsheetsService(platform.db, now),
    ratings: createVenueRatingsService(platform.db, { notify: notifications.notify, now }),
  };
  return {
    name: 'venues',
    routes: async (app) => {
      await app.register(venuesRoutes, services);
    },
    entityTypes: {
      locationrating: entityType({
        schema: VenueRatingSchema,
        get: (ctx, id) => {
          if (!ctx.user) throw new AppError('auth.required');
          return services.ratings.get(ctx.user.id, id);
        },
        delete: (ctx, id) => {
          if (!ctx.user) throw new AppError('auth.required');
          return services.ratings.delete(ctx.user.id, id);
        },
      }),
    },
    reportSubjects: {
      venue_rating: venueRatingReportSide(platform.db, services.ratings),
      venue_statement: venueStatementReportSide(platform.db, services.ratings),
    },
    api: services,
  };
}

// The directory filters live locations on their factsheet inside its own statement.
export { factsheetFilterSql, type FactsheetFilter } from './venue-factsheet-filter.sql.ts';
