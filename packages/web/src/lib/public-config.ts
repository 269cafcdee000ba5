import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@backline/domain';
import { apiClient, lazySchema } from './api-client.ts';

const PublicConfigAnswer = lazySchema(() =>
  import('./shell-schemas.ts').then((schemas) => schemas.PublicConfigSchema),
);

/** `GET /api/config`: what the web needs before sign-in (house ads, public site). */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => apiClient.request('/config', { schema: PublicConfigAnswer, signal }),
  staleTime: 10 * 60_000,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}

/** The public site's base URL, or null when none is configured or the config cannot be read. */
export async function loadPublicSiteUrl(client: QueryClient): Promise<string | null> {
  try {
    const config: PublicConfig = await client.ensureQueryData(publicConfigQuery);
    return config.publicSiteUrl;
  } catch {
    return null;
  }
}
