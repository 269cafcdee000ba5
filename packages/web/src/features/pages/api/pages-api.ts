import {
  CreatedPageInviteSchema,
  DeletedSchema,
  FollowStateSchema,
  FollowedPagesSchema,
  JoinRequestStateSchema,
  MeResponseSchema,
  MyTeamInvitationsSchema,
  MyPagesSchema,
  OwnershipRequestStateSchema,
  OwnershipRequestsSchema,
  PageBlocksSchema,
  PageCommandDoneSchema,
  PageInvitePreviewSchema,
  PageInvitesSchema,
  PageJoinedSchema,
  PagePendingTeamSchema,
  PageSchema,
  PageTeamInvitationSchema,
  PageTeamMemberSchema,
  PageTeamSchema,
  ResolvedShortUrlSchema,
  UrlnameAvailabilitySchema,
  type CreatePageInput,
  type CreatePageInviteInput,
  type Page,
  type SETTABLE_ROLES,
  type TEAM_GRANTABLE_ROLES,
  type UpdatePageInput,
} from '@backline/domain';
import { queryOptions } from '@tanstack/react-query';
import { PREFETCHED_BY_ROUTE } from '../../../lib/query-client.ts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * Every call of the pages feature (server API: `packages/server/src/modules/pages/pages.routes.ts`;
 * the shapes are the domain schemas of `pages/page.schema.ts`).
 */

export type GrantableRole = (typeof TEAM_GRANTABLE_ROLES)[number];
export type SettableRole = (typeof SETTABLE_ROLES)[number];

const enc = encodeURIComponent;
const page = (id: string) => `/pages/${enc(id)}`;

export const pageKeys = {
  all: ['pages'] as const,
  detail: (id: string) => ['pages', 'detail', id] as const,
  team: (id: string) => ['pages', 'team', id] as const,
  pending: (id: string) => ['pages', 'pending', id] as const,
  myInvitations: ['pages', 'my-invitations'] as const,
  blocks: (id: string) => ['pages', 'blocks', id] as const,
  invites: (id: string) => ['pages', 'invites', id] as const,
  requests: (id: string) => ['pages', 'requests', id] as const,
  resolve: (shortUrl: string) => ['pages', 'resolve', shortUrl] as const,
  invite: (token: string) => ['pages', 'invite', token] as const,
  mine: ['pages', 'mine'] as const,
  following: ['pages', 'following'] as const,
};

/** `GET /api/user/me` (the same cache entry as the session's). */
export const meQuery = queryOptions({
  queryKey: ['user', 'me'] as const,
  queryFn: ({ signal }) => apiClient.request('/user/me', { schema: MeResponseSchema, signal }),
  staleTime: 60_000,
});

/** The endpoints a page loads from: by its entity type, or `page` for any kind. */
export type PageEndpoint = 'page' | 'organization' | 'location';

export const pageQuery = (id: string, endpoint: PageEndpoint = 'page') =>
  queryOptions({
    ...PREFETCHED_BY_ROUTE,
    queryKey: pageKeys.detail(id),
    queryFn: ({ signal }) =>
      apiClient.request(`/${endpoint}/${enc(id)}`, { schema: PageSchema, signal }),
  });

export const resolveQuery = (shortUrl: string) =>
  queryOptions({
    ...PREFETCHED_BY_ROUTE,
    queryKey: pageKeys.resolve(shortUrl),
    queryFn: ({ signal }) =>
      apiClient.request(`/resolve/${enc(shortUrl)}`, { schema: ResolvedShortUrlSchema, signal }),
  });

export const teamQuery = (id: string) =>
  queryOptions({
    queryKey: pageKeys.team(id),
    queryFn: ({ signal }) =>
      apiClient.request(`${page(id)}/team`, { schema: PageTeamSchema, signal }),
  });

/** Open invitations and join requests (owner and admins). */
export const pendingTeamQuery = (id: string) =>
  queryOptions({
    queryKey: pageKeys.pending(id),
    queryFn: ({ signal }) =>
      apiClient.request(`${page(id)}/team/pending`, { schema: PagePendingTeamSchema, signal }),
  });

