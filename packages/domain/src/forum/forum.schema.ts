import { z } from 'zod/mini';
import { CONTENT_STATES } from '../moderation/content-state.machine.ts';
import { ID_PATTERN, detailPath } from '../routing/route-params.ts';
import { COMMENT_STATES } from './comment-state.machine.ts';
import {
  FORUM_CATEGORY_MODERATORS_MAX,
  FORUM_COMMENT_BODY_MAX_LENGTH,
  FORUM_LIST_SORTS,
  FORUM_TAG_MAX_LENGTH,
  FORUM_TAG_PATTERN,
  FORUM_TAGS_MAX,
  FORUM_TOPIC_BODY_MAX_LENGTH,
  FORUM_TOPIC_TITLE_MAX_LENGTH,
} from './forum.constants.ts';
import { THREAD_STATES } from './thread-state.machine.ts';

const IdSchema = z.string().check(z.regex(ID_PATTERN));

export const ForumIdParamsSchema = z.object({ id: IdSchema });
export type ForumIdParams = z.infer<typeof ForumIdParamsSchema>;

export const ForumTagSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1),
    z.maxLength(FORUM_TAG_MAX_LENGTH),
    z.regex(FORUM_TAG_PATTERN),
  );

/**
 * `POST /api/forum/topics` and `PUT /api/forum/topics/:id`: the body is Markdown of the forum's
 * subset (emphasis, links, lists, quotes, code; no HTML, no images), rendered by the web.
 */
const TopicFields = {
  categoryId: IdSchema,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(FORUM_TOPIC_TITLE_MAX_LENGTH)),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(FORUM_TOPIC_BODY_MAX_LENGTH)),
};
const TagsSchema = z.array(ForumTagSchema).check(z.maxLength(FORUM_TAGS_MAX));

export const ForumTopicInputSchema = z.object({ ...TopicFields, tags: z._default(TagsSchema, []) });
export type ForumTopicInput = z.input<typeof ForumTopicInputSchema>;

const CommentBodySchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(FORUM_COMMENT_BODY_MAX_LENGTH));

/**
 * `POST /api/forum/topics/:id/comments`: a comment, or a reply to one (`parentId`). A reply to a
 * reply attaches to the reply's top comment: threads are one level deep.
 */
export const ForumCommentInputSchema = z.object({
  body: CommentBodySchema,
  parentId: z.optional(IdSchema),
});
export type ForumCommentInput = z.infer<typeof ForumCommentInputSchema>;

/** `PUT /api/forum/comments/:id`. */
export const ForumCommentEditSchema = z.object({ body: CommentBodySchema });
export type ForumCommentEdit = z.infer<typeof ForumCommentEditSchema>;

/** `GET /api/forum/topics`: the list's filters as query parameters (a bookmark keeps them). */
export const ForumTopicListQuerySchema = z.object({
  /** Full text over title and body, German and English stemming. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  tag: z.optional(ForumTagSchema),
  /** A category's slug. */
  category: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/))),
  sort: z.optional(z.enum(FORUM_LIST_SORTS)),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type ForumTopicListQuery = z.infer<typeof ForumTopicListQuerySchema>;

/** `GET /api/forum/topics/:id/comments`: the next page. */
export const ForumCommentPageQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type ForumCommentPageQuery = z.infer<typeof ForumCommentPageQuerySchema>;

/** `PUT /api/forum/categories/:id/moderators` (site admins): the category's own moderators. */
export const ForumCategoryModeratorsInputSchema = z.object({
  userIds: z.array(IdSchema).check(z.maxLength(FORUM_CATEGORY_MODERATORS_MAX)),
});
export type ForumCategoryModeratorsInput = z.infer<typeof ForumCategoryModeratorsInputSchema>;

const LocalizedSchema = z.object({ de: z.string(), en: z.string() });

export const ForumCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  names: LocalizedSchema,
  descriptions: LocalizedSchema,
  /** Its own moderators (besides the site's), by name. */
  moderators: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ForumCategory = z.infer<typeof ForumCategorySchema>;
export const ForumCategoryListSchema = z.object({ items: z.array(ForumCategorySchema) });
export type ForumCategoryList = z.infer<typeof ForumCategoryListSchema>;

/** Who wrote a topic or comment: a member, one of their pages, or a purged account. */
export const ForumAuthorSchema = z.object({
  kind: z.enum(['user', 'page', 'deleted']),
  id: z.nullable(z.string()),
  /** Null for a purged account (the web says "deleted user"). */
  name: z.nullable(z.string()),
  resource: z.nullable(z.string()),
});
export type ForumAuthor = z.infer<typeof ForumAuthorSchema>;

