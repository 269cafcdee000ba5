import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { entityRegistryPlugin } from './modules/entities/entities.service.ts';
import { entitiesRoutes } from './modules/entities/entities.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createRateLimiter } from './platform/rate-limiter.ts';
import { createRateLimitRepository } from './platform/rate-limiter.repository.ts';
import { apiHeadersPlugin } from './plugins/api-headers.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { createRequestId, requestContextPlugin } from './plugins/request-context.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Tests may pass their own logger settings (for example `false`). */
  logger?: FastifyServerOptions['logger'];
  /** The rate limiter's clock in milliseconds since the epoch; tests fix it inside a window. */
  now?: () => number;
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

/**
 * The whole HTTP application, without listening: plugins, modules, error handling. The caller
 * owns the database (migrated beforehand) and closes it after the app.
 */
export async function buildApp({
  config,
  database,
  logger,
  now,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    genReqId: createRequestId,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Refuse new requests with 503 while shutting down; in-flight ones finish.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON and form fields only; anything else is 415, not a string body.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);
  app.decorate('database', database);

  const rateLimiter = createRateLimiter(createRateLimitRepository(database.db), {
    now,
    onPruneError: (error) => app.log.warn({ err: error }, 'deleting old rate-limit windows failed'),
  });
  const accounts = createAccountsService(database.db, {
    rateLimiter,
    mailer: createMailer(config, app.log),
    appUrl: config.appUrl,
    onMailError: (error) => app.log.error({ err: error }, 'sending an account mail failed'),
  });

  // Order matters: error handling and headers first, OpenAPI before any route.
  await app.register(errorHandlerPlugin);
  await app.register(requestContextPlugin, { authenticate: accounts.authenticate });
  await app.register(securityPlugin, { appUrl: config.appUrl });
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
  await app.register(entitiesRoutes);

  await app.register(webPlugin, { webDistDir: config.webDistDir });
  return app;
}
