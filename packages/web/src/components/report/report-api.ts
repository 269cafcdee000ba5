import { ReportSchema, type Report, type ReportInput } from '@backline/domain';
import { apiClient } from '../../lib/api-client.ts';

/**
 * `POST /api/reports`. Reports are the member's own: no request carries the tab's acting page
 * (a page does not report).
 */
export const createReport = (input: ReportInput): Promise<Report> =>
  apiClient.request('/reports', {
    method: 'POST',
    json: input,
    schema: ReportSchema,
    objectUser: null,
  });
