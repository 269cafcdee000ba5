import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  AdminUserSearchResultSchema,
  ForumCategoryListSchema,
  ForumCategorySchema,
  ForumCommentPageSchema,
  ForumCommentSchema,
  ForumFollowSchema,
  ForumTopicListSchema,
  ForumTopicSchema,
  MeResponseSchema,
  MyPagesSchema,
  type ForumCommentInput,
  type ForumTopicInput,
  type ModerationActionInput,
} from '@backline/domain';
import { apiClient, IgnoredBody } from '../../../lib/api-client.ts';

export const FORUM_KEY = ['forum'] as const;

/** `GET /api/user/me` (the same cache entry as the session's): the viewer's name and site role. */
export const forumMeQuery = queryOptions({
  queryKey: ['user', 'me'] as const,
  queryFn: ({ signal }) => apiClient.request('/user/me', { schema: MeResponseSchema, signal }),
  staleTime: 60_000,
});

/** The viewer's pages (the same cache entry as the pages feature's): whom they may post as. */
export const forumMyPagesQuery = queryOptions({
  queryKey: ['pages', 'mine'] as const,
  queryFn: ({ signal }) => apiClient.request('/user/pages', { schema: MyPagesSchema, signal }),
});

export const forumCategoriesQuery = queryOptions({
  queryKey: [...FORUM_KEY, 'categories'] as const,
  queryFn: ({ signal }) =>
    apiClient.request('/forum/categories', { schema: ForumCategoryListSchema, signal }),
  staleTime: 5 * 60_000,
});

/** The topic list for the filters of the address (`q`, `category`, `tag`, `sort`), paged on. */
export const forumTopicsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...FORUM_KEY, 'topics', search] as const,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(search);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return apiClient.request(`/forum/topics${query ? `?${query}` : ''}`, {
        schema: ForumTopicListSchema,
        signal,
      });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous) => previous,
  });

export const forumTopicQuery = (id: string) =>
  queryOptions({
    queryKey: [...FORUM_KEY, 'topic', id] as const,
    queryFn: ({ signal }) =>
      apiClient.request(`/forum/topics/${id}`, { schema: ForumTopicSchema, signal }),
  });

/** A topic's comments: pages of top comments with their replies ("Weitere Kommentare"). */
export const forumCommentsQuery = (topicId: string) =>
  infiniteQueryOptions({
    queryKey: [...FORUM_KEY, 'comments', topicId] as const,
    queryFn: ({ pageParam, signal }) =>
      apiClient.request(`/forum/topics/${topicId}/comments`, {
        schema: ForumCommentPageSchema,
        query: pageParam ? { cursor: pageParam } : undefined,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** `pageId`: post as this page (`x-object-user`); null as oneself. */
export const createTopic = (input: ForumTopicInput, pageId: string | null) =>
  apiClient.request('/forum/topics', {
    method: 'POST',
    json: input,
    schema: ForumTopicSchema,
    objectUser: pageId,
  });

export const updateTopic = (id: string, input: ForumTopicInput) =>
  apiClient.request(`/forum/topics/${id}`, {
    method: 'PUT',
    json: input,
    schema: ForumTopicSchema,
    objectUser: null,
  });

export const deleteTopic = (id: string) =>
  apiClient.request(`/forum/topics/${id}`, { method: 'DELETE', schema: IgnoredBody });

export const setFollowing = (id: string, following: boolean) =>
  apiClient.request(`/forum/topics/${id}/follow`, {
    method: following ? 'PUT' : 'DELETE',
    schema: ForumFollowSchema,
  });

export const createComment = (topicId: string, input: ForumCommentInput, pageId: string | null) =>
  apiClient.request(`/forum/topics/${topicId}/comments`, {
    method: 'POST',
    json: input,
    schema: ForumCommentSchema,
    objectUser: pageId,
  });

export const updateComment = (id: string, body: string) =>
  apiClient.request(`/forum/comments/${id}`, {
    method: 'PUT',
    json: { body },
    schema: ForumCommentSchema,
    objectUser: null,
  });

export const deleteComment = (id: string) =>
  apiClient.request(`/forum/comments/${id}`, { method: 'DELETE', schema: IgnoredBody });

export const setCategoryModerators = (categoryId: string, userIds: string[]) =>
  apiClient.request(`/forum/categories/${categoryId}/moderators`, {
    method: 'PUT',
    json: { userIds },
    schema: ForumCategorySchema,
  });

/** A moderator's measure (the moderation module's `POST /api/moderation/actions`). */
export const moderate = (input: ModerationActionInput) =>
  apiClient.request('/moderation/actions', { method: 'POST', json: input, schema: IgnoredBody });

/** Site admins look members up by name or e-mail (the admin search) to make them moderators. */
export const memberSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...FORUM_KEY, 'member-search', q] as const,
    queryFn: ({ signal }) =>
      apiClient.request('/admin/users', {
        query: { q, page: 1 },
        schema: AdminUserSearchResultSchema,
        signal,
      }),
  });

/** After a change to a topic or its comments: the topic, its comments and the lists ask again. */
export const refreshTopic = (queryClient: QueryClient, topicId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [...FORUM_KEY, 'topic', topicId] }),
    queryClient.invalidateQueries({ queryKey: [...FORUM_KEY, 'comments', topicId] }),
    queryClient.invalidateQueries({ queryKey: [...FORUM_KEY, 'topics'] }),
  ]);
