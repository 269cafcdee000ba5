import { queryOptions } from '@tanstack/react-query';
import {
  ProfileSchema,
  PublicProfileSchema,
  type Profile,
  type PublicProfile,
  type UpdateProfileInput,
} from '@backline/domain';
import { PREFETCHED_BY_ROUTE } from '../../../lib/query-client.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const OWN_PROFILE_QUERY_KEY = ['user', 'profile'] as const;
export const publicProfileQueryKey = (id: string) => ['user', 'public-profile', id] as const;

/** `GET /api/user/profile`: the signed-in user's own profile. */
export const fetchOwnProfile = (signal?: AbortSignal): Promise<Profile> =>
  apiClient.request('/user/profile', { schema: ProfileSchema, signal });

/** The own profile, shared by the edit screen, its avatar editor and the route's prefetch. */
export const ownProfileQuery = queryOptions({
  queryKey: OWN_PROFILE_QUERY_KEY,
  queryFn: ({ signal }) => fetchOwnProfile(signal),
});

/** `PUT /api/user/profile`: replaces the profile, answers the saved one. */
export const saveProfile = (input: UpdateProfileInput): Promise<Profile> =>
  apiClient.request('/user/profile', { method: 'PUT', json: input, schema: ProfileSchema });

/** `GET /api/user/{id}`: the public profile (404 for a private profile of someone else). */
export const fetchPublicProfile = (id: string, signal?: AbortSignal): Promise<PublicProfile> =>
  apiClient.request(`/user/${encodeURIComponent(id)}`, { schema: PublicProfileSchema, signal });

/** The public profile of `/user/{slug}-{id}`, shared by the screen and its route's prefetch. */
export const publicProfileQuery = (id: string) =>
  queryOptions({
    ...PREFETCHED_BY_ROUTE,
    queryKey: publicProfileQueryKey(id),
    queryFn: ({ signal }) => fetchPublicProfile(id, signal),
  });
