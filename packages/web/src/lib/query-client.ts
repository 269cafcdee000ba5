import { QueryClient } from '@tanstack/react-query';
import { AppError, type ErrorCode } from '@backline/domain';

/** Failures worth a second try: the network or the server, never a rule or a missing login. */
const RETRYABLE: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'client.network',
  'server.unavailable',
  'server.database_unavailable',
  'server.restarting',
  'server.backend_error',
]);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: (failureCount, error) =>
          failureCount < 2 && error instanceof AppError && RETRYABLE.has(error.code),
        // The device layer's wake-up event refreshes stale data instead (lib/device).
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * For the queries a route's loader prefetches (a detail screen's entity): the loader asked just
 * now, so the screen mounting right after does not ask again when that failed (a 404 is sent
 * once, not twice); the next navigation to the route asks again through its loader.
 */
export const PREFETCHED_BY_ROUTE = { retryOnMount: false } as const;
