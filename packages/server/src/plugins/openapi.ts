import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { ApiErrorSchema, AppError, CLIENT_VERSION } from '@backline/domain';
import { openApiRegistry } from './openapi-schemas.ts';

export const DOCS_PREFIX = '/api/docs';

/** Every API route documents (and serializes) its rejections with the one error schema. */
/** Routes that take the spec's form fields also take JSON. */
export const FORM_OR_JSON = ['application/x-www-form-urlencoded', 'application/json'];

export const API_ERROR_RESPONSES = { '4xx': ApiErrorSchema, '5xx': ApiErrorSchema } as const;

export type OpenApiOptions = {
  appUrl: string;
  /** False (`API_DOCS=false`): no documentation is served; /api/docs answers 404. */
  enabled: boolean;
};

/**
 * OpenAPI 3.1 generated from the routes' zod schemas (domain package), served as JSON at
 * /api/docs/json and browsable at /api/docs. Named components come from `openApiRegistry`
 * (openapi-schemas.ts). Must be registered before any route.
 */
export const openApiPlugin = fp<OpenApiOptions>(
  async (app, { appUrl, enabled }) => {
    if (!enabled) {
      // Said outright, so that no other API route (`/api/:type/:id`) answers for the docs' paths.
      const notFound = async () => {
        throw new AppError('request.not_found');
      };
      app.get(DOCS_PREFIX, { schema: { hide: true } }, notFound);
      app.get(`${DOCS_PREFIX}/*`, { schema: { hide: true } }, notFound);
      return;
    }
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Backline API',
          description:
            'The API of Backline, the community and marketplace for the music industry. ' +
            'Sign in with `POST /api/token` and send the token as `Authorization: Bearer <token>`. ' +
            'Every rejection has the body `{ code, message, field? }` with a status above 400.',
          version: CLIENT_VERSION,
        },
        servers: [{ url: appUrl }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', description: 'Opaque session token' },
          },
        },
      },
      transform: createJsonSchemaTransform({
        schemaRegistry: openApiRegistry,
        skipList: [
          `${DOCS_PREFIX}/`,
          `${DOCS_PREFIX}/json`,
          `${DOCS_PREFIX}/yaml`,
          `${DOCS_PREFIX}/static/*`,
          `${DOCS_PREFIX}/*`,
        ],
      }),
      transformObject: createJsonSchemaTransformObject({ schemaRegistry: openApiRegistry }),
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // The component list repeats every schema as input and output: hide it.
      uiConfig: { deepLinking: true, defaultModelsExpandDepth: -1 },
    });
  },
  { name: 'openapi' },
);
