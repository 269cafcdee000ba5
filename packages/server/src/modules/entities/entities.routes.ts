import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeParse } from 'zod/v4/core';
import {
  AppError,
  CounterRequestSchema,
  CountersResponseSchema,
  DeletedSchema,
  EntityParamsSchema,
  EntityQuerySchema,
  EntitySchema,
  type Counters,
} from '@backline/domain';
import { requireUser } from '../../plugins/request-context.ts';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import { typedAnswerSerializer } from '../../plugins/typed-answers.ts';
import type { VisitorAnswers } from '../../platform/answers/visitor-answers.ts';

/**
 * The spec's generic endpoints. Static routes (`/api/user/me`) win over these parametric ones in
 * Fastify's router, so modules can keep their own paths under a type's prefix.
 */
export const entitiesRoutes: FastifyPluginAsyncZod<{ visitorAnswers: VisitorAnswers }> = async (
  app,
  { visitorAnswers },
) => {
  const { types, counters } = app.entityRegistry;

  const typeOf = (type: string) => {
    const entityType = types.get(type);
    if (!entityType) throw new AppError('request.unknown_type', { field: 'type' });
    return entityType;
  };

  app.get(
    '/api/:type/:id',
    {
      schema: {
        tags: ['entities'],
        summary: 'Load one entity of any registered type (detail pages, prefetch)',
        params: EntityParamsSchema,
        querystring: EntityQuerySchema,
        response: { 200: EntitySchema, ...API_ERROR_RESPONSES },
      },
      // The handler has already checked the answer against the type's own, exact schema;
      // encoding it again against the generic one only cost time (about 7 % of the gig detail's
      // throughput). Error answers keep the app's serializer.
      serializerCompiler: typedAnswerSerializer,
    },
    async (request, reply) => {
      const entityType = typeOf(request.params.type);
      const load = async () => {
        const entity = await entityType.get(request.ctx, request.params.id, request.query.page);
        if (!entity) throw new AppError('request.entity_not_found');
        // The type's own schema decides what leaves the server. A mismatch is our bug (500), not
        // the caller's input (which a plain ZodError would be taken for).
        const presented = safeParse(entityType.schema, entity);
        if (!presented.success) {
          throw new Error(`The ${request.params.type} entity does not match its schema`, {
            cause: presented.error,
          });
        }
        return presented.data;
      };
      return entityType.sameForEveryVisitor ? visitorAnswers.answer(request, reply, load) : load();
    },
  );

  app.delete(
    '/api/:type/:id',
    {
      schema: {
        tags: ['entities'],
        summary: 'Delete one entity of a registered type that supports deletion',
        security: [{ bearer: [] }],
        params: EntityParamsSchema,
        response: { 200: DeletedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const entityType = typeOf(request.params.type);
      if (!entityType.delete) throw new AppError('request.method_not_allowed');
      const deleted = await entityType.delete(request.ctx, request.params.id);
      if (!deleted) throw new AppError('request.entity_not_found');
      return { deleted: true as const };
    },
  );

  app.post(
    '/api/resource/counter',
    {
      schema: {
        tags: ['entities'],
        summary: 'Navigation counters for the signed-in user (all registered when none named)',
        security: [{ bearer: [] }],
        consumes: FORM_OR_JSON,
        body: CounterRequestSchema,
        response: { 200: CountersResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      const asked = request.body.counter?.split(',');
      const wanted = asked ? [...new Set(asked)] : [...counters.keys()];
      // Names nobody registered are left out rather than refused: the web may ask ahead.
      const known = wanted.flatMap((name) => {
        const count = counters.get(name);
        return count ? [{ name, count }] : [];
      });
      const values = await Promise.all(known.map(({ count }) => count(request.ctx)));
      const result: Counters = {};
      known.forEach(({ name }, index) => {
        result[name] = values[index] ?? 0;
      });
      return { counters: result };
    },
  );
};
