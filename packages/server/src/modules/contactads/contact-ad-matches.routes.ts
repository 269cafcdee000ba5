import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactAdIdParamsSchema,
  ContactAdMatchPageSchema,
  ContactAdMatchesQuerySchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { typedAnswerSerializer } from '../../plugins/typed-answers.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { ContactAdMatchesService } from './contact-ad-matches.service.ts';

const TAGS = ['contactads'];
const SECURITY = [{ bearer: [] }];

export type ContactAdMatchesRoutesOptions = { matches: ContactAdMatchesService };

/** The matches of my contact ads (issue 18 item 4): members only, my own ads only. */
export const contactAdMatchesRoutes: FastifyPluginAsyncZod<ContactAdMatchesRoutesOptions> = async (
  app,
  { matches },
) => {
  app.get(
    '/api/contactads/matches',
    {
      schema: {
        tags: TAGS,
        summary: 'The matches of all my live contact ads, best first (marks them seen)',
        security: SECURITY,
        querystring: ContactAdMatchesQuerySchema,
        response: { 200: ContactAdMatchPageSchema, ...API_ERROR_RESPONSES },
      },
      // `presentMatchPage` is typed by the schema; the test checks an answer against it.
      serializerCompiler: typedAnswerSerializer,
    },
    async (request) => matches.ofViewer(requireUser(request).user.id, request.query),
  );

  app.get(
    '/api/contactads/:id/matches',
    {
      schema: {
        tags: TAGS,
        summary:
          'The matches of one of my contact ads, best first (marks them seen); 403 for another’s',
        security: SECURITY,
        params: ContactAdIdParamsSchema,
        querystring: ContactAdMatchesQuerySchema,
        response: { 200: ContactAdMatchPageSchema, ...API_ERROR_RESPONSES },
      },
      // `presentMatchPage` is typed by the schema; the test checks an answer against it.
      serializerCompiler: typedAnswerSerializer,
    },
    async (request) => matches.ofAd(requireUser(request).user.id, request.params.id, request.query),
  );
};
