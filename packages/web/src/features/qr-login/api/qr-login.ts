import {
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

export type ScannedCode = { id: string; code: string };

/** `GET /api/qrlogin/{id}/details?code=`: which browser asks (signed in). */
export function fetchQrDetails({ id, code }: ScannedCode): Promise<QrChallengeDetails> {
  return apiClient.request(`/qrlogin/${encodeURIComponent(id)}/details`, {
    query: { code },
    schema: QrChallengeDetailsSchema,
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
