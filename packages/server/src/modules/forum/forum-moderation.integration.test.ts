import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { ContentAction, ForumTopic, Report } from '@backline/domain';
import { forumComments, forumTopics, notifications, users } from '../../db/schema/index.ts';
import {
  describeStatements,
  recordStatements,
  type Statement,
} from '../../test/statement-counter.ts';
import { CATEGORY, forumTestContext, type User } from './forum-test-helpers.ts';
import { forumReportSubjects } from './forum.moderation.ts';

let c: Awaited<ReturnType<typeof forumTestContext>>;
let subjects: ReturnType<typeof forumReportSubjects>;

beforeAll(async () => {
  c = await forumTestContext();
  subjects = forumReportSubjects(c.t.app.database.db);
});

afterAll(async () => {
  await c?.t.dispose();
});

const database = () => c.t.app.database.db;

function apply(kind: 'forum_topic' | 'forum_comment', id: string, action: ContentAction) {
  const moderation = subjects[kind].moderation;
  if (!moderation) throw new Error('no moderation');
  return database().transaction((tx) => moderation.apply(tx, id, action));
}

const moderator = () => c.fx.createSignedInAccount({ role: 'moderator', twoFactor: true });

describe('moderation of topics and comments', () => {
  it('hides, unhides and deletes comments; a deleted one stays deleted', async () => {
    const a = await c.newUser();
    const b = await c.newUser();
    const topic = await c.topic(a);
    const comment = await c.comment(b, topic.id, 'Spam spam');
    expect(await apply('forum_comment', comment.id, 'hide')).toBe(true);
    expect(await apply('forum_comment', comment.id, 'hide')).toBe(false);
    expect((await c.comments(a, topic.id)).items[0]).toMatchObject({
      state: 'hidden',
      body: 'Spam spam',
    });
    expect(await apply('forum_comment', comment.id, 'unhide')).toBe(true);
    expect(await apply('forum_comment', comment.id, 'delete')).toBe(true);
    expect(await apply('forum_comment', comment.id, 'unhide')).toBe(false);
    expect((await c.comments(a, topic.id)).items[0]).toMatchObject({
      state: 'deleted',
      body: null,
    });
    expect((await c.ok<ForumTopic>(await c.get(a, topic.id))).commentCount).toBe(0);
    const described = await subjects.forum_comment.moderation?.describe([comment.id], 'de');
    expect(described?.get(comment.id)).toMatchObject({
      title: topic.title,
      authorUserId: b.id,
      href: `${topic.path}#comment-${comment.id}`,
      state: 'deleted',
      extraModeratorUserIds: [],
    });
  });

  it('bans the author of a comment from the thread, and lifts it', async () => {
    const a = await c.newUser();
    const b = await c.newUser();
    const topic = await c.topic(a);
    const comment = await c.comment(b, topic.id, 'Frech');
    expect(await apply('forum_comment', comment.id, 'thread_ban')).toBe(true);
    const refused = await c.call(b, 'POST', `/api/forum/topics/${topic.id}/comments`, {
      body: 'Noch was',
    });
    expect(refused.statusCode).toBe(403);
    expect(c.codeOf(refused)).toBe('forum.thread_banned');
    expect((await c.ok<ForumTopic>(await c.get(b, topic.id))).commentRefusal).toBe('thread_ban');
    // Elsewhere b still comments.
    await c.comment(b, (await c.topic(a)).id, 'Anderswo');
    expect(await apply('forum_comment', comment.id, 'lift_thread_ban')).toBe(true);
    await c.comment(b, topic.id, 'Wieder da');
  });

  it('closes and hides threads, depublishes and deletes topics', async () => {
    const a = await c.newUser();
    const b = await c.newUser();
    const mod = await moderator();
    const topic = await c.topic(a);
    await c.comment(b, topic.id, 'Erster');
    expect(await apply('forum_topic', topic.id, 'close_thread')).toBe(true);
    const closed = await c.call(b, 'POST', `/api/forum/topics/${topic.id}/comments`, { body: 'x' });
    expect(closed.statusCode).toBe(409);
    expect(c.codeOf(closed)).toBe('forum.thread_closed');
    expect((await c.comments(b, topic.id)).items).toHaveLength(1);

    expect(await apply('forum_topic', topic.id, 'hide_thread')).toBe(true);
    const hidden = await c.call(b, 'POST', `/api/forum/topics/${topic.id}/comments`, { body: 'x' });
    expect(c.codeOf(hidden)).toBe('forum.thread_hidden');
    expect((await c.comments(b, topic.id)).items).toHaveLength(0);
    expect((await c.comments(mod, topic.id)).items).toHaveLength(1);
    expect((await c.ok<ForumTopic>(await c.get(mod, topic.id))).canModerate).toBe(true);
    expect(await apply('forum_topic', topic.id, 'unhide_thread')).toBe(true);

    expect(await apply('forum_topic', topic.id, 'depublish')).toBe(true);
    expect((await c.get(b, topic.id)).statusCode).toBe(404);
    expect((await c.get(a, topic.id)).statusCode).toBe(200);
    expect((await c.get(mod, topic.id)).statusCode).toBe(200);
    expect((await c.list(b)).items.map((item) => item.id)).not.toContain(topic.id);
    expect(await apply('forum_topic', topic.id, 'republish')).toBe(true);
    expect((await c.get(b, topic.id)).statusCode).toBe(200);
    expect(await apply('forum_topic', topic.id, 'hide')).toBe(false);
    expect(await apply('forum_topic', topic.id, 'delete')).toBe(true);
    expect((await c.get(a, topic.id)).statusCode).toBe(404);
  });

  it('lets members report topics and comments they see, not their own', async () => {
    const a = await c.newUser();
    const b = await c.newUser();
    const topic = await c.topic(a);
    const comment = await c.comment(a, topic.id, 'Meins');
    const report = (actor: User, kind: string, id: string) =>
      c.call(actor, 'POST', '/api/reports', { subject: { kind, id }, reason: 'spam' });
    expect((await c.ok<Report>(await report(b, 'forum_topic', topic.id))).status).toBe('open');
    expect((await report(b, 'forum_comment', comment.id)).statusCode).toBe(200);
    expect(c.codeOf(await report(a, 'forum_comment', comment.id))).toBe('reports.own_subject');
    await apply('forum_comment', comment.id, 'delete');
    expect((await report(b, 'forum_comment', comment.id)).statusCode).toBe(404);
  });
});