/** My open invitations into page teams. */
export const myInvitationsQuery = queryOptions({
  queryKey: pageKeys.myInvitations,
  queryFn: ({ signal }) =>
    apiClient.request('/user/page-invitations', { schema: MyTeamInvitationsSchema, signal }),
});

export const blocksQuery = (id: string) =>
  queryOptions({
    queryKey: pageKeys.blocks(id),
    queryFn: ({ signal }) =>
      apiClient.request(`${page(id)}/blocks`, { schema: PageBlocksSchema, signal }),
  });

export const invitesQuery = (id: string) =>
  queryOptions({
    queryKey: pageKeys.invites(id),
    queryFn: ({ signal }) =>
      apiClient.request(`${page(id)}/invites`, { schema: PageInvitesSchema, signal }),
  });

export const ownershipRequestsQuery = (id: string) =>
  queryOptions({
    queryKey: pageKeys.requests(id),
    queryFn: ({ signal }) =>
      apiClient.request(`${page(id)}/ownership-requests`, {
        schema: OwnershipRequestsSchema,
        signal,
      }),
  });

export const myPagesQuery = queryOptions({
  queryKey: pageKeys.mine,
  queryFn: ({ signal }) => apiClient.request('/user/pages', { schema: MyPagesSchema, signal }),
});

export const followedPagesQuery = queryOptions({
  queryKey: pageKeys.following,
  queryFn: ({ signal }) =>
    apiClient.request('/user/following', { schema: FollowedPagesSchema, signal }),
});

export const invitePreviewQuery = (token: string) =>
  queryOptions({
    queryKey: pageKeys.invite(token),
    queryFn: ({ signal }) =>
      apiClient.request(`/pages/invites/${enc(token)}`, {
        schema: PageInvitePreviewSchema,
        signal,
      }),
  });

export const checkUrlname = (urlname: string, pageId?: string, signal?: AbortSignal) =>
  apiClient.request(`/pages/urlname/${enc(urlname)}/availability`, {
    schema: UrlnameAvailabilitySchema,
    query: { pageId },
    signal,
  });

/** The live check of a page address while it is typed (a courtesy: no retries). */
export const urlnameAvailabilityQuery = (urlname: string, pageId?: string) =>
  queryOptions({
    queryKey: [...pageKeys.all, 'urlname', urlname, pageId ?? null] as const,
    queryFn: ({ signal }) => checkUrlname(urlname, pageId, signal),
    retry: false,
  });

export const createPage = (input: CreatePageInput): Promise<Page> =>
  apiClient.request('/pages', { method: 'POST', json: input, schema: PageSchema });

/** Edits are sent acting as the page (`x-object-user`): the server checks the affiliation. */
export const updatePage = (id: string, input: UpdatePageInput): Promise<Page> =>
  apiClient.request(page(id), {
    method: 'PATCH',
    json: input,
    schema: PageSchema,
    objectUser: id,
  });

export const deletePage = (id: string) =>
  apiClient.request(page(id), { method: 'DELETE', schema: DeletedSchema, objectUser: id });

export const setFollowing = (id: string, follow: boolean) =>
  apiClient.request(`${page(id)}/follow`, {
    method: follow ? 'POST' : 'DELETE',
    schema: FollowStateSchema,
  });

/** Ask to join (or take the request back); the page's owner or an admin answers. */
export const setJoinRequest = (id: string, request: boolean) =>
  apiClient.request(`${page(id)}/join-request`, {
    method: request ? 'POST' : 'DELETE',
    schema: JoinRequestStateSchema,
  });

/** The invited user answers their invitation. */
export const acceptInvitation = (id: string) =>
  apiClient.request(`${page(id)}/invitation/accept`, { method: 'POST', schema: PageJoinedSchema });

export const declineInvitation = (id: string) =>
  apiClient.request(`${page(id)}/invitation/decline`, {
    method: 'POST',
    schema: PageCommandDoneSchema,
  });

