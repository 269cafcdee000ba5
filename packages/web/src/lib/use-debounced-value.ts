import { useEffect, useState } from 'react';

/** Typing pauses this long before a search follows it (city search, venue search, gig search). */
export const DEBOUNCE_MS = 300;

/**
 * `value` once it stopped changing for `delayMs`: what a search request should follow while the
 * user types. The one debounce of the web.
 */
export function useDebouncedValue<T>(value: T, delayMs: number = DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