describe('shadow bans and the purge', () => {
  it('shows shadowed topics and comments to their author only, and tells nobody', async () => {
    const a = await c.newUser();
    const shadowed = await c.newUser();
    await database()
      .update(users)
      .set({ shadowBannedAt: new Date() })
      .where(eq(users.id, shadowed.id));
    const topic = await c.topic(a);
    const own = await c.topic(shadowed, { title: 'Schatten' });
    expect((await c.list(shadowed)).items.map((item) => item.id)).toContain(own.id);
    expect((await c.list(a)).items.map((item) => item.id)).not.toContain(own.id);
    expect((await c.get(a, own.id)).statusCode).toBe(404);
    const comment = await c.comment(shadowed, topic.id, 'Unsichtbar');
    expect((await c.comments(shadowed, topic.id)).items.map((item) => item.id)).toEqual([
      comment.id,
    ]);
    expect((await c.comments(a, topic.id)).items).toHaveLength(0);
    expect((await c.ok<ForumTopic>(await c.get(a, topic.id))).commentCount).toBe(0);
    const notices = await database()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, a.id));
    expect(notices.filter((notice) => notice.kind === 'forum.new_comment')).toHaveLength(0);
  });

  it('keeps a purged author’s posts without their name', async () => {
    const a = await c.newUser();
    const b = await c.newUser();
    const topic = await c.topic(b);
    const comment = await c.comment(b, topic.id, 'Bleibt stehen');
    await database()
      .update(users)
      .set({ deletionRequestedAt: sql`now() - interval '400 days'` })
      .where(eq(users.id, b.id));
    await c.t.app.modules.accountLifecycle.purgeDueAccounts();
    const seen = await c.ok<ForumTopic>(await c.get(a, topic.id));
    expect(seen.author).toEqual({ kind: 'deleted', id: null, name: null, resource: null });
    const page = await c.comments(a, topic.id);
    expect(page.items[0]).toMatchObject({ id: comment.id, body: 'Bleibt stehen' });
    expect(page.items[0]?.author.kind).toBe('deleted');
  });
});

