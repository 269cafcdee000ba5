import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ReportInputSchema,
  ReportListQuerySchema,
  ReportListSchema,
  ReportSchema,
} from '@backline/domain';
import { API_ERROR_RESPONSES, FORM_OR_JSON } from '../../plugins/openapi.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { ReportsService } from './reports.service.ts';

const TAGS = ['reports'];
const SECURITY = [{ bearer: [] }];

/** Reporting content (issue 16 item 3): the report, and the reporter's own list. */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  app.post(
    '/api/reports',
    {
      schema: {
        tags: TAGS,
        summary:
          'Report a profile, page, offer, conversation or message I can see and that is not my ' +
          'own: a reason of the list, details (required for `other`); one open report per ' +
          'subject, 10 an hour',
        security: SECURITY,
        consumes: FORM_OR_JSON,
        body: ReportInputSchema,
        response: { 200: ReportSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireUser(request);
      return reports.report(request.ctx, request.body);
    },
  );

  app.get(
    '/api/reports/mine',
    {
      schema: {
        tags: TAGS,
        summary: 'My reports, newest first, with where each stands (open, in review, decided)',
        security: SECURITY,
        querystring: ReportListQuerySchema,
        response: { 200: ReportListSchema, ...API_ERROR_RESPONSES },
      },
    },
    async (request) => reports.mine(requireUser(request).user.id, request.query.cursor),
  );
};
