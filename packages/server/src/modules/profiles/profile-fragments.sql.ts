import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { confirmedContactsOfSql } from '../contacts/contacts.module.ts';

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
 * viewer is its owner or a confirmed contact. The viewer's contacts are read once per statement
 * (an array through the contacts' own indexes), not looked up per row: inside an `or` a
 * per-row `exists` became a hashed scan of every contact relation on the benchmark data, and
 * the list can still walk its order's index. A visitor (null) sees public profiles only.
 */
export const profileVisibleToSql = (profile: SQL, viewer: Ref | null) =>
  viewer === null || viewer === ''
    ? sql`${profile}.visibility = 'public'`
    : sql`(
  ${profile}.visibility = 'public'
  or ${profile}.user_id = ${viewer}
  or (${profile}.visibility = 'private'
    and ${profile}.user_id = any(array(select contact.contact_id
      from ${confirmedContactsOfSql(viewer)} contact))))`;
