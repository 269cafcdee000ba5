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
import { addRequestLog } from './plugins/request-log.ts';
import { composeModules, type ModuleApis } from './compose-modules.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import {
  entityRegistryPlugin,
  registerCounter,
  registerEntityType,
} from './modules/entities/entities.service.ts';
import { entitiesRoutes } from './modules/entities/entities.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { objectUserPlugin } from './modules/pages/object-user.plugin.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { createScheduledJobs, type ScheduledJobs } from './platform/jobs/scheduled-jobs.ts';
import type { MailQueue } from './platform/mail/mail-queue.ts';
import type { WorkQueue } from './platform/jobs/work-queue.ts';
import type { BacklineModule } from './platform/module.ts';
import { createPlatform, type Platform } from './platform/platform.ts';
import { realtimePlugin } from './platform/realtime/realtime.plugin.ts';
import type { RealtimeSockets } from './platform/realtime/realtime-sockets.ts';
import { apiHeadersPlugin } from './plugins/api-headers.ts';
import {
  answerClientError,
  answerRouterError,
  errorHandlerPlugin,
} from './plugins/error-handler.ts';
import { gracefulClosePlugin } from './plugins/graceful-close.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { publishingGuardPlugin } from './plugins/publishing-guard.ts';
import { createRequestId, requestContextPlugin } from './plugins/request-context.ts';
import { securityPlugin } from './plugins/security.ts';
import { sideEffectGetsPlugin } from './plugins/side-effect-gets.ts';
import { trustProxyOption } from './plugins/trust-proxy.ts';
import { readInlineScriptHashes, webPlugin } from './plugins/web.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /**
     * Every module's `api`, for operators and tests. Modules never use it: they get the apis
     * they need as arguments (compose-modules.ts).
     */
    modules: ModuleApis;
    /** The background jobs; null when they are off (`BACKGROUND_JOBS`, tests). */
    backgroundJobs: ScheduledJobs | null;
    /** Every mail goes through it (always on); tests wait for it to be idle. */
    mailQueue: MailQueue;
    /** Background work queued in transactions (always on); tests wait for it to be idle. */
    workQueue: WorkQueue;
    /** This server's realtime sockets (tests and the benchmark count them). */
    realtimeSockets: RealtimeSockets;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Tests may pass their own logger settings (for example `false`). */
  logger?: FastifyServerOptions['logger'];
  /** The clock in milliseconds since the epoch; tests fix it (rate-limit windows, deadlines). */
  now?: () => number;
  /** Sees every route as it is added (tests: the authorization matrix lists all routes). */
  onRoute?: (route: RouteOptions) => void;
};

