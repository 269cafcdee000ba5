import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppealDecisionInputSchema,
  AppealInputSchema,
  AppealListSchema,
  MeasureParamsSchema,
  MeasureSchema,
  ModerationActionInputSchema,
  ModerationHistorySchema,
  ModerationQueueQuerySchema,
  ModerationQueueSchema,
  MyMeasuresSchema,
  RejectReportsInputSchema,
  RejectReportsResultSchema,
} from '@backline/domain';
import { requireSiteRole } from '../../plugins/authorization.ts';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { ModerationServices } from './moderation.module.ts';

const tags = ['moderation'];
const security = [{ bearer: [] }];

/** The file name of the history download. */
export const HISTORY_FILE_NAME = 'backline-moderation-history.json';

/**
 * Moderation (issue 16 items 4, 6, 7): the queue and the objections for site moderators and
 * admins with two-factor sign-in; actions also for a subject's own moderators (the service
 * checks); the affected user's measures, objection and history.
 */
export const moderationRoutes: FastifyPluginAsyncZod<ModerationServices> = async (
  app,
  { actions, queue, appeals },
) => {
  app.get(
    '/api/moderation/queue',
    {
      schema: {
        tags,
        summary:
          'Reported subjects with open reports, oldest report first (keyset paged): the content ' +
          'in context, its reports, the actions available, earlier measures (moderators)',
        security,
        querystring: ModerationQueueQuerySchema,
        response: { 200: ModerationQueueSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireSiteRole(request, 'moderator');
      return queue.queue(user, request.query.cursor);
    },
  );

  app.post(
    '/api/moderation/actions',
    {
      schema: {
        tags,
        summary:
          'Take a measure on a subject with a reason: a content action of its kind, or a user ' +
          'measure on its author (site moderators; content actions also its own moderators); ' +
          'upholds its open reports, tells the affected user and the reporters',
        security,
        consumes: FORM_OR_JSON,
        body: ModerationActionInputSchema,
        response: { 200: MeasureSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => actions.act(requireUser(request).user, request.body),
  );

  app.post(
    '/api/moderation/subjects/reject',
    {
      schema: {
        tags,
        summary:
          "Reject the subject's open reports with a reason (nothing against the rules); the " +
          'reporters are told',
        security,
        consumes: FORM_OR_JSON,
        body: RejectReportsInputSchema,
        response: { 200: RejectReportsResultSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => actions.reject(requireUser(request).user, request.body),
  );

  app.get(
    '/api/moderation/measures/mine',
    {
      schema: {
        tags,
        summary: 'The moderation measures that affected me, newest first, with their objections',
        security,
        response: { 200: MyMeasuresSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => appeals.mine(requireUser(request).user.id),
  );

  app.post(
    '/api/moderation/measures/:id/appeal',
    {
      schema: {
        tags,
        summary: 'Object to a measure that affected me, once, with a text',
        security,
        consumes: FORM_OR_JSON,
        params: MeasureParamsSchema,
        body: AppealInputSchema,
        response: { 200: MeasureSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      appeals.object(requireUser(request).user.id, request.params.id, request.body.text),
  );

  app.get(
    '/api/moderation/appeals',
    {
      schema: {
        tags,
        summary: 'Open objections, oldest first, with the measure and the content (moderators)',
        security,
        response: { 200: AppealListSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => queue.appeals(requireSiteRole(request, 'moderator').user),
  );

  app.post(
    '/api/moderation/appeals/:id/decide',
    {
      schema: {
        tags,
        summary:
          'Decide an objection with a reason: upheld (the measure stands) or overturned (it is ' +
          'reversed); not by the moderator who took the measure',
        security,
        consumes: FORM_OR_JSON,
        params: MeasureParamsSchema,
        body: AppealDecisionInputSchema,
        response: { 200: MeasureSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) =>
      appeals.decide(requireSiteRole(request, 'moderator').user, request.params.id, request.body),
  );

  app.get(
    '/api/moderation/history',
    {
      schema: {
        tags,
        summary: 'My moderation history as a JSON file: measures, objections, my reports',
        security,
        response: { 200: ModerationHistorySchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const history = await appeals.history(requireUser(request).user.id);
      reply.header('content-disposition', `attachment; filename="${HISTORY_FILE_NAME}"`);
      reply.header('cache-control', 'no-store');
      return history;
    },
  );
};
