import { AppError, BookingOfferSchema, BookingRatingSchema } from '@backline/domain';
import type { Transaction } from '../../db/client.ts';
import type { BacklineModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { offersSearchProvider } from './booking-search.sql.ts';
import { gigListAlertSource } from './booking-alerts.repository.ts';
import { entityType } from '../entities/entities.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { applicationRoutes } from './applications.routes.ts';
import { createApplicationsService } from './applications.service.ts';
import { createBookingDashboardService } from './booking-dashboard.service.ts';
import { createBookingFairPayService } from './booking-fair-pay.service.ts';
import { bookingExpiryJob } from './booking-expiry.job.ts';
import { createBookingOverviewService } from './booking-overview.service.ts';
import { createBookingRatingsService } from './booking-ratings.service.ts';
import { createBookingVotingService } from './booking-voting.service.ts';
import type { BookingServiceOptions } from './booking.shared.ts';
import { createDecisionsService } from './decisions.service.ts';
import { createOfferEditingService } from './offer-editing.service.ts';
import { createOfferLifecycleService } from './offer-lifecycle.service.ts';
import { createOfferQueriesService } from './offer-queries.service.ts';
import { offerListRoutes } from './offer-lists.routes.ts';
import { offerRoutes } from './offer.routes.ts';
import { fairPayRoutes } from './fair-pay.routes.ts';
import { ratingRoutes } from './ratings.routes.ts';
import { votingRoutes } from './voting.routes.ts';
import { applicationReportSide, bookingModerationSide } from './booking-moderation.repository.ts';

export type BookingModuleDeps = {
  media: Pick<MediaService, 'picturesOf'>;
  notifications: Pick<NotificationsService, 'notify'>;
  /**
   * An offer became listed (its first publication), inside that transaction: the saved-search
   * alerts of `/gigs` (the bookmarks module's alert engine).
   */
  onPublished?: (tx: Transaction, offerId: string) => Promise<void>;
};

/** What other modules, operators and tests may call: the booking use cases. */
export type BookingApi = {
  queries: ReturnType<typeof createOfferQueriesService>;
  lifecycle: ReturnType<typeof createOfferLifecycleService>;
  editing: ReturnType<typeof createOfferEditingService>;
  applications: ReturnType<typeof createApplicationsService>;
  decisions: ReturnType<typeof createDecisionsService>;
  /** The dashboard's booking sections (`/home`). */
  dashboard: ReturnType<typeof createBookingDashboardService>;
  /** Fair-pay figures of a venue or organizer page (`fairPayFigures(pageId)`). */
  fairPay: ReturnType<typeof createBookingFairPayService>;
  /** The highlights' offer picker: published offers others may see, by title. */
  highlightCandidates: ReturnType<typeof createOfferQueriesService>['highlightCandidates'];
};

/**
 * Booking (docs/decisions.md, 24): offers and their state machine, applications and decisions,
 * ratings and the public voting; a background job ends offers past their date. One service per
 * use case, one route file per group of use cases.
 */
export function createBookingModule(
  platform: Platform,
  { media, notifications, onPublished }: BookingModuleDeps,
): BacklineModule<BookingApi> {
  const { config, clock } = platform;
  const options: BookingServiceOptions = {
    now: clock.now,
    resolvePictures: (ids) => media.picturesOf(ids),
    notify: notifications.notify,
    mail: platform.mail,
    appUrl: config.appUrl,
    onPublished,
  };
  const queries = createOfferQueriesService(platform.db, options);
  const lifecycle = createOfferLifecycleService(platform.db, options);
  const editing = createOfferEditingService(platform.db, options);
  const applications = createApplicationsService(platform.db, options);
  const decisions = createDecisionsService(platform.db, options);
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
  const dashboard = createBookingDashboardService(platform.db, { now: clock.now, ratings });
  const fairPay = createBookingFairPayService(platform.db, clock.now);
  return {
    name: 'booking',
    searchProviders: [offersSearchProvider],
    alertSources: [gigListAlertSource(platform.db)],
    // Registered in the order of the API docs: lists, offers, applications, ratings, voting.
    routes: async (app) => {
      await app.register(offerListRoutes, {
        queries,
        overview,
        visitorAnswers: platform.visitorAnswers,
      });
      await app.register(offerRoutes, { lifecycle, editing });
      await app.register(applicationRoutes, { applications, decisions });
      await app.register(ratingRoutes, { ratings });
      await app.register(votingRoutes, { voting });
      await app.register(fairPayRoutes, { fairPay });
    },
    entityTypes: {
      booking: entityType({
        schema: BookingOfferSchema,
        get: (ctx, id) => queries.get(id, ctx.user?.id ?? null),
        // Drafts answer 404 to visitors; nothing else depends on who visits.
        sameForEveryVisitor: true,
        delete: async (ctx, id) => {
          if (!ctx.user) throw new AppError('auth.required');
          return lifecycle.cancel({ userId: ctx.user.id, actingAs: ctx.actingAs }, id, '');
        },
      }),
      bookingrating: entityType({
        schema: BookingRatingSchema,
        get: (ctx, id) => ratings.get(id, ctx.user?.id ?? null),
      }),
    },
    reportSubjects: {
      // A booking offer as the caller may see it; its offerer does not report it.
      booking: {
        find: async (ctx, id) => {
          const offer = await queries.get(id, ctx.user?.id ?? null);
          if (!offer) return null;
          const owners = offer.publisher.kind === 'user' ? [offer.publisher.id] : [];
          return { own: offer.viewer.isOfferer, ownerUserIds: owners };
        },
        moderation: bookingModerationSide(platform.db),
      },
      application: applicationReportSide(platform.db),
    },
    jobs: [
      bookingExpiryJob(
        () => lifecycle.expireDue(),
        () => ratings.remindDue(),
        config.jobs.bookingExpiryCron,
      ),
    ],
    api: {
      queries,
      lifecycle,
      editing,
      applications,
      decisions,
      dashboard,
      fairPay,
      highlightCandidates: queries.highlightCandidates,
    },
  };
}

// "Open for bookings" of a page, for the directory's one-statement lists.
export { openForBookingsSql } from './booking-fragments.sql.ts';
// Whether a member played a venue through Backline (venue ratings ask it inside their statement).
export { artistPagesPlayedAtSql } from './booking-venue-gigs.sql.ts';
// The highlights list reads an offer the way booking says the public may see it, inside its
// one statement (booking-highlights.sql.ts).
export { publicOfferSubjectSql } from './booking-highlights.sql.ts';
