/**
 * Lets code outside React (the API client's 401 handling) navigate inside the single-page app.
 * The app registers the router's navigate function at start; before that, the browser navigates.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function registerNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

/** `/login?redirect=<path+query>` for the current or a given location. */
export function loginPath(redirectTo?: string): string {
  const target = redirectTo ?? `${window.location.pathname}${window.location.search}`;
  if (target === '/' || target === '' || target.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(target)}`;
}

/**
 * A `redirect` query value is followed only when it is a path of this app: it must start with a
 * single slash (no `//host`, no scheme), so a crafted link cannot send a user elsewhere.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}