/** Leaving is removing oneself from the team. */
export const leavePage = (id: string, myUserId: string) =>
  apiClient.request(`${page(id)}/team/${enc(myUserId)}`, {
    method: 'DELETE',
    schema: PageCommandDoneSchema,
  });

export const setOwnershipRequest = (id: string, request: boolean) =>
  apiClient.request(`${page(id)}/ownership-request`, {
    method: request ? 'POST' : 'DELETE',
    json: request ? {} : undefined,
    schema: OwnershipRequestStateSchema,
  });

export const acceptOwnershipRequest = (id: string, userId: string) =>
  apiClient.request(`${page(id)}/ownership-requests/${enc(userId)}/accept`, {
    method: 'POST',
    schema: PageSchema,
    objectUser: id,
  });

export const declineOwnershipRequest = (id: string, userId: string) =>
  apiClient.request(`${page(id)}/ownership-requests/${enc(userId)}`, {
    method: 'DELETE',
    schema: PageCommandDoneSchema,
    objectUser: id,
  });

/** The owner or an admin invites someone; they enter when they accept. */
export const inviteToTeam = (id: string, userId: string, role: GrantableRole) =>
  apiClient.request(`${page(id)}/team/invitations`, {
    method: 'POST',
    json: { userId, role },
    schema: PageTeamInvitationSchema,
    objectUser: id,
  });

export const withdrawInvitation = (id: string, userId: string) =>
  apiClient.request(`${page(id)}/team/invitations/${enc(userId)}`, {
    method: 'DELETE',
    schema: PageCommandDoneSchema,
    objectUser: id,
  });

export const approveJoinRequest = (id: string, userId: string) =>
  apiClient.request(`${page(id)}/join-requests/${enc(userId)}/approve`, {
    method: 'POST',
    schema: PageTeamMemberSchema,
    objectUser: id,
  });

export const refuseJoinRequest = (id: string, userId: string) =>
  apiClient.request(`${page(id)}/join-requests/${enc(userId)}/refuse`, {
    method: 'POST',
    schema: PageCommandDoneSchema,
    objectUser: id,
  });

export const removeTeamMember = (id: string, userId: string) =>
  apiClient.request(`${page(id)}/team/${enc(userId)}`, {
    method: 'DELETE',
    schema: PageCommandDoneSchema,
    objectUser: id,
  });

/** Remove and block (or block someone outside the team). */
export const blockUser = (id: string, userId: string) =>
  apiClient.request(`${page(id)}/blocks/${enc(userId)}`, {
    method: 'POST',
    schema: PageCommandDoneSchema,
    objectUser: id,
  });

export const setTeamRole = (id: string, userId: string, role: SettableRole) =>
  apiClient.request(`${page(id)}/team/${enc(userId)}/role`, {
    method: 'PUT',
    json: { role },
    schema: PageTeamMemberSchema,
    objectUser: id,
  });

export const transferOwnership = (id: string, userId: string) =>
  apiClient.request(`${page(id)}/transfer`, {
    method: 'POST',
    json: { userId },
    schema: PageSchema,
    objectUser: id,
  });

export const unblockUser = (id: string, userId: string) =>
  apiClient.request(`${page(id)}/blocks/${enc(userId)}`, {
    method: 'DELETE',
    schema: PageCommandDoneSchema,
    objectUser: id,
  });

export const createInvite = (id: string, input: CreatePageInviteInput) =>
  apiClient.request(`${page(id)}/invites`, {
    method: 'POST',
    json: input,
    schema: CreatedPageInviteSchema,
    objectUser: id,
  });

export const revokeInvite = (id: string, inviteId: string) =>
  apiClient.request(`${page(id)}/invites/${enc(inviteId)}`, {
    method: 'DELETE',
    schema: PageCommandDoneSchema,
    objectUser: id,
  });

export const acceptInvite = (token: string) =>
  apiClient.request(`/pages/invites/${enc(token)}/accept`, {
    method: 'POST',
    schema: PageJoinedSchema,
  });
