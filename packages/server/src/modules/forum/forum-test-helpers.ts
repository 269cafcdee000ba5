import { expect } from 'vitest';
import type {
  ApiError,
  ForumComment,
  ForumCommentPage,
  ForumTopic,
  ForumTopicList,
} from '@backline/domain';
import { buildTestApp, injectAs, type TestApp } from '../../test/build-test-app.ts';
import { createFixtures, type Fixtures } from '../../test/authz/role-contexts.ts';

export const CATEGORY = 'fcatallg01';
export const OTHER_CATEGORY = 'fcatgear01';

export type User = Awaited<ReturnType<Fixtures['createSignedInAccount']>>;

/** The forum's test client: one app per file, helpers that expect success. */
export async function forumTestContext() {
  const t: TestApp = await buildTestApp();
  const fx = await createFixtures(t.app);

  const call = (
    actor: { token: string } | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => injectAs(t.app, method, url, actor?.token ?? null, payload, headers);

  async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  return {
    t,
    fx,
    call,
    newUser: () => fx.createSignedInAccount({ type: 'musician' }),
    codeOf: (response: { json: <T>() => T }) => response.json<ApiError>().code,
    topic: (actor: User, input: Record<string, unknown> = {}, headers?: Record<string, string>) =>
      call(
        actor,
        'POST',
        '/api/forum/topics',
        { categoryId: CATEGORY, title: 'Welche Gitarre?', body: 'Suche **Tipps**.', ...input },
        headers,
      ).then((response) => ok<ForumTopic>(response)),
    comment: (actor: User, topicId: string, body: string, parentId?: string) =>
      call(actor, 'POST', `/api/forum/topics/${topicId}/comments`, {
        body,
        ...(parentId ? { parentId } : {}),
      }).then((response) => ok<ForumComment>(response)),
    comments: (actor: User, topicId: string, cursor?: string) =>
      call(
        actor,
        'GET',
        `/api/forum/topics/${topicId}/comments${cursor ? `?cursor=${cursor}` : ''}`,
      ).then((response) => ok<ForumCommentPage>(response)),
    list: (actor: User, query = '') =>
      call(actor, 'GET', `/api/forum/topics${query}`).then((response) =>
        ok<ForumTopicList>(response),
      ),
    get: (actor: User, id: string) => call(actor, 'GET', `/api/forum/topics/${id}`),
    ok,
  };
}
