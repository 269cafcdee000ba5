import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { areConfirmedContactsSql } from '../contacts/contacts.module.ts';

// SQL pieces about people for other modules' list statements (the directory). `account` and
// `profile` name the `users` and `profiles` rows of the list's current row.

type Ref = string | Placeholder | SQL;

/**
 * SQL: the account may appear in lists: in use (activated, not deactivated, not marked for
 * deletion, not purged), not shadow-banned and not banned from the community right now.
 */
export const accountListedSql = (account: SQL) => sql`(
  ${account}.activated_at is not null and ${account}.deactivated_at is null
  and ${account}.deletion_requested_at is null and ${account}.purged_at is null
  and ${account}.shadow_banned_at is null
  and (${account}.community_ban_until is null or ${account}.community_ban_until < now()))`;

/**
 * SQL: the profile is visible to the viewer (domain `canSeeProfile`): public, or private and the
 * viewer is its owner or a confirmed contact (a lookup of the pair, so a list can still walk its
 * order's index). A visitor (null) sees public profiles only.
 */
export const profileVisibleToSql = (profile: SQL, viewer: Ref | null) =>
  viewer === null || viewer === ''
    ? sql`${profile}.visibility = 'public'`
    : sql`(
  ${profile}.visibility = 'public'
  or ${profile}.user_id = ${viewer}
  or ${areConfirmedContactsSql(sql`${profile}.user_id`, viewer)})`;
