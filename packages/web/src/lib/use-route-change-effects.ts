import { ROUTE_SCROLL_DELAY_MS } from '@backline/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * After moving to another screen (not on back/forward), scroll to the top after 200 ms
 * (spec section 2) and move focus to `<main>` so screen readers start at the new content.
 */
export function useRouteChangeEffects(mainId = 'main'): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'POP') return;
    document.getElementById(mainId)?.focus({ preventScroll: true });
    const timer = setTimeout(() => {
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }, ROUTE_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, navigationType, mainId]);
}
