import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  AppealListSchema,
  MeasureSchema,
  ModerationHistorySchema,
  ModerationQueueSchema,
  MyMeasuresSchema,
  RejectReportsResultSchema,
  ReportListSchema,
  type AppealDecisionInput,
  type Measure,
  type ModerationActionInput,
  type RejectReportsInput,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

export const MODERATION_KEY = ['moderation'] as const;

/** `GET /api/moderation/queue`: reported subjects, oldest report first, page by page. */
export const moderationQueueQuery = infiniteQueryOptions({
  queryKey: [...MODERATION_KEY, 'queue'],
  queryFn: ({ pageParam, signal }) =>
    apiClient.request('/moderation/queue', {
      query: { cursor: pageParam },
      schema: ModerationQueueSchema,
      signal,
      objectUser: null,
    }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

/** `GET /api/moderation/appeals`: open objections, oldest first. */
export const appealsQuery = queryOptions({
  queryKey: [...MODERATION_KEY, 'appeals'],
  queryFn: ({ signal }) =>
    apiClient.request('/moderation/appeals', {
      schema: AppealListSchema,
      signal,
      objectUser: null,
    }),
});

/** `GET /api/moderation/measures/mine`: the measures that affected me. */
export const myMeasuresQuery = queryOptions({
  queryKey: [...MODERATION_KEY, 'mine'],
  queryFn: ({ signal }) =>
    apiClient.request('/moderation/measures/mine', {
      schema: MyMeasuresSchema,
      signal,
      objectUser: null,
    }),
});

/** `GET /api/reports/mine`: my reports and where they stand, page by page. */
export const myReportsQuery = infiniteQueryOptions({
  queryKey: [...MODERATION_KEY, 'my-reports'],
  queryFn: ({ pageParam, signal }) =>
    apiClient.request('/reports/mine', {
      query: { cursor: pageParam },
      schema: ReportListSchema,
      signal,
      objectUser: null,
    }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

/** After any moderation change: the queue, the objections and my lists load again. */
export const moderationChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: MODERATION_KEY });

/** `POST /api/moderation/actions`. */
export const takeAction = (input: ModerationActionInput): Promise<Measure> =>
  apiClient.request('/moderation/actions', {
    method: 'POST',
    json: input,
    schema: MeasureSchema,
    objectUser: null,
  });

/** `POST /api/moderation/subjects/reject`. */
export const rejectReports = (input: RejectReportsInput) =>
  apiClient.request('/moderation/subjects/reject', {
    method: 'POST',
    json: input,
    schema: RejectReportsResultSchema,
    objectUser: null,
  });

/** `POST /api/moderation/measures/{id}/appeal`. */
export const objectToMeasure = (id: string, text: string): Promise<Measure> =>
  apiClient.request(`/moderation/measures/${encodeURIComponent(id)}/appeal`, {
    method: 'POST',
    json: { text },
    schema: MeasureSchema,
    objectUser: null,
  });

/** `POST /api/moderation/appeals/{id}/decide`. */
export const decideAppeal = (id: string, input: AppealDecisionInput): Promise<Measure> =>
  apiClient.request(`/moderation/appeals/${encodeURIComponent(id)}/decide`, {
    method: 'POST',
    json: input,
    schema: MeasureSchema,
    objectUser: null,
  });

/** `GET /api/moderation/history`, saved as a JSON file (the browser's download). */
export async function downloadHistory(fileName: string): Promise<void> {
  const history = await apiClient.request('/moderation/history', {
    schema: ModerationHistorySchema,
    objectUser: null,
  });
  const blob = new Blob([`${JSON.stringify(history, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
