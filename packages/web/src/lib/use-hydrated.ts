import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React takes a prerendered page over (and while prerendering), true after and on
 * every page the client renders itself. A prerendered form keeps its submit button disabled until
 * then, so that an early click neither submits the form natively nor goes unheard.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
