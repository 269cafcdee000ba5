import { AppError, BookingOfferSchema, BookingRatingSchema } from '@backline/domain';
import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { entityType } from '../entities/entities.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { bookingExpiryJob } from './booking-expiry.job.ts';
import { createBookingOverviewService } from './booking-overview.service.ts';
import { createBookingRatingsService } from './booking-ratings.service.ts';
import { createBookingVotingService } from './booking-voting.service.ts';
import { bookingRoutes } from './booking.routes.ts';
import { createBookingService, type BookingService } from './booking.service.ts';

export type BookingModuleDeps = {
  media: Pick<MediaService, 'picturesOf'>;
  notifications: Pick<NotificationsService, 'notify'>;
};

/**
 * Booking (docs/decisions.md, 24): offers and their state machine, applications and decisions,
 * ratings and the public voting; a background job ends offers past their date.
 */
export function createBookingModule(
  platform: Platform,
  { media, notifications }: BookingModuleDeps,
): BacklineModule<BookingService> {
  const { config, clock } = platform;
  const booking = createBookingService(platform.db, {
    now: clock.now,
    resolvePictures: (ids) => media.picturesOf(ids),
    notify: notifications.notify,
    mail: platform.mail,
    appUrl: config.appUrl,
  });
  const ratings = createBookingRatingsService(platform.db, {
    now: clock.now,
    notify: notifications.notify,
  });
  const voting = createBookingVotingService(platform.db, {
    now: clock.now,
    resolvePictures: (ids) => media.picturesOf(ids),
    rateLimiter: platform.rateLimiter,
    mail: platform.mail,
    appUrl: config.appUrl,
  });
  const overview = createBookingOverviewService(platform.db, { now: clock.now });
  return {
    name: 'booking',
    routes: async (app) => {
      await app.register(bookingRoutes, { booking, ratings, voting, overview });
    },
    entityTypes: {
      booking: entityType({
        schema: BookingOfferSchema,
        get: (ctx, id) => booking.get(id, ctx.user?.id ?? null),
        delete: async (ctx, id) => {
          if (!ctx.user) throw new AppError('auth.required');
          return booking.cancel({ userId: ctx.user.id, actingAs: ctx.actingAs }, id, '');
        },
      }),
      bookingrating: entityType({
        schema: BookingRatingSchema,
        get: (ctx, id) => ratings.get(id, ctx.user?.id ?? null),
      }),
    },
    jobs: [
      bookingExpiryJob(
        () => booking.expireDue(),
        () => ratings.remindDue(),
        config.jobs.bookingExpiryCron,
      ),
    ],
    api: booking,
  };
}
