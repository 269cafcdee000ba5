import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import { EntityParamsSchema, type Entity } from '@backline/domain';
import type { RequestContext } from '../../plugins/request-context.ts';

/**
 * How the generic endpoints `GET|DELETE /api/{type}/{id}` reach one entity type. `get` answers
 * null for an entity that does not exist or that this caller may not see; `delete` answers false
 * when there was nothing to delete and throws `AppError` when the caller may not.
 */
export type EntityType<T extends Entity = Entity> = {
  /** The presented shape; the answer is parsed with it, so nothing else leaks out. */
  schema: $ZodType<T>;
  get(ctx: RequestContext, id: string, page?: number): Promise<T | null>;
  /**
   * A visitor's answer is the same for every visitor, and reading it changes nothing (no view
   * count): servers may keep it until the data changes (platform/answers/visitor-answers.ts).
   */
  sameForEveryVisitor?: boolean;
  delete?(ctx: RequestContext, id: string): Promise<boolean>;
};

/** A navigation counter (spec: `POST /api/resource/counter`) for the signed-in caller. */
export type Counter = (ctx: RequestContext) => Promise<number>;

export type EntityRegistry = {
  types: Map<string, EntityType>;
  counters: Map<string, Counter>;
};

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    entityRegistry: EntityRegistry;
  }
}

const COUNTER_NAME = /^[a-z][a-z0-9_-]*$/;

/** Makes `registerEntityType` and `registerCounter` available to every module after it. */
export const entityRegistryPlugin = fp(
  async (app) => {
    app.decorate('entityRegistry', { types: new Map(), counters: new Map() });
  },
  { name: 'entity-registry' },
);

function registryOf(app: FastifyInstance): EntityRegistry {
  if (!app.hasDecorator('entityRegistry')) {
    throw new Error('Register entityRegistryPlugin before the modules that use it.');
  }
  return app.entityRegistry;
}

/** One entity type as the registry keeps it (the module's own type is checked where it is made). */
export function entityType<T extends Entity>(definition: EntityType<T>): EntityType {
  return definition as unknown as EntityType;
}

/** Lets `GET /api/{type}/{id}` (and `DELETE`, when given) dispatch to a module. */
export function registerEntityType<T extends Entity>(
  app: FastifyInstance,
  type: string,
  entityType: EntityType<T>,
): void {
  if (!EntityParamsSchema.shape.type.safeParse(type).success) {
    throw new Error(`Entity type "${type}" does not fit the {type} route parameter.`);
  }
  const { types } = registryOf(app);
  if (types.has(type)) throw new Error(`Entity type "${type}" is registered twice.`);
  types.set(type, entityType as unknown as EntityType);
}

/** Adds a counter that `POST /api/resource/counter` can answer. */
export function registerCounter(app: FastifyInstance, name: string, counter: Counter): void {
  if (!COUNTER_NAME.test(name)) throw new Error(`Counter name "${name}" is not valid.`);
  const { counters } = registryOf(app);
  if (counters.has(name)) throw new Error(`Counter "${name}" is registered twice.`);
  counters.set(name, counter);
}
