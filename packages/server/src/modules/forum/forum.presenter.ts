import {
  forumTopicPath,
  pageResource,
  detailPath,
  type ForumAuthor,
  type ForumCategory,
  type ForumComment,
  type ForumReply,
  type ForumTopicSummary,
  type PageKind,
} from '@backline/domain';
import type { forumCategories } from '../../db/schema/index.ts';
import type { CommentRow } from './forum-comments.repository.ts';
import type { TopicListRow } from './forum-topics.repository.ts';
import { excerptOf } from './forum.shared.ts';

type AuthorFacts = {
  authorName: string | null;
  authorPurged: boolean | null;
  pageId: string | null;
  pageKind: PageKind | null;
  pageName: string | null;
  pageUrlname: string | null;
  pageOrganizationType: string | null;
};

/** A page's name when posted as one; the member's; "deleted user" once purged. */
export function presentAuthor(row: AuthorFacts & { authorUserId: string | null }): ForumAuthor {
  if (row.pageId && row.pageKind && row.pageName !== null) {
    const page = {
      id: row.pageId,
      kind: row.pageKind,
      name: row.pageName,
      urlname: row.pageUrlname,
      organizationType: row.pageOrganizationType,
    };
    return { kind: 'page', id: row.pageId, name: row.pageName, resource: pageResource(page) };
  }
  if (!row.authorUserId || row.authorPurged || row.authorName === null) {
    return { kind: 'deleted', id: null, name: null, resource: null };
  }
  return {
    kind: 'user',
    id: row.authorUserId,
    name: row.authorName,
    resource: detailPath('/user', row.authorName, row.authorUserId),
  };
}

export function presentTopicSummary(row: TopicListRow, viewerId: string): ForumTopicSummary {
  return {
    id: row.id,
    path: forumTopicPath(row.title, row.id),
    title: row.title,
    excerpt: excerptOf(row.body),
    tags: row.tags,
    category: {
      id: row.categoryId,
      slug: row.categorySlug,
      names: { de: row.categoryNameDe, en: row.categoryNameEn },
    },
    author: presentAuthor(row),
    commentCount: row.commentCount,
    threadState: row.threadState,
    contentState: row.contentState,
    mine: row.authorUserId === viewerId,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
  };
}

export function presentReply(row: CommentRow, viewerId: string): ForumReply {
  return {
    id: row.id,
    topicId: row.topicId,
    parentId: row.parentId,
    author: presentAuthor(row),
    body: row.state === 'deleted' ? null : row.body,
    state: row.state,
    mine: row.authorUserId === viewerId,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

/** Top comments with their replies, in the order of the rows (oldest first). */
export function presentCommentTree(rows: readonly CommentRow[], viewerId: string): ForumComment[] {
  const tops = new Map<string, ForumComment>();
  for (const row of rows) {
    if (row.parentId === null) tops.set(row.id, { ...presentReply(row, viewerId), replies: [] });
  }
  for (const row of rows) {
    if (row.parentId !== null) tops.get(row.parentId)?.replies.push(presentReply(row, viewerId));
  }
  return [...tops.values()];
}

export function presentCategory(entry: {
  category: typeof forumCategories.$inferSelect;
  moderators: { id: string; name: string }[];
}): ForumCategory {
  const { category } = entry;
  return {
    id: category.id,
    slug: category.slug,
    names: { de: category.nameDe, en: category.nameEn },
    descriptions: { de: category.descriptionDe, en: category.descriptionEn },
    moderators: entry.moderators,
  };
}
