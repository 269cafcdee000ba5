import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ContactAdIdParamsSchema,
  ContactAdInputSchema,
  ContactAdListQuerySchema,
  ContactAdPageSchema,
  ContactAdResponseSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { ContactAdListService } from './contact-ad-list.service.ts';
import type { ContactAdViewer } from './contact-ad-list.sql.ts';
import type { ContactAdsService } from './contact-ads.service.ts';
import type { VisitorAnswers } from '../../platform/answers/visitor-answers.ts';

const TAGS = ['contactads'];
const SECURITY = [{ bearer: [] }];
const PUBLISHES = { publishes: true };

/** The signed-in viewer (401 otherwise). */
export function viewerOf(request: FastifyRequest): ContactAdViewer {
  const { user } = requireUser(request);
  return { id: user.id, shadowBanned: user.shadowBanned };
}

/** The viewer when signed in, null for a visitor. */
export const optionalViewerOf = (request: FastifyRequest): ContactAdViewer | null =>
  request.ctx.user
    ? { id: request.ctx.user.id, shadowBanned: request.ctx.user.shadowBanned }
    : null;

export type ContactAdRouteServices = {
  ads: ContactAdsService;
  list: ContactAdListService;
  visitorAnswers: VisitorAnswers;
};

/**
 * Contact ads (issue 18): create, edit, pause, resume, renew, and the list. The detail and the
 * deletion are the generic entity routes `GET|DELETE /api/contactad/:id`.
 */
export const contactAdsRoutes: FastifyPluginAsyncZod<ContactAdRouteServices> = async (
  app,
  { ads, list, visitorAnswers },
) => {
  app.get(
    '/api/contactads',
    {
      schema: {
        tags: TAGS,
        summary: 'Contact ads, filtered and keyset paged (visitors: the listed ones)',
        querystring: ContactAdListQuerySchema,
        response: { 200: ContactAdPageSchema, ...API_ERROR_RESPONSES },
      },
    },
    // The same for every visitor: kept until an ad (or anything its card shows) changes.
    async (request, reply) =>
      visitorAnswers.answer(request, reply, () =>
        list.list(optionalViewerOf(request), request.query),
      ),
  );

  app.post(
    '/api/contactads',
    {
      config: PUBLISHES,
      schema: {
        tags: TAGS,
        summary: 'Publish a contact ad as oneself or as an artist page (at most 3 per profile)',
        security: SECURITY,
        body: ContactAdInputSchema,
        response: { 201: ContactAdResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const contactAd = await ads.create(viewerOf(request), request.body);
      return reply.code(201).send({ contactAd });
    },
  );

  app.put(
    '/api/contactads/:id',
    {
      config: PUBLISHES,
      schema: {
        tags: TAGS,
        summary: 'Edit a contact ad (its writer, or its page’s owner and admins)',
        security: SECURITY,
        params: ContactAdIdParamsSchema,
        body: ContactAdInputSchema,
        response: { 200: ContactAdResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      contactAd: await ads.edit(viewerOf(request), request.params.id, request.body),
    }),
  );

  const lifecycle = {
    pause: 'Pause a contact ad (out of the list until resumed)',
    resume: 'Resume a paused contact ad',
    renew: 'Renew a contact ad for free (within the reminder period before expiry, or after)',
  } as const;
  for (const [action, summary] of Object.entries(lifecycle) as [keyof typeof lifecycle, string][]) {
    app.post(
      `/api/contactads/:id/${action}`,
      {
        config: PUBLISHES,
        schema: {
          tags: TAGS,
          summary,
          security: SECURITY,
          params: ContactAdIdParamsSchema,
          response: { 200: ContactAdResponseSchema, ...API_ERROR_RESPONSES },
        },
      },
      async (request) => ({
        contactAd: await ads[action](viewerOf(request), request.params.id),
      }),
    );
  }
};
