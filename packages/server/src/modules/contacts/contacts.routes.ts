import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactCommandInputSchema,
  ContactListQuerySchema,
  ContactListSchema,
  ContactRelationSchema,
  ContactUserParamsSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import { publishesWhenBody } from '../../plugins/publishing-guard.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { ContactListsService } from './contact-lists.service.ts';
import type { ContactRelationsService } from './contact-relations.service.ts';

export type ContactsRoutesOptions = {
  lists: ContactListsService;
  relations: ContactRelationsService;
};

const TAGS = ['contacts'];
const SECURITY = [{ bearer: [] }];

/** `/user/contacts`: the signed-in user's contact lists and their relation with one user. */
export const contactsRoutes: FastifyPluginAsyncZod<ContactsRoutesOptions> = async (
  app,
  { lists, relations },
) => {
  app.get(
    '/api/user/contacts',
    {
      schema: {
        tags: TAGS,
        summary:
          'One of my contact lists (confirmed, incoming, outgoing, blocked), newest first, ' +
          'searched by name, paged by `cursor`; with the size of every list',
        security: SECURITY,
        querystring: ContactListQuerySchema,
        response: { 200: ContactListSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return lists.list(user.id, request.query);
    },
  );

  app.get(
    '/api/user/contacts/:userId',
    {
      schema: {
        tags: TAGS,
        summary:
          'My contact relation with a user and the commands I may give; 404 for an account ' +
          'not in use',
        security: SECURITY,
        params: ContactUserParamsSchema,
        response: { 200: ContactRelationSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return relations.relation(user.id, request.params.userId);
    },
  );

  app.post(
    '/api/user/contacts/:userId',
    {
      config: { publishes: publishesWhenBody('command', ['request']) },
      schema: {
        tags: TAGS,
        summary:
          'A command of the contact relation (request, revoke, confirm, decline, remove, block, ' +
          'unblock). A request needs my public musician profile ' +
          '(`contacts.public_profile_required`) and no block either way (`account.user_blocked`)',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        params: ContactUserParamsSchema,
        body: ContactCommandInputSchema,
        response: { 200: ContactRelationSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return relations.command(user.id, request.params.userId, request.body.command);
    },
  );
};
