import { sql, type Placeholder, type SQL } from 'drizzle-orm';

// SQL pieces about pages for other modules' list statements (the directory): they read page
// follows and the page's owner through these, never from the tables themselves.

type Ref = string | Placeholder | SQL;

/** SQL: the number of users following the page (the follows' primary key answers it). */
export const pageFollowerCountSql = (pageId: SQL) => sql`(
  select count(*)::int from page_follows follower where follower.page_id = ${pageId})`;

/** SQL: whether the user follows the page. */
export const pageFollowedBySql = (pageId: SQL, userId: Ref) => sql`exists (
  select 1 from page_follows own_follow
  where own_follow.page_id = ${pageId} and own_follow.user_id = ${userId})`;

/**
 * SQL: whether the page's owner is an account in use (activated, not deactivated, not marked for
 * deletion or purged) and neither shadow-banned nor banned from the community: lists show only
 * such pages.
 */
export const pageOwnerListedSql = (pageId: SQL) => sql`exists (
  select 1 from page_members page_owner
  join users owner_account on owner_account.id = page_owner.user_id
  where page_owner.page_id = ${pageId} and page_owner.role = 'owner'
    and owner_account.activated_at is not null and owner_account.deactivated_at is null
    and owner_account.deletion_requested_at is null and owner_account.purged_at is null
    and owner_account.shadow_banned_at is null
    and (owner_account.community_ban_until is null or owner_account.community_ban_until < now()))`;
