import { sql, type Placeholder, type SQL } from 'drizzle-orm';

type Ref = string | Placeholder | SQL;

/** SQL: whether the user has a verified collecting-society membership. */
export const gemaVerifiedSql = (userId: Ref) => sql`exists (
  select 1 from gema_memberships membership where membership.user_id = ${userId})`;

/**
 * SQL: whether the owner's GEMA badge shows to the viewer (domain `showsGemaBadge`): a verified
 * membership, and the badge `public`, or `gema` and the viewer is the owner or verified too.
 * `badge` is the owner's `profiles.gema_badge`; `viewer` is '' for a visitor.
 */
export const gemaBadgeShownSql = (ownerId: SQL, badge: SQL, viewer: Ref) => sql`(
  ${gemaVerifiedSql(ownerId)}
  and (${badge} = 'public'
    or (${badge} = 'gema' and (${ownerId} = ${viewer} or ${gemaVerifiedSql(viewer)}))))`;
