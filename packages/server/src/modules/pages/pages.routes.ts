import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePageInputSchema,
  CreatePageInviteInputSchema,
  CreatedPageInviteSchema,
  DeletedSchema,
  FollowStateSchema,
  FollowedPagesSchema,
  InviteTokenParamsSchema,
  MyPagesSchema,
  OwnershipRequestInputSchema,
  OwnershipRequestStateSchema,
  OwnershipRequestsSchema,
  PageBlocksSchema,
  PageCommandDoneSchema,
  PageIdParamsSchema,
  PageInvitePreviewSchema,
  PageInviteParamsSchema,
  PageInvitesSchema,
  PageJoinedSchema,
  PageSchema,
  PageUserParamsSchema,
  ResolvedShortUrlSchema,
  ShortUrlParamsSchema,
  TransferOwnershipInputSchema,
  UpdatePageInputSchema,
  UrlnameAvailabilityQuerySchema,
  UrlnameAvailabilitySchema,
  UrlnameParamsSchema,
  AppError,
  VenueSearchQuerySchema,
  VenueSearchResponseSchema,
} from '@backline/domain';
import type { FastifyRequest } from 'fastify';
import { API_ERROR_RESPONSES } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { PagesService } from './pages.service.ts';

export type PagesRoutesOptions = { pages: PagesService };

const TAGS = ['pages'];
const SECURITY = [{ bearer: [] }];
const userIdOf = (request: FastifyRequest): string => requireUser(request).user.id;
const DONE = { done: true as const };

/**
 * Pages (spec sections 3, 4, 6): create, edit, delete, addresses and short URLs, the team,
 * ownership, invite links, blocks and follows. The API is described in docs/decisions.md, 20.
 */
