import { createRequire } from 'node:module';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { accountLifecyclePlugin } from './modules/account-lifecycle/account-lifecycle.plugin.ts';
import { createAccountLifecycleService } from './modules/account-lifecycle/account-lifecycle.service.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createProfilesService } from './modules/profiles/profiles.service.ts';
import { createPagesService } from './modules/pages/pages.service.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { objectUserPlugin } from './modules/pages/object-user.plugin.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { deleteProfile } from './modules/profiles/profiles.repository.ts';
import { createCitiesService } from './modules/cities/cities.service.ts';
import { citiesRoutes } from './modules/cities/cities.routes.ts';
import { createOidcService } from './modules/oidc/oidc.service.ts';
import { oidcRoutes } from './modules/oidc/oidc.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createLoginKeys } from './modules/accounts/login-keys.ts';
import { createAccountSettingsService } from './modules/account-settings/account-settings.service.ts';
import { accountSettingsRoutes } from './modules/account-settings/account-settings.routes.ts';
import { createSmsSender } from './platform/sms/sms-sender.ts';
import { entityRegistryPlugin } from './modules/entities/entities.service.ts';
import { entitiesRoutes } from './modules/entities/entities.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createTwoFactorService } from './modules/two-factor/two-factor.service.ts';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { createQrLoginService } from './modules/qr-login/qr-login.service.ts';
import { qrLoginRoutes } from './modules/qr-login/qr-login.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { createBookmarksService, purgeBookmarks } from './modules/bookmarks/bookmarks.service.ts';
import { bookmarksRoutes } from './modules/bookmarks/bookmarks.routes.ts';
import { createGemaService, purgeGema, type GemaService } from './modules/gema/gema.service.ts';
import { gemaRoutes } from './modules/gema/gema.routes.ts';
import { devSocietyRoutes } from './modules/gema/gema.dev-society.routes.ts';
import { createDevelopmentGemaProvider } from './platform/gema/development-provider.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createMailQueue, type MailQueue } from './platform/mail/mail-queue.ts';
import { createRateLimiter } from './platform/rate-limiter.ts';
import { createRateLimitRepository } from './platform/rate-limiter.repository.ts';
import { apiHeadersPlugin } from './plugins/api-headers.ts';
import { answerRouterError, errorHandlerPlugin } from './plugins/error-handler.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { createRequestId, requestContextPlugin } from './plugins/request-context.ts';
import { securityPlugin } from './plugins/security.ts';
import { readInlineScriptHashes, webPlugin } from './plugins/web.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { createBookingService } from './modules/booking/booking.service.ts';
import { bookingRoutes } from './modules/booking/booking.routes.ts';
import { createBookingOverviewService } from './modules/booking/booking-overview.service.ts';
import { createBookingRatingsService } from './modules/booking/booking-ratings.service.ts';
import { createBookingVotingService } from './modules/booking/booking-voting.service.ts';
import { bookingExpiryJob } from './modules/booking/booking-expiry.job.ts';
import { accountPurgeJob } from './modules/account-lifecycle/account-purge.job.ts';
import { createScheduledJobs, type ScheduledJobs } from './platform/jobs/scheduled-jobs.ts';
import {
  createNotificationsService,
  purgeNotifications,
} from './modules/notifications/notifications.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { notificationPruneJob } from './modules/notifications/notifications.job.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** GEMA verification status for other modules (`isGemaVerified`, `verifiedAmong`). */
    gema: GemaService;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Tests may pass their own logger settings (for example `false`). */
  logger?: FastifyServerOptions['logger'];
  /** The rate limiter's clock in milliseconds since the epoch; tests fix it inside a window. */
  now?: () => number;
  /** Sees every route as it is added (tests: the authorization matrix lists all routes). */
  onRoute?: (route: RouteOptions) => void;
};

/** pino-pretty is a dev dependency: pretty logs only where it is installed. */
function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const base = {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-device-info"]'],
      censor: '[redacted]',
    },
  };
  if (config.nodeEnv !== 'development') return base;
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return base;
  }
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  };
}

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The background jobs; null when they are off (`BACKGROUND_JOBS`, tests). */
    backgroundJobs: ScheduledJobs | null;
    /** Every mail goes through it (always on); tests wait for it to be idle. */
    mailQueue: MailQueue;
  }
}

/**
 * The whole HTTP application, without listening: plugins, modules, error handling. The caller
 * owns the database (migrated beforehand) and closes it after the app.
 */
