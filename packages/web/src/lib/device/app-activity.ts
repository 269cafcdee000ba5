import { WAKE_UP_AFTER_INACTIVE_MS } from '@backline/domain';

/**
 * The app is active while its page is visible and focused. Returning to active after more than
 * `WAKE_UP_AFTER_INACTIVE_MS` inactive emits a wake-up (spec section 4, device and session).
 */
export type ActivityOptions = {
  onWakeUp: (inactiveForMs: number) => void;
  onChange?: (active: boolean) => void;
  now?: () => number;
  wakeUpAfterMs?: number;
};

export function watchAppActivity(options: ActivityOptions): () => void {
  const now = options.now ?? (() => Date.now());
  const threshold = options.wakeUpAfterMs ?? WAKE_UP_AFTER_INACTIVE_MS;
  let active = document.visibilityState !== 'hidden';
  let inactiveSince: number | null = active ? null : now();

  const setActive = (next: boolean) => {
    if (next === active) return;
    active = next;
    options.onChange?.(next);
    if (!next) {
      inactiveSince = now();
      return;
    }
    const inactiveFor = inactiveSince === null ? 0 : now() - inactiveSince;
    inactiveSince = null;
    if (inactiveFor > threshold) options.onWakeUp(inactiveFor);
  };

  const onVisibility = () => setActive(document.visibilityState !== 'hidden');
  const onFocus = () => setActive(true);
  const onBlur = () => setActive(false);

  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('focus', onFocus);
  window.addEventListener('blur', onBlur);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('focus', onFocus);
    window.removeEventListener('blur', onBlur);
  };
}
