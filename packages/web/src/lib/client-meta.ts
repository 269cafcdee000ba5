import { useSyncExternalStore } from 'react';
import { API_RESPONSE_HEADERS } from '@backline/domain';

/** What the server says about the client in the headers of a 200 answer (spec section 7). */
export type ClientMeta = {
  clientVersion: string | null;
  renderMode: string | null;
  irFlag: string | null;
};

let meta: ClientMeta = { clientVersion: null, renderMode: null, irFlag: null };
const listeners = new Set<() => void>();

export function updateClientMeta(headers: Headers): void {
  const next: ClientMeta = {
    clientVersion: headers.get(API_RESPONSE_HEADERS.clientVersion) ?? meta.clientVersion,
    renderMode: headers.get(API_RESPONSE_HEADERS.renderMode) ?? meta.renderMode,
    irFlag: headers.get(API_RESPONSE_HEADERS.irFlag) ?? meta.irFlag,
  };
  if (
    next.clientVersion === meta.clientVersion &&
    next.renderMode === meta.renderMode &&
    next.irFlag === meta.irFlag
  ) {
    return;
  }
  meta = next;
  for (const listener of listeners) listener();
}

export const getClientMeta = (): ClientMeta => meta;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useClientMeta(): ClientMeta {
  return useSyncExternalStore(subscribe, getClientMeta);
}
