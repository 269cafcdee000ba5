/**
 * The forum (spec section 3 "Forum"; issue 16): topics in categories with tags, comments with
 * replies one level deep.
 */
export const FORUM_TOPIC_TITLE_MAX_LENGTH = 150;
export const FORUM_TOPIC_BODY_MAX_LENGTH = 20_000;
export const FORUM_COMMENT_BODY_MAX_LENGTH = 5_000;
/** Tags per topic; a tag is lowercase letters, digits and hyphens. */
export const FORUM_TAGS_MAX = 5;
export const FORUM_TAG_MAX_LENGTH = 30;
export const FORUM_TAG_PATTERN = /^[a-z0-9äöüß][a-z0-9äöüß-]{0,29}$/;
/** Topics per page of the list; top comments (each with all its replies) per page of comments. */
export const FORUM_TOPIC_PAGE_SIZE = 20;
export const FORUM_COMMENT_PAGE_SIZE = 20;
/** Moderators one category may have. */
export const FORUM_CATEGORY_MODERATORS_MAX = 20;

export const FORUM_LIST_SORTS = ['activity', 'newest'] as const;
export type ForumListSort = (typeof FORUM_LIST_SORTS)[number];

/** What the forum's readers see of an author whose account was purged. */
export const FORUM_DELETED_AUTHOR = 'deleted';