/** The plan of a recorded statement, its parameters bound. */
async function planOf(statement: Statement): Promise<string> {
  const parts = statement.sql.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, index) =>
    index % 2 === 0 ? sql.raw(part) : sql`${statement.params[Number(part) - 1]}`,
  );
  const result = await database().execute(sql`explain (format json) ${sql.join(chunks)}`);
  return JSON.stringify(result.rows);
}

const seqScansOn = (plan: string, table: string) =>
  plan.includes('"Seq Scan"') && new RegExp(`"Seq Scan"[^}]*"Relation Name":"${table}"`).test(plan);

describe('large forums', () => {
  it('pages 500 comments in three statements, and lists many topics from the index', async () => {
    const a = await c.newUser();
    const topic = await c.topic(a);
    await database()
      .insert(forumComments)
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          topicId: topic.id,
          authorUserId: a.id,
          body: `Kommentar ${index}`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
        })),
      );
    await database().execute(sql`
      insert into ${forumTopics} (id, category_id, author_user_id, title, body, created_at, last_activity_at)
      select 'ft' || lpad(n::text, 8, '0'), ${CATEGORY}, ${a.id}, 'Thema ' || n, 'Text ' || n,
             now() - n * interval '1 minute', now() - n * interval '1 minute'
      from generate_series(1, 5000) as n`);
    // Many comments of other topics, so the comments table is large too.
    await database().execute(sql`
      insert into ${forumComments} (id, topic_id, author_user_id, body)
      select 'fc' || lpad(n::text, 8, '0'), 'ft' || lpad((n % 5000 + 1)::text, 8, '0'), ${a.id}, 'x'
      from generate_series(1, 30000) as n`);
    await database().execute(sql`analyze ${forumTopics}`);
    await database().execute(sql`analyze ${forumComments}`);

    let cursor: string | undefined;
    let seen = 0;
    for (let pageNo = 0; pageNo < 30; pageNo += 1) {
      const { result, statements } = await recordStatements(() =>
        c.call(
          a,
          'GET',
          `/api/forum/topics/${topic.id}/comments${cursor ? `?cursor=${cursor}` : ''}`,
        ),
      );
      expect(statements.length, describeStatements(statements)).toBeLessThanOrEqual(3);
      const page = await c.ok<{ items: unknown[]; nextCursor: string | null }>(result);
      seen += page.items.length;
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toBe(500);

    for (const query of ['', '?sort=newest', '?category=allgemein', '?tag=amps']) {
      const { result, statements } = await recordStatements(() =>
        c.call(a, 'GET', `/api/forum/topics${query}`),
      );
      expect(result.statusCode).toBe(200);
      expect(statements.length, describeStatements(statements)).toBeLessThanOrEqual(3);
      const listStatement = statements.find((statement) =>
        statement.sql.includes('"forum_topics"'),
      );
      if (!listStatement) throw new Error('no list statement');
      const plan = await planOf(listStatement);
      expect(seqScansOn(plan, 'forum_topics'), `${query}: ${plan}`).toBe(false);
    }
    const commentsPage = await recordStatements(() =>
      c.call(a, 'GET', `/api/forum/topics/${topic.id}/comments`),
    );
    const pageStatement = commentsPage.statements.find((statement) =>
      statement.sql.includes('with "top"'),
    );
    if (!pageStatement) throw new Error(describeStatements(commentsPage.statements));
    const commentPlan = await planOf(pageStatement);
    expect(seqScansOn(commentPlan, 'forum_comments'), commentPlan).toBe(false);
  }, 120_000);
});
