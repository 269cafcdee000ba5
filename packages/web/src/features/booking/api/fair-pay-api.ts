import { queryOptions } from '@tanstack/react-query';
import { FairPayFiguresSchema } from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

// A module of its own: only the venue and organizer pages' card loads the figures' schema.

/** `GET /api/pages/{id}/fair-pay`: a venue's or organizer's fair-pay figures (or why none). */
export const fairPayQuery = (pageId: string) =>
  queryOptions({
    queryKey: ['booking', 'fair-pay', pageId] as const,
    queryFn: ({ signal }) =>
      apiClient.request(`/pages/${encodeURIComponent(pageId)}/fair-pay`, {
        schema: FairPayFiguresSchema,
        signal,
      }),
  });
