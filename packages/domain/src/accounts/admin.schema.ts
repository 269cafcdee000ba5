/** Site-admin actions on an account; each is written to the audit log (spec section 6). */
export const ADMIN_ACTIONS = [
  'password_reset',
  'login_key',
  'deactivate',
  'delete',
  'shadow_ban',
  'community_ban',
  'remove_ban',
  'end_sessions',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];
