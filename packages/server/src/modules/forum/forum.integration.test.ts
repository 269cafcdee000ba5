import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ForumCategoryList, ForumTopic, NotificationPage } from '@backline/domain';
import { notifications } from '../../db/schema/index.ts';
import { describeStatements, recordStatements } from '../../test/statement-counter.ts';
import { CATEGORY, OTHER_CATEGORY, forumTestContext } from './forum-test-helpers.ts';

let c: Awaited<ReturnType<typeof forumTestContext>>;

beforeAll(async () => {
  c = await forumTestContext();
});

afterAll(async () => {
  await c?.t.dispose();
});

describe('topics', () => {
  it('answers 401 without a session and 422 with the field for bad input', async () => {
    expect((await c.call(null, 'GET', '/api/forum/topics')).statusCode).toBe(401);
    expect((await c.call(null, 'GET', '/api/forum/categories')).statusCode).toBe(401);
    const a = await c.newUser();
    const noTitle = await c.call(a, 'POST', '/api/forum/topics', {
      categoryId: CATEGORY,
      title: '  ',
      body: 'x',
    });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json<{ field: string }>().field).toBe('title');
    const manyTags = await c.call(a, 'POST', '/api/forum/topics', {
      categoryId: CATEGORY,
      title: 'T',
      body: 'x',
      tags: ['a', 'b', 'c', 'd', 'e', 'f'],
    });
    expect(manyTags.statusCode).toBe(422);
    const unknownCategory = await c.call(a, 'POST', '/api/forum/topics', {
      categoryId: 'nosuchcat1',
      title: 'T',
      body: 'x',
    });
    expect(unknownCategory.statusCode).toBe(422);
    expect(c.codeOf(unknownCategory)).toBe('forum.category_not_found');
    const badCursor = await c.call(a, 'GET', '/api/forum/topics?cursor=xyz');
    expect(badCursor.statusCode).toBe(422);
  });

  it('lists the categories with their moderators; site admins set them', async () => {
    const a = await c.newUser();
    const categories = await c.ok<ForumCategoryList>(
      await c.call(a, 'GET', '/api/forum/categories'),
    );
    expect(categories.items.map((category) => category.slug)).toContain('allgemein');
    const admin = await c.fx.createSignedInAccount({ role: 'admin', twoFactor: true });
    const refused = await c.call(a, 'PUT', `/api/forum/categories/${OTHER_CATEGORY}/moderators`, {
      userIds: [a.id],
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await c.call(
      admin,
      'PUT',
      `/api/forum/categories/${OTHER_CATEGORY}/moderators`,
      { userIds: ['nosuchuser'] },
    );
    expect(c.codeOf(unknown)).toBe('forum.moderator_not_found');
    const set = await c.call(admin, 'PUT', `/api/forum/categories/${OTHER_CATEGORY}/moderators`, {
      userIds: [a.id],
    });
    expect((await c.ok<{ moderators: { id: string }[] }>(set)).moderators).toEqual([
      { id: a.id, name: expect.any(String) },
    ]);
    const author = await c.newUser();
    const inHisCategory = await c.topic(author, { categoryId: OTHER_CATEGORY });
    expect((await c.ok<ForumTopic>(await c.get(a, inHisCategory.id))).canModerate).toBe(true);
    const elsewhere = await c.topic(author);
    expect((await c.ok<ForumTopic>(await c.get(a, elsewhere.id))).canModerate).toBe(false);
  });

  it('creates, finds (search, tag, category, order, pages), edits and deletes a topic', async () => {
    const a = await c.newUser();
    const b = await c.newUser();
    const created = await c.topic(a, {
      title: 'Röhrenverstärker für Anfänger',
      body: 'Welcher *Verstärker* passt?',
      tags: ['Amps', 'anfaenger', 'amps'],
      categoryId: OTHER_CATEGORY,
    });
    expect(created).toMatchObject({
      title: 'Röhrenverstärker für Anfänger',
      tags: ['amps', 'anfaenger'],
      mine: true,
      following: true,
      threadState: 'open',
      contentState: 'published',
      commentRefusal: null,
      author: { kind: 'user', id: a.id },
      category: { slug: 'equipment' },
    });
    expect(created.path).toBe(`/forum/roehrenverstaerker-fuer-anfaenger-${created.id}`);
    const ids = async (query: string) => (await c.list(b, query)).items.map((item) => item.id);
    expect(await ids('?q=Verstärker')).toContain(created.id);
    expect(await ids('?q=amplifier+nonsense')).not.toContain(created.id);
    expect(await ids('?tag=amps')).toContain(created.id);
    expect(await ids('?category=allgemein')).not.toContain(created.id);
    expect(await ids('?category=equipment&sort=newest')).toContain(created.id);
    const detail = await recordStatements(() => c.get(b, created.id));
    expect(detail.result.statusCode).toBe(200);
    expect(detail.statements.length, describeStatements(detail.statements)).toBeLessThanOrEqual(3);

    const edited = await c.call(a, 'PUT', `/api/forum/topics/${created.id}`, {
      categoryId: CATEGORY,
      title: 'Röhrenamp gesucht',
      body: 'Neu',
      tags: [],
    });
    expect((await c.ok<ForumTopic>(edited)).editedAt).not.toBeNull();
    const notAuthor = await c.call(b, 'PUT', `/api/forum/topics/${created.id}`, {
      categoryId: CATEGORY,
      title: 'Meins',
      body: 'x',
    });
    expect(notAuthor.statusCode).toBe(403);
    expect(c.codeOf(notAuthor)).toBe('forum.not_author');
    expect((await c.call(b, 'DELETE', `/api/forum/topics/${created.id}`)).statusCode).toBe(403);
    expect((await c.call(a, 'DELETE', `/api/forum/topics/${created.id}`)).statusCode).toBe(200);
    expect(c.codeOf(await c.get(b, created.id))).toBe('forum.topic_not_found');
  });

  it('pages the list with a keyset cursor', async () => {
    const a = await c.newUser();
    const tag = `page${Date.now().toString(36)}`;
    for (let index = 0; index < 23; index += 1)
      await c.topic(a, { title: `T${index}`, tags: [tag] });
    const first = await c.list(a, `?tag=${tag}&sort=newest`);
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = await c.list(a, `?tag=${tag}&sort=newest&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.title)).toEqual(['T2', 'T1', 'T0']);
    expect(second.nextCursor).toBeNull();
  });

  it('posts as a page its owner manages, never as a page of others', async () => {
    const owner = await c.newUser();
    const page = await c.fx.createPage({ ownerId: owner.id });
    const asPage = await c.topic(owner, {}, { 'x-object-user': page.id });
    expect(asPage.author).toMatchObject({ kind: 'page', id: page.id });
    const member = await c.newUser();
    await c.fx.addPageMember(page.id, member.id, 'member');
    const refused = await c.call(
      member,
      'POST',
      '/api/forum/topics',
      { categoryId: CATEGORY, title: 'T', body: 'x' },
      { 'x-object-user': page.id },
    );
    expect(refused.statusCode).toBe(403);
    expect(c.codeOf(refused)).toBe('forum.not_a_sender');
  });
});

describe('comments', () => {
  it('replies one level deep, tells followers, edits and deletes own comments', async () => {
    const a = await c.newUser();
    const b = await c.newUser();
    const topic = await c.topic(a);
    const first = await c.comment(b, topic.id, 'Die Telecaster!');
    expect(first).toMatchObject({ parentId: null, mine: true, state: 'visible', replies: [] });
    const reply = await c.comment(a, topic.id, 'Warum?', first.id);
    const replyToReply = await c.comment(b, topic.id, 'Weil sie twangt.', reply.id);
    expect(replyToReply.parentId).toBe(first.id);
    const page = await c.comments(a, topic.id);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.replies.map((item) => item.body)).toEqual(['Warum?', 'Weil sie twangt.']);
    expect((await c.ok<ForumTopic>(await c.get(a, topic.id))).commentCount).toBe(3);

    // The author follows their topic: b's comments told them, their own did not tell b.
    const notices = await c.ok<NotificationPage>(await c.call(a, 'GET', '/api/user/notifications'));
    const forumNotices = notices.items.filter((item) => item.kind === 'forum.new_comment');
    expect(forumNotices).toHaveLength(2);
    expect(forumNotices[0]?.path).toContain(`#comment-${replyToReply.id}`);
    const toB = await c.t.app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.id), eq(notifications.kind, 'forum.new_comment')));
    expect(toB).toHaveLength(0);
    // Following, b hears of a's next comment.
    expect((await c.call(b, 'PUT', `/api/forum/topics/${topic.id}/follow`)).json()).toEqual({
      following: true,
    });
    await c.comment(a, topic.id, 'Danke euch!');
    const bNotices = await c.ok<NotificationPage>(
      await c.call(b, 'GET', '/api/user/notifications'),
    );
    expect(bNotices.items.map((item) => item.kind)).toContain('forum.new_comment');
    await c.call(b, 'DELETE', `/api/forum/topics/${topic.id}/follow`);
    expect((await c.ok<ForumTopic>(await c.get(b, topic.id))).following).toBe(false);

    const notMine = await c.call(a, 'PUT', `/api/forum/comments/${first.id}`, { body: 'x' });
    expect(c.codeOf(notMine)).toBe('forum.not_author');
    const edited = await c.call(b, 'PUT', `/api/forum/comments/${first.id}`, { body: 'Die Tele!' });
    expect(edited.json<{ body: string; editedAt: string }>()).toMatchObject({ body: 'Die Tele!' });
    expect((await c.call(b, 'DELETE', `/api/forum/comments/${first.id}`)).statusCode).toBe(200);
    const after = await c.comments(a, topic.id);
    expect(after.items[0]).toMatchObject({ id: first.id, state: 'deleted', body: null });
    expect(after.items[0]?.replies).toHaveLength(2);
    const again = await c.call(b, 'DELETE', `/api/forum/comments/${first.id}`);
    expect(again.statusCode).toBe(404);
    expect(c.codeOf(again)).toBe('forum.comment_not_found');
    const toDeleted = await c.call(a, 'POST', `/api/forum/topics/${topic.id}/comments`, {
      body: 'Hallo?',
      parentId: first.id,
    });
    expect(c.codeOf(toDeleted)).toBe('forum.comment_not_found');
    expect((await c.ok<ForumTopic>(await c.get(a, topic.id))).commentCount).toBe(3);
  });
});
