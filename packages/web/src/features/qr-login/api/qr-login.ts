import { queryOptions, skipToken } from '@tanstack/react-query';
import {
  AppError,
  QrApprovedSchema,
  QrChallengeCreatedSchema,
  QrChallengeDetailsSchema,
  QrRejectedSchema,
  QrWaitResultSchema,
  type QrChallengeCreated,
  type QrChallengeDetails,
  type QrWaitResult,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** `POST /api/qrlogin`: a new challenge; the secret stays in this browser's memory. */
export function createQrChallenge(): Promise<QrChallengeCreated> {
  return apiClient.request('/qrlogin', { method: 'POST', schema: QrChallengeCreatedSchema });
}

/** `POST /api/qrlogin/{id}/wait`: held open by the server up to 25 s. */
export function waitForApproval(
  challenge: { id: string; secret: string },
  signal?: AbortSignal,
): Promise<QrWaitResult> {
  return apiClient.request(`/qrlogin/${encodeURIComponent(challenge.id)}/wait`, {
    method: 'POST',
    json: { secret: challenge.secret },
    schema: QrWaitResultSchema,
    ...(signal ? { signal } : {}),
  });
}

/**
 * The waiting browser's long poll: each request is held open up to 25 s and asked again at once
 * while the answer is `pending` (also in a background tab: the phone is in the user's hand).
 * Until it is approved (`token`) or `expired`; a used or unknown challenge is dead at once, a
 * network hiccup is tried again every 2 s while the code is still valid.
 */
export const qrApprovalQuery = (challenge: QrChallengeCreated | null) =>
  queryOptions({
    queryKey: ['qr-login', 'approval', challenge?.id ?? null],
    queryFn: challenge
      ? ({ signal }): Promise<QrWaitResult> => waitForApproval(challenge, signal)
      : skipToken,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && 'status' in data && data.status === 'pending' ? 1 : false;
    },
    refetchIntervalInBackground: true,
    retry: (_failures, error) =>
      !(error instanceof AppError && error.code === 'qr.challenge_invalid') &&
      challenge !== null &&
      Date.now() < Date.parse(challenge.expiresAt),
    retryDelay: 2000,
  });

export type ScannedCode = { id: string; code: string };

/** Which browser asks, for the approval screen; `/qrscan?c=`'s data module starts it. */
export const qrDetailsQuery = (scanned: ScannedCode) =>
  queryOptions({
    queryKey: ['qr-login', 'details', scanned.id, scanned.code],
    queryFn: ({ signal }) => fetchQrDetails(scanned, signal),
    staleTime: Infinity,
  });

/** `GET /api/qrlogin/{id}/details?code=`: which browser asks (signed in). */
export function fetchQrDetails(
  { id, code }: ScannedCode,
  signal?: AbortSignal,
): Promise<QrChallengeDetails> {
  return apiClient.request(`/qrlogin/${encodeURIComponent(id)}/details`, {
    query: { code },
    schema: QrChallengeDetailsSchema,
    ...(signal ? { signal } : {}),
  });
}

export function approveQrChallenge({ id, code }: ScannedCode) {
  return apiClient.request(`/qrlogin/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    json: { code },
    schema: QrApprovedSchema,
  });
}

export function rejectQrChallenge({ id, code }: ScannedCode) {
  return apiClient.request(`/qrlogin/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    json: { code },
    schema: QrRejectedSchema,
  });
}