/**
 * The composition root: the whole HTTP application, without listening. Builds the platform once,
 * the modules in dependency order (compose-modules.ts), registers the cross-cutting plugins, then
 * each module's routes, entity types, counters and jobs. The caller owns the database (migrated
 * beforehand) and closes it after the app.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = createFastify(options);
  const platform = createPlatform({ config, database, log: app.log, now: options.now });
  const modules = composeModules(platform);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('modules', modules.api);
  // The mail queue is always on, tests included: started before the app serves, stopped
  // before the database closes.
  app.decorate('mailQueue', platform.mail);
  app.addHook('onReady', () => platform.mail.start());
  app.addHook('onClose', () => platform.mail.stop());
  // The background work queued in transactions (platform/jobs/work-queue.ts): always on too.
  app.decorate('workQueue', platform.work);
  app.addHook('onReady', () => platform.work.start());
  app.addHook('onClose', () => platform.work.stop());
  // One LISTEN connection per server for the realtime events, stopped before the database closes.
  app.addHook('onReady', () => platform.realtime.start());
  app.addHook('onClose', () => platform.realtime.stop());
  // And one for the changes that drop the kept visitor answers.
  app.addHook('onReady', () => platform.visitorAnswers.start());
  app.addHook('onClose', () => platform.visitorAnswers.stop());

  // Order matters: error handling and headers first, OpenAPI before any route.
  await app.register(errorHandlerPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(requestContextPlugin, { authenticate: modules.api.accounts.authenticate });
  await app.register(objectUserPlugin, { pages: modules.api.pages });
  await app.register(publishingGuardPlugin, { now: options.now });
  await app.register(securityPlugin, {
    appUrl: config.appUrl,
    inlineScriptHashes: readInlineScriptHashes(config.webDistDir),
  });
  await app.register(apiHeadersPlugin);
  await app.register(sideEffectGetsPlugin);
  await app.register(compress, { global: true });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(openApiPlugin, { appUrl: config.appUrl, enabled: config.apiDocs });
  await app.register(entityRegistryPlugin);

  await app.register(realtimePlugin, {
    hub: platform.realtime,
    authenticate: modules.api.accounts.authenticate,
    liveSessions: modules.api.accounts.liveSessions,
    ephemeralSecret: config.realtime.ephemeralSecret,
  });
  await app.register(healthRoutes, { database });
  await app.register(siteRoutes, {
    publicSiteUrl: config.publicSiteUrl,
    houseAds: config.houseAds,
  });
  for (const module of modules.all) await registerModule(app, module);
  app.decorate('backgroundJobs', startBackgroundJobs(app, platform, modules.all));
  await app.register(entitiesRoutes, { visitorAnswers: platform.visitorAnswers });
  await app.register(webPlugin, {
    webDistDir: config.webDistDir,
    shortUrlExists: (shortUrl) => modules.api.pages.shortUrlExists(shortUrl),
  });
  return app;
}

/** Fastify with the app's server options, validation and serialization through zod. */
function createFastify({ config, logger, onRoute }: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    genReqId: createRequestId,
    // One line per request instead (plugins/request-log.ts).
    disableRequestLogging: true,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // While shutting down, gracefulClosePlugin answers new requests with 503 (in the error
    // schema, with Retry-After); in-flight ones finish.
    return503OnClosing: false,
    // Router failures (a broken %-escape, an over-long path parameter) are answered in the error
    // schema like everything else, not with Fastify's own body and a 400.
    frameworkErrors: (error, request, reply) =>
      answerRouterError(error, request, reply as unknown as FastifyReply),
    forceCloseConnections: 'idle',
    // Requests Node's parser refuses (bad request line, oversized headers) in the error schema.
    clientErrorHandler: answerClientError,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  addRequestLog(app as unknown as FastifyInstance);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON and form fields only; anything else is 415, not a string body.
  app.removeContentTypeParser('text/plain');
  return app as unknown as FastifyInstance;
}

/** A module's routes, entity types, counters and its start/stop work. */
async function registerModule(app: FastifyInstance, module: BacklineModule<unknown>) {
  for (const [type, entityType] of Object.entries(module.entityTypes ?? {})) {
    registerEntityType(app, type, entityType);
  }
  for (const [name, counter] of Object.entries(module.counters ?? {})) {
    registerCounter(app, name, counter);
  }
  await module.routes?.(app);
  const { onReady, onClose } = module;
  if (onReady) app.addHook('onReady', onReady);
  if (onClose) app.addHook('onClose', onClose);
}

/**
 * Every module's background jobs on one pg-boss instance: started once the app is ready (not
 * awaited: installing pg-boss's schema must not hold up the start), stopped gracefully before
 * the database closes. Null when jobs are off (`BACKGROUND_JOBS=false`, tests).
 */
function startBackgroundJobs(
  app: FastifyInstance,
  platform: Platform,
  modules: readonly BacklineModule<unknown>[],
): ScheduledJobs | null {
  if (!platform.config.jobs.enabled) return null;
  const jobs = modules.flatMap((module) => module.jobs ?? []);
  const backgroundJobs = createScheduledJobs({
    database: platform.database,
    jobBoss: platform.jobBoss,
    jobs,
    log: app.log,
  });
  app.addHook('onReady', async () => {
    backgroundJobs.start().then(
      () => app.log.info(`background jobs started (${jobs.map((job) => job.queue).join(', ')})`),
      (error: unknown) => app.log.error({ err: error }, 'background jobs failed to start'),
    );
  });
  app.addHook('onClose', async () => {
    await backgroundJobs.stop();
  });
  return backgroundJobs;
}

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