export const pagesRoutes: FastifyPluginAsyncZod<PagesRoutesOptions> = async (app, { pages }) => {
  app.post(
    '/api/pages',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a page (artist, location, organization); the caller becomes its owner',
        security: SECURITY,
        body: CreatePageInputSchema,
        response: { 201: PageSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const page = await pages.create(userIdOf(request), request.body);
      return reply.code(201).send(page);
    },
  );

  app.patch(
    '/api/pages/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Edit a page (owner and admins)',
        security: SECURITY,
        params: PageIdParamsSchema,
        body: UpdatePageInputSchema,
        response: { 200: PageSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => pages.update(userIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/pages/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a page (owner only)',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: DeletedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      if (!(await pages.remove(userId, request.params.id))) {
        throw new AppError('request.entity_not_found');
      }
      return { deleted: true as const };
    },
  );

  app.get(
    '/api/pages/urlname/:urlname/availability',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether a page address is valid and free (`pageId`: the page that may keep it)',
        security: SECURITY,
        params: UrlnameParamsSchema,
        querystring: UrlnameAvailabilityQuerySchema,
        response: { 200: UrlnameAvailabilitySchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      return pages.urlnameAvailability(request.params.urlname, request.query.pageId);
    },
  );

  app.get(
    '/api/resolve/:shortUrl',
    {
      schema: {
        tags: TAGS,
        summary: 'Resolve a short URL `/{shortUrl}`: a page address, a page id or a user id',
        params: ShortUrlParamsSchema,
        response: { 200: ResolvedShortUrlSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => pages.resolve(request.params.shortUrl),
  );

  app.get(
    '/api/pages/venues',
    {
      schema: {
        tags: TAGS,
        summary:
          'Search venues and organizations by name (the offer form): prefix, word prefix, then ' +
          'any part of the name',
        security: SECURITY,
        querystring: VenueSearchQuerySchema,
        response: { 200: VenueSearchResponseSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      userIdOf(request);
      return { venues: await pages.searchVenues(request.query) };
    },
  );

  app.get(
    '/api/user/pages',
    {
      schema: {
        tags: TAGS,
        summary: "The caller's pages with their role (sender picker: those with canActAs)",
        security: SECURITY,
        response: { 200: MyPagesSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => ({ pages: await pages.pagesOfUser(userIdOf(request)) }),
  );

  app.get(
    '/api/user/following',
    {
      schema: {
        tags: TAGS,
        summary: 'Pages the caller follows, newest first (dashboard)',
        security: SECURITY,
        response: { 200: FollowedPagesSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => pages.followedPages(userIdOf(request)),
  );

  app.post(
    '/api/pages/:id/follow',
    {
      schema: {
        tags: TAGS,
        summary: 'Follow a page',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: FollowStateSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => pages.follow(userIdOf(request), request.params.id),
  );

  app.delete(
    '/api/pages/:id/follow',
    {
      schema: {
        tags: TAGS,
        summary: 'Stop following a page',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: FollowStateSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => pages.unfollow(userIdOf(request), request.params.id),
  );

  // ---- Team: see page-team.routes.ts; blocks and transfer stay here ----

  app.get(
    '/api/pages/:id/blocks',
    {
      schema: {
        tags: TAGS,
        summary: 'Users the page has blocked (owner and admins)',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: PageBlocksSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => pages.listBlocks(userIdOf(request), request.params.id),
  );

  app.post(
    '/api/pages/:id/blocks/:userId',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove and block a user (or block someone outside the team)',
        security: SECURITY,
        params: PageUserParamsSchema,
        response: { 200: PageCommandDoneSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await pages.block(userIdOf(request), request.params.id, request.params.userId);
      return DONE;
    },
  );

  app.delete(
    '/api/pages/:id/blocks/:userId',
    {
      schema: {
        tags: TAGS,
        summary: 'Unblock a user',
        security: SECURITY,
        params: PageUserParamsSchema,
        response: { 200: PageCommandDoneSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await pages.unblock(userIdOf(request), request.params.id, request.params.userId);
      return DONE;
    },
  );

  app.post(
    '/api/pages/:id/transfer',
    {
      schema: {
        tags: TAGS,
        summary: 'Transfer ownership to a team member (owner); the old owner becomes admin',
        security: SECURITY,
        params: PageIdParamsSchema,
        body: TransferOwnershipInputSchema,
        response: { 200: PageSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => pages.transfer(userIdOf(request), request.params.id, request.body.userId),
  );

  // ---- Ownership requests ----

  app.post(
    '/api/pages/:id/ownership-request',
    {
      schema: {
        tags: TAGS,
        summary: 'Ask to become the owner of the page',
        security: SECURITY,
        params: PageIdParamsSchema,
        body: OwnershipRequestInputSchema,
        response: { 200: OwnershipRequestStateSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      pages.requestOwnership(userIdOf(request), request.params.id, request.body.message),
  );

  app.delete(
    '/api/pages/:id/ownership-request',
    {
      schema: {
        tags: TAGS,
        summary: 'Withdraw my ownership request',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: OwnershipRequestStateSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => pages.withdrawOwnershipRequest(userIdOf(request), request.params.id),
  );

  app.get(
    '/api/pages/:id/ownership-requests',
    {
      schema: {
        tags: TAGS,
        summary: 'Open ownership requests (owner)',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: OwnershipRequestsSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => pages.listOwnershipRequests(userIdOf(request), request.params.id),
  );

  app.post(
    '/api/pages/:id/ownership-requests/:userId/accept',
    {
      schema: {
        tags: TAGS,
        summary: 'Accept an ownership request: the page passes to the requester (owner)',
        security: SECURITY,
        params: PageUserParamsSchema,
        response: { 200: PageSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      pages.acceptOwnershipRequest(userIdOf(request), request.params.id, request.params.userId),
  );

  app.delete(
    '/api/pages/:id/ownership-requests/:userId',
    {
      schema: {
        tags: TAGS,
        summary: 'Decline an ownership request (owner)',
        security: SECURITY,
        params: PageUserParamsSchema,
        response: { 200: PageCommandDoneSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await pages.declineOwnershipRequest(
        userIdOf(request),
        request.params.id,
        request.params.userId,
      );
      return DONE;
    },
  );

  // ---- Invite links ----

  app.post(
    '/api/pages/:id/invites',
    {
      schema: {
        tags: TAGS,
        summary: 'Create an invite link (owner and admins); the token is shown only here',
        security: SECURITY,
        params: PageIdParamsSchema,
        body: CreatePageInviteInputSchema,
        response: { 201: CreatedPageInviteSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const created = await pages.createInvite(userIdOf(request), request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/pages/:id/invites',
    {
      schema: {
        tags: TAGS,
        summary: 'Invite links of the page (owner and admins)',
        security: SECURITY,
        params: PageIdParamsSchema,
        response: { 200: PageInvitesSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => pages.listInvites(userIdOf(request), request.params.id),
  );

  app.delete(
    '/api/pages/:id/invites/:inviteId',
    {
      schema: {
        tags: TAGS,
        summary: 'Revoke an invite link (owner and admins)',
        security: SECURITY,
        params: PageInviteParamsSchema,
        response: { 200: PageCommandDoneSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      await pages.revokeInvite(userIdOf(request), request.params.id, request.params.inviteId);
      return DONE;
    },
  );

  app.get(
    '/api/pages/invites/:token',
    {
      schema: {
        tags: TAGS,
        summary: 'What an invite link offers (page and role), before accepting',
        security: SECURITY,
        params: InviteTokenParamsSchema,
        response: { 200: PageInvitePreviewSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      return pages.previewInvite(request.params.token);
    },
  );

  app.post(
    '/api/pages/invites/:token/accept',
    {
      schema: {
        tags: TAGS,
        summary: 'Join the team through an invite link',
        security: SECURITY,
        params: InviteTokenParamsSchema,
        response: { 200: PageJoinedSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => pages.acceptInvite(userIdOf(request), request.params.token),
  );
};
