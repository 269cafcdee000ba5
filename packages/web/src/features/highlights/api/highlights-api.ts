import { queryOptions } from '@tanstack/react-query';
import {
  HighlightCandidatesSchema,
  HighlightListSchema,
  HighlightOrderSchema,
  HighlightRemovedSchema,
  HighlightSchema,
  type AddHighlightInput,
  type HighlightKind,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

export const HIGHLIGHTS_KEY = ['highlights'] as const;

/** `GET /api/highlights`: the list everyone sees, and whether the viewer edits it. */
export const highlightsQuery = queryOptions({
  queryKey: [...HIGHLIGHTS_KEY, 'list'] as const,
  queryFn: ({ signal }) =>
    apiClient.request('/highlights', { schema: HighlightListSchema, signal }),
});

/** `GET /api/highlights/candidates`: pages or offers an editor can add. */
export const highlightCandidatesQuery = (kind: HighlightKind, q: string) =>
  queryOptions({
    queryKey: [...HIGHLIGHTS_KEY, 'candidates', kind, q] as const,
    queryFn: ({ signal }) =>
      apiClient.request(`/highlights/candidates?kind=${kind}&q=${encodeURIComponent(q)}`, {
        schema: HighlightCandidatesSchema,
        signal,
      }),
    enabled: q.trim().length > 0,
  });

export const addHighlight = (input: AddHighlightInput) =>
  apiClient.request('/highlights', { method: 'POST', json: input, schema: HighlightSchema });

export const moveHighlight = (id: string, direction: 'up' | 'down') =>
  apiClient.request(`/highlights/${id}/move`, {
    method: 'POST',
    json: { direction },
    schema: HighlightOrderSchema,
  });

export const removeHighlight = (id: string) =>
  apiClient.request(`/highlights/${id}`, { method: 'DELETE', schema: HighlightRemovedSchema });
