import { useSyncExternalStore } from 'react';

/** Online/offline as the browser reports it (spec: offline shows the blocking dialog). */
function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const getOnline = (): boolean => navigator.onLine;

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, getOnline, () => true);
}