export async function buildApp({
  config,
  database,
  logger,
  now,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    genReqId: createRequestId,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Refuse new requests with 503 while shutting down; in-flight ones finish.
    return503OnClosing: true,
    // Router failures (a broken %-escape, an over-long path parameter) are answered in the error
    // schema like everything else, not with Fastify's own body and a 400.
    frameworkErrors: (error, request, reply) =>
      answerRouterError(error, request, reply as unknown as FastifyReply),
    forceCloseConnections: 'idle',
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON and form fields only; anything else is 415, not a string body.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);
  app.decorate('database', database);

  // The mail queue (docs/decisions.md): services queue mails in their transactions; its worker
  // sends them. Always on, tests included; started before the app serves, stopped before the
  // database closes.
  const mailQueue = createMailQueue({
    database,
    mailer: createMailer(config, app.log),
    log: app.log,
  });
  app.decorate('mailQueue', mailQueue);
  app.addHook('onReady', () => mailQueue.start());
  app.addHook('onClose', () => mailQueue.stop());

  const rateLimiter = createRateLimiter(createRateLimitRepository(database.db), {
    now,
    onPruneError: (error) => app.log.warn({ err: error }, 'deleting old rate-limit windows failed'),
  });
  const twoFactor = createTwoFactorService(database.db, { rateLimiter, now });
  // Media: storage (local folder or S3) and the image/audio/document pipeline. Other modules get
  // avatars through `media.picturesOf(ids)` / `pictureOf(id)`.
  const media = createMediaService(database.db, { storage: createStorage(config) });
  // Pages (docs/decisions.md, 20): Me lists the user's pages; purged owners hand pages on.
  const pages = createPagesService(database.db, {
    now: now ? () => new Date(now()) : undefined,
    // `media` is made further down; a page is only deleted once the app serves requests.
    onPageDeleted: (pageId) => media.deleteMediaOf('page', pageId),
    // Rows only: stored files left behind are harmless (random keys, never listed).
    onPagePurged: async (tx, pageId) => {
      await media.deleteMediaRowsOf(tx, 'page', pageId);
    },
  });
  // Notifications (`/user/notifications`): written by booking and ratings inside their
  // transactions, with their mails queued alongside (docs in the service).
  const notifications = createNotificationsService(database.db, {
    now: now ? () => new Date(now()) : undefined,
    mail: mailQueue,
    appUrl: config.appUrl,
  });
  const accounts = createAccountsService(database.db, {
    userPages: async (userId) => {
      const [extras, picture, unread] = await Promise.all([
        pages.meExtras(userId),
        profiles.avatarOf(userId),
        notifications.forMe(userId),
      ]);
      return { ...extras, picture, notifications: unread };
    },
    rateLimiter,
    verifySecondFactor: twoFactor.verifySignIn,
    mail: mailQueue,
    appUrl: config.appUrl,
  });
  const loginKeys = createLoginKeys(database.db, { rateLimiter });
  accounts.registerSignInMethod('key', (request, clientAddress) =>
    loginKeys.identify(request, clientAddress),
  );
  const oidc = createOidcService(database.db, {
    providers: config.oidc.providers,
    appUrl: config.appUrl,
    accounts,
    rateLimiter,
    onFailure: (provider, error) =>
      app.log.info({ err: error, provider }, 'external sign-in failed'),
  });
  accounts.registerSignInMethod('accessToken', (request, clientAddress) =>
    oidc.identifyByAccessToken(request, clientAddress),
  );
  accounts.registerSignInMethod('idToken', (request, clientAddress) =>
    oidc.identifyByIdToken(request, clientAddress),
  );
  const lifecycle = createAccountLifecycleService(database.db, {
    accounts,
    rateLimiter,
    mail: mailQueue,
    appUrl: config.appUrl,
    graceDays: config.accounts.deletionGraceDays,
    onAfterPurgeError: (error) =>
      app.log.error({ err: error }, "deleting a purged account's files failed"),
  });
  // A purged account's media: rows in the purge, stored files once it has committed.
  lifecycle.registerPurgeStep((tx, userId) => media.deleteMediaRowsOf(tx, 'user', userId));
  // Profiles: the profile row goes with the account's personal data in the purge.
  const profiles = createProfilesService(database.db, {
    now: now ? () => new Date(now()) : undefined,
    resolveImages: async ({ avatarImageId, coverImageId }) => {
      const found = await media.picturesOf([avatarImageId, coverImageId]);
      return {
        picture: avatarImageId ? (found.get(avatarImageId) ?? null) : null,
        cover: coverImageId ? (found.get(coverImageId) ?? null) : null,
      };
    },
  });
  lifecycle.registerPurgeStep(deleteProfile);
  lifecycle.registerPurgeStep((tx, userId) => pages.purgeUser(tx, userId));
  const admin = createAdminService(database.db, {
    accounts,
    loginKeys,
    lifecycle,
    appUrl: config.appUrl,
  });

  const accountSettings = createAccountSettingsService(database.db, {
    rateLimiter,
    mail: mailQueue,
    sms: createSmsSender(config, app.log),
    appUrl: config.appUrl,
  });

  // Order matters: error handling and headers first, OpenAPI before any route.
  await app.register(errorHandlerPlugin);
  await app.register(requestContextPlugin, { authenticate: accounts.authenticate });
  await app.register(objectUserPlugin, { pages });
  await app.register(securityPlugin, {
    appUrl: config.appUrl,
    inlineScriptHashes: readInlineScriptHashes(config.webDistDir),
  });
  await app.register(apiHeadersPlugin);
  await app.register(compress, { global: true });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(openApiPlugin, { appUrl: config.appUrl });

  await app.register(entityRegistryPlugin);
  await app.register(healthRoutes, { database });
  await app.register(siteRoutes, {
    publicSiteUrl: config.publicSiteUrl,
    houseAds: config.houseAds,
  });
  await app.register(accountsRoutes, { accounts });
  await app.register(profilesRoutes, { profiles });
  await app.register(citiesRoutes, { cities: createCitiesService(database.db) });
  await app.register(oidcRoutes, { oidc });
  await app.register(accountLifecyclePlugin, { lifecycle });
  await app.register(adminRoutes, { admin });
  await app.register(accountSettingsRoutes, { settings: accountSettings });
  await app.register(twoFactorRoutes, { twoFactor });
  await app.register(qrLoginRoutes, {
    qrLogin: createQrLoginService(database.db, { accounts, rateLimiter }),
  });
  // Bookmarks and GEMA memberships go with the account's personal data in the purge.
  lifecycle.registerPurgeStep(purgeBookmarks);
  lifecycle.registerPurgeStep(purgeNotifications);
  lifecycle.registerPurgeStep(purgeGema);
  await app.register(bookmarksRoutes, { bookmarks: createBookmarksService(database.db) });
  // GEMA: the development provider simulates the society (no public API); docs/decisions.md 21.
  const gemaProvider =
    config.gema.provider === 'development'
      ? createDevelopmentGemaProvider({ appUrl: config.appUrl })
      : null;
  if (gemaProvider && config.isProduction) {
    app.log.warn('GEMA_PROVIDER=development in production: memberships are NOT really verified');
  }
  const gema = createGemaService(database.db, {
    provider: gemaProvider,
    rateLimiter,
    appUrl: config.appUrl,
  });
  app.decorate('gema', gema);
  await app.register(gemaRoutes, { gema });
  if (gemaProvider) await app.register(devSocietyRoutes, { gema, appUrl: config.appUrl });
  await app.register(mediaRoutes, { media });
  await app.register(pagesRoutes, { pages });
  // Booking (docs/decisions.md, 24): offers, applications and their state machines.
  const booking = createBookingService(database.db, {
    now: now ? () => new Date(now()) : undefined,
    resolvePictures: (ids) => media.picturesOf(ids),
    notify: notifications.notify,
    mail: mailQueue,
    appUrl: config.appUrl,
  });
  const bookingRatings = createBookingRatingsService(database.db, {
    now: now ? () => new Date(now()) : undefined,
    notify: notifications.notify,
  });
  const bookingVoting = createBookingVotingService(database.db, {
    now: now ? () => new Date(now()) : undefined,
    resolvePictures: (ids) => media.picturesOf(ids),
    rateLimiter,
    mail: mailQueue,
    appUrl: config.appUrl,
  });
  await app.register(bookingRoutes, {
    booking,
    ratings: bookingRatings,
    voting: bookingVoting,
    overview: createBookingOverviewService(database.db, {
      now: now ? () => new Date(now()) : undefined,
    }),
  });
  await app.register(notificationsRoutes, { notifications });
  // Background jobs on one pg-boss instance: started once the app is ready (not awaited: installing
  // pg-boss's schema must not hold up the start), stopped gracefully before the database closes.
  const backgroundJobs = config.jobs.enabled
    ? createScheduledJobs({
        database,
        jobs: [
          accountPurgeJob(() => lifecycle.purgeDueAccounts(), config.jobs.accountPurgeCron),
          bookingExpiryJob(
            () => booking.expireDue(),
            () => bookingRatings.remindDue(),
            config.jobs.bookingExpiryCron,
          ),
          notificationPruneJob(() => notifications.pruneRead(), config.jobs.notificationPruneCron),
        ],
        log: app.log,
      })
    : null;
  app.decorate('backgroundJobs', backgroundJobs);
  if (backgroundJobs) {
    app.addHook('onReady', async () => {
      backgroundJobs.start().then(
        () =>
          app.log.info('background jobs started (account purge, booking expiry, notifications)'),
        (error: unknown) => app.log.error({ err: error }, 'background jobs failed to start'),
      );
    });
    app.addHook('onClose', async () => {
      await backgroundJobs.stop();
    });
  }
  await app.register(entitiesRoutes);

  await app.register(webPlugin, {
    webDistDir: config.webDistDir,
    shortUrlExists: (shortUrl) => pages.shortUrlExists(shortUrl),
  });
  return app;
}
