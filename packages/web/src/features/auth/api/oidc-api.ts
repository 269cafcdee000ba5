import { queryOptions } from '@tanstack/react-query';
import {
  OidcProvidersResponseSchema,
  OidcStartResponseSchema,
  TokenResponseSchema,
  type OidcProvider,
  type OidcStartResponse,
} from '@backline/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { getDeviceInfo, toHeaderJson } from '../../../lib/device/device-info.ts';

/** `GET /api/oauth/providers`: the external sign-in providers (often none). */
export async function fetchOidcProviders(signal?: AbortSignal): Promise<OidcProvider[]> {
  const { providers } = await apiClient.request('/oauth/providers', {
    schema: OidcProvidersResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return providers;
}

/**
 * The login's external sign-in buttons read it, after the form: `/login` is prerendered and
 * hydrated (prerender.tsx), so no route loader asks for it before the markup is taken over.
 */
export const oidcProvidersQuery = queryOptions({
  queryKey: ['oauth', 'providers'],
  queryFn: ({ signal }) => fetchOidcProviders(signal),
  staleTime: 10 * 60 * 1000,
  retry: false,
});

/** `POST /api/oauth/<provider>/start`: the provider's sign-in address and the flow secret. */
export function startOidcFlow(provider: string): Promise<OidcStartResponse> {
  return apiClient.request(`/oauth/${encodeURIComponent(provider)}/start`, {
    method: 'POST',
    json: {},
    schema: OidcStartResponseSchema,
  });
}

export type OidcCallback = {
  provider: string;
  flow: string;
  /** The query string the provider sent back to `/oauth`. */
  callback: string;
  password?: string;
  otp?: string;
};

/** `POST /api/oauth/<provider>/callback`: completes the sign-in, answers the session token. */
export function completeOidcFlow({
  provider,
  ...fields
}: OidcCallback): Promise<{ token: string }> {
  return apiClient.request(`/oauth/${encodeURIComponent(provider)}/callback`, {
    method: 'POST',
    form: {
      flow: fields.flow,
      callback: fields.callback,
      device: toHeaderJson(getDeviceInfo()),
      ...(fields.password ? { password: fields.password } : {}),
      ...(fields.otp ? { otp: fields.otp } : {}),
    },
    schema: TokenResponseSchema,
  });
}

/** What the browser keeps while it is at the provider (session storage: this tab only). */
export type PendingOidcFlow = { provider: string; flow: string; redirect: string | null };

const PENDING_KEY = 'backline_oidc_flow';

export function savePendingFlow(pending: PendingOidcFlow): void {
  window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
}

/** The pending flow, removed from storage: it is good for one callback. */
export function takePendingFlow(): PendingOidcFlow | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingOidcFlow>;
    return typeof value.provider === 'string' && typeof value.flow === 'string'
      ? {
          provider: value.provider,
          flow: value.flow,
          redirect: typeof value.redirect === 'string' ? value.redirect : null,
        }
      : null;
  } catch {
    return null;
  }
}
