import { useSyncExternalStore } from 'react';

/**
 * Back navigation returns to the last visited list route of spec section 2 (which routes count
 * is marked in the route table); without one, to /home.
 */
export const DEFAULT_BACK_TARGET = '/home';
const STORAGE_KEY = 'backline_back_target';

let target: string | null = null;
const listeners = new Set<() => void>();

function read(): string {
  if (target === null) {
    try {
      target = window.sessionStorage.getItem(STORAGE_KEY);
    } catch {
      target = null;
    }
  }
  return target ?? DEFAULT_BACK_TARGET;
}

export function rememberListRoute(pathWithSearch: string): void {
  if (pathWithSearch === target) return;
  target = pathWithSearch;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, pathWithSearch);
  } catch {
    // Without storage the target lasts for this page view.
  }
  for (const listener of listeners) listener();
}

export const getBackTarget = (): string => read();

export function resetBackTarget(): void {
  target = null;
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to remove
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBackTarget(): string {
  return useSyncExternalStore(subscribe, getBackTarget);
}