export const ForumTopicSummarySchema = z.object({
  id: z.string(),
  /** `/forum/{slug}-{id}`. */
  path: z.string(),
  title: z.string(),
  /** The body's start as plain text. */
  excerpt: z.string(),
  tags: z.array(z.string()),
  category: z.object({ id: z.string(), slug: z.string(), names: LocalizedSchema }),
  author: ForumAuthorSchema,
  commentCount: z.number(),
  threadState: z.enum(THREAD_STATES),
  contentState: z.enum(CONTENT_STATES),
  /** The caller wrote it (as themselves or as one of their pages). */
  mine: z.boolean(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
});
export type ForumTopicSummary = z.infer<typeof ForumTopicSummarySchema>;

export const ForumTopicListSchema = z.object({
  items: z.array(ForumTopicSummarySchema),
  nextCursor: z.nullable(z.string()),
});
export type ForumTopicList = z.infer<typeof ForumTopicListSchema>;

/** Why the caller may not comment now; null when they may. */
export const FORUM_COMMENT_REFUSALS = ['closed', 'hidden', 'thread_ban'] as const;
export type ForumCommentRefusal = (typeof FORUM_COMMENT_REFUSALS)[number];

export const ForumTopicSchema = z.object({
  ...ForumTopicSummarySchema.shape,
  body: z.string(),
  editedAt: z.nullable(z.string()),
  following: z.boolean(),
  /** The caller moderates it (site moderator or admin, or a moderator of its category). */
  canModerate: z.boolean(),
  commentRefusal: z.nullable(z.enum(FORUM_COMMENT_REFUSALS)),
});
export type ForumTopic = z.infer<typeof ForumTopicSchema>;

const ForumCommentFields = {
  id: z.string(),
  topicId: z.string(),
  /** The top comment a reply belongs to; null for a top comment. */
  parentId: z.nullable(z.string()),
  author: ForumAuthorSchema,
  /** Null once deleted (a placeholder is shown); a hidden comment's text comes along. */
  body: z.nullable(z.string()),
  state: z.enum(COMMENT_STATES),
  mine: z.boolean(),
  createdAt: z.string(),
  editedAt: z.nullable(z.string()),
};
export const ForumReplySchema = z.object(ForumCommentFields);
export type ForumReply = z.infer<typeof ForumReplySchema>;
export const ForumCommentSchema = z.object({
  ...ForumCommentFields,
  /** Its replies, oldest first (all of them: replies are not paged). */
  replies: z.array(ForumReplySchema),
});
export type ForumComment = z.infer<typeof ForumCommentSchema>;

/** A page of top comments, oldest first, each with its replies. */
export const ForumCommentPageSchema = z.object({
  items: z.array(ForumCommentSchema),
  nextCursor: z.nullable(z.string()),
});
export type ForumCommentPage = z.infer<typeof ForumCommentPageSchema>;

export const ForumFollowSchema = z.object({ following: z.boolean() });
export type ForumFollow = z.infer<typeof ForumFollowSchema>;

/** The path of a topic (`/forum/{slug}-{id}`) and of one of its comments. */
export const forumTopicPath = (title: string, id: string): string =>
  detailPath('/forum', title, id);
export const forumCommentPath = (title: string, topicId: string, commentId: string): string =>
  `${forumTopicPath(title, topicId)}#comment-${commentId}`;

/** What deleting a topic or comment answers. */
export const ForumDeletedSchema = z.object({ deleted: z.literal(true) });

/** Tags as typed into one field: separated by commas or spaces, a leading `#` dropped. */
export const splitForumTags = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#+/, '').trim())
    .filter((tag) => tag.length > 0);

/**
 * The topic editor's form: tags in one text field, and the page to post as (`''`: oneself; sent
 * as `x-object-user`, not in the body). Its output is the `ForumTopicInputSchema` body.
 */
type ForumTopicFormFields = {
  categoryId: string;
  title: string;
  body: string;
  tags: string;
  pageId: string;
};
export const ForumTopicFormSchema = z.pipe(
  z.object({
    categoryId: z.string(),
    title: z.string(),
    body: z.string(),
    tags: z.string(),
    pageId: z.string(),
  }),
  z.pipe(
    z.transform((form: ForumTopicFormFields) => ({
      categoryId: form.categoryId,
      title: form.title,
      body: form.body,
      tags: splitForumTags(form.tags),
    })),
    z.object({ ...TopicFields, tags: TagsSchema }),
  ),
);
export type ForumTopicForm = z.input<typeof ForumTopicFormSchema>;

/** The comment composer's form: the text, the page to post as (`''`: oneself). */
export const ForumCommentFormSchema = z.object({
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(FORUM_COMMENT_BODY_MAX_LENGTH)),
  pageId: z.string(),
});
export type ForumCommentForm = z.input<typeof ForumCommentFormSchema>;
