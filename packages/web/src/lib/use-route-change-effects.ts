import { ROUTE_SCROLL_DELAY_MS } from '@backline/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Whether the focus is in a field the person types in. A screen can come a moment after its
 * address (its code loads first): whoever began typing meanwhile, in the top bar's search say,
 * keeps the field.
 */
const typingInAField = () => {
  const active = document.activeElement;
  return (
    active instanceof HTMLElement &&
    (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName))
  );
};

/**
 * After moving to another screen (not on back/forward), scroll to the top after 200 ms
 * (spec section 2) and move focus to `<main>` so screen readers start at the new content,
 * unless the person is typing in a field by then.
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
    if (!typingInAField()) document.getElementById(mainId)?.focus({ preventScroll: true });
    const timer = setTimeout(() => {
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }, ROUTE_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, navigationType, mainId]);
}
