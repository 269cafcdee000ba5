import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { COMMENT_STATES, CONTENT_STATES, THREAD_STATES } from '@backline/domain';
import { createId } from '../../platform/ids.ts';
import { isOneOf } from './checks.ts';
import { pages } from './pages.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Title (weighs more) and body in German and English, as booking's offers (works on PGlite). */
const searchDocument = (title: SQL, body: SQL) =>
  sql`setweight(to_tsvector('german', coalesce(${title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${title}, '')), 'A') || setweight(to_tsvector('german', coalesce(${body}, '')), 'B') || setweight(to_tsvector('english', coalesce(${body}, '')), 'B')`;

/** A forum category (seeded; site admins set its moderators). */
export const forumCategories = pgTable(
  'forum_categories',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    slug: text('slug').notNull(),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionDe: text('description_de').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('forum_categories_slug_key').on(table.slug)],
);

/** A category's own moderators (besides the site's moderators and admins). */
export const forumCategoryModerators = pgTable(
  'forum_category_moderators',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => forumCategories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.userId] }),
    index('forum_category_moderators_user_idx').on(table.userId),
  ],
);

/**
 * A topic. `author_user_id` is emptied when the author's account is purged (the topic stays,
 * "deleted user"); `acting_page_id` is the page they posted as. `shadowed`: written while the
 * author was shadow banned, seen by the author only. `comment_count` counts the comments others
 * see (not shadowed, not deleted); `last_activity_at` moves with each such comment.
 */
export const forumTopics = pgTable(
  'forum_topics',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    categoryId: text('category_id')
      .notNull()
      .references(() => forumCategories.id),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    actingPageId: text('acting_page_id').references(() => pages.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    threadState: text('thread_state', { enum: THREAD_STATES }).notNull().default('open'),
    contentState: text('content_state', { enum: CONTENT_STATES }).notNull().default('published'),
    shadowed: boolean('shadowed').notNull().default(false),
    commentCount: integer('comment_count').notNull().default(0),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        searchDocument(sql`${forumTopics.title}`, sql`${forumTopics.body}`),
      ),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3 }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    // The list's two orders, over the published topics, overall and per category.
    index('forum_topics_activity_idx')
      .on(table.lastActivityAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.contentState} = 'published'`),
    index('forum_topics_newest_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.contentState} = 'published'`),
    index('forum_topics_category_activity_idx')
      .on(table.categoryId, table.lastActivityAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.contentState} = 'published'`),
    index('forum_topics_category_newest_idx')
      .on(table.categoryId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.contentState} = 'published'`),
    index('forum_topics_tags_idx').using('gin', table.tags),
    index('forum_topics_search_idx').using('gin', table.search),
    index('forum_topics_author_idx').on(table.authorUserId),
    index('forum_topics_page_idx').on(table.actingPageId),
    check('forum_topics_thread_state_check', isOneOf(table.threadState, THREAD_STATES)),
    check('forum_topics_content_state_check', isOneOf(table.contentState, CONTENT_STATES)),
    check('forum_topics_comment_count_check', sql`${table.commentCount} >= 0`),
  ],
);

/**
 * A comment, or a reply to a top comment (`parent_id`; one level deep). A deleted comment keeps
 * its row (its replies keep their place) with the body emptied.
 */
export const forumComments = pgTable(
  'forum_comments',
  {
    id: text('id').primaryKey().$defaultFn(createId),
    topicId: text('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => forumComments.id, {
      onDelete: 'cascade',
    }),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    actingPageId: text('acting_page_id').references(() => pages.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    state: text('state', { enum: COMMENT_STATES }).notNull().default('visible'),
    shadowed: boolean('shadowed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    // A topic's top comments in order (the comment pages), and each one's replies.
    index('forum_comments_top_idx')
      .on(table.topicId, table.createdAt, table.id)
      .where(sql`${table.parentId} is null`),
    index('forum_comments_parent_idx').on(table.parentId, table.createdAt, table.id),
    index('forum_comments_author_idx').on(table.authorUserId),
    index('forum_comments_page_idx').on(table.actingPageId),
    check('forum_comments_state_check', isOneOf(table.state, COMMENT_STATES)),
  ],
);

/** Users a moderator banned from commenting in one topic. */
export const forumThreadBans = pgTable(
  'forum_thread_bans',
  {
    topicId: text('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.topicId, table.userId] }),
    index('forum_thread_bans_user_idx').on(table.userId),
  ],
);

/** Who follows a topic (told of new comments). */
export const forumTopicFollows = pgTable(
  'forum_topic_follows',
  {
    topicId: text('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.topicId, table.userId] }),
    index('forum_topic_follows_user_idx').on(table.userId),
  ],
);

export type ForumTopicRow = typeof forumTopics.$inferSelect;
export type ForumCommentRow = typeof forumComments.$inferSelect;
