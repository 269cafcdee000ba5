/**
 * The login route's parameters this feature answers (tiny on purpose: the login screen imports it
 * and lazy-loads the flow only when one is present). The mailed links are `/login?reactivate=<token>`
 * and `/login?restore=<token>`; after deactivating or deleting, the client lands on
 * `/login?farewell=deactivated` or `/login?farewell=deleted&purge=<ISO date>`.
 */
export const LIFECYCLE_PARAMS = ['reactivate', 'restore', 'farewell'] as const;

export const hasLifecycleParam = (params: URLSearchParams): boolean =>
  LIFECYCLE_PARAMS.some((name) => params.has(name));

export const farewellPath = (kind: 'deactivated' | 'deleted', purgeAt?: string): string =>
  `/login?${new URLSearchParams(
    kind === 'deleted' && purgeAt ? { farewell: kind, purge: purgeAt } : { farewell: kind },
  ).toString()}`;
