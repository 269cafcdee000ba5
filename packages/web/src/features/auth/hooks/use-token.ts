import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from '../../../lib/session-storage.ts';

/** The stored session token; re-renders on sign-in and sign-out, also from other tabs. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
