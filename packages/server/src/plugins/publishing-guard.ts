import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { assertMayPostUser } from '../modules/bans/bans.service.ts';

/**
 * Whether a request publishes: `true` for every request of the route, or a test of the validated
 * request for a route whose commands differ (a contact relation: only `request` publishes).
 */
export type PublishesFlag = boolean | ((request: FastifyRequest) => boolean);

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /**
     * The route publishes what a user writes (a text others read, an upload, an offer, a
     * message, a topic, a comment): the publishing guard refuses it during a community ban
     * (`moderation.community_ban`), and the authorization matrix checks that its `banned` cell
     * says so (issue 16 item 5).
     */
    publishes?: PublishesFlag;
  }
}

/** Whether this request of a route with `flag` publishes. */
export function requestPublishes(
  flag: PublishesFlag | undefined,
  request: FastifyRequest,
): boolean {
  return typeof flag === 'function' ? flag(request) : flag === true;
}

/** `publishes` for a route whose path parameter `name` tells: only these values publish. */
export const publishesWhenParam =
  (name: string, values: readonly string[]) =>
  (request: FastifyRequest): boolean =>
    values.includes(String((request.params as Record<string, unknown> | undefined)?.[name]));

/** `publishes` for a route whose body field `name` tells: only these values publish. */
export const publishesWhenBody =
  (name: string, values: readonly string[]) =>
  (request: FastifyRequest): boolean =>
    values.includes(String((request.body as Record<string, unknown> | undefined)?.[name]));

export type PublishingGuardOptions = { now?: () => number };

/**
 * The publishing guard of the whole API: a signed-in caller under a community ban is refused
 * every route flagged `config: { publishes }` with `moderation.community_ban` (403, the ban's end
 * in the request's language). It reads the ban loaded with the session (request-context), so it
 * costs no statement; it runs as a preHandler, after authentication, the object-user resolution
 * (a page acting: the ban is the signed-in user's) and validation. Visitors pass on to the
 * route's own 401. Services that need to know about a shadow ban still ask the bans module.
 */
export const publishingGuardPlugin = fp<PublishingGuardOptions>(
  async (app, { now = Date.now }) => {
    app.addHook('preHandler', async (request) => {
      const { user, locale } = request.ctx;
      if (!user || user.communityBanUntil === null) return;
      if (!requestPublishes(request.routeOptions.config.publishes, request)) return;
      assertMayPostUser(user, locale, new Date(now()));
    });
  },
  { name: 'publishing-guard', dependencies: ['request-context', 'object-user'] },
);
