import { queryOptions } from '@tanstack/react-query';
import {
  GemaCompletionSchema,
  GemaStatusSchema,
  GemaVerificationStartedSchema,
  type CompleteGemaVerificationInput,
  type GemaBadgeVisibility,
  type GemaCompletion,
  type GemaStatus,
  type GemaVerificationStarted,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

export const GEMA_QUERY_KEY = ['gema'] as const;

export const fetchGemaStatus = (signal?: AbortSignal): Promise<GemaStatus> =>
  apiClient.request('/gema', { schema: GemaStatusSchema, signal });

/** The user's own status (`GET /api/gema`), shared by the screen and its route's prefetch. */
export const gemaStatusQuery = queryOptions({
  queryKey: GEMA_QUERY_KEY,
  queryFn: ({ signal }) => fetchGemaStatus(signal),
});

export const startGemaVerification = (memberNumber: string): Promise<GemaVerificationStarted> =>
  apiClient.request('/gema/verifications', {
    method: 'POST',
    json: { memberNumber },
    schema: GemaVerificationStartedSchema,
  });

export const completeGemaVerification = (
  input: CompleteGemaVerificationInput,
): Promise<GemaCompletion> =>
  apiClient.request('/gema/complete', {
    method: 'POST',
    json: input,
    schema: GemaCompletionSchema,
  });

export const unlinkGema = (): Promise<GemaStatus> =>
  apiClient.request('/gema', { method: 'DELETE', schema: GemaStatusSchema });

export const saveGemaBadge = (visibility: GemaBadgeVisibility): Promise<GemaStatus> =>
  apiClient.request('/gema/badge', {
    method: 'PUT',
    json: { visibility },
    schema: GemaStatusSchema,
  });
