/** Closed sets of pages (spec section 3, Page; section 4, Page membership). */
export const PAGE_KINDS = ['artist', 'location', 'organization'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** An artist page is a band or a solo act. */
export const ARTIST_FORMS = ['band', 'solo'] as const;
export type ArtistForm = (typeof ARTIST_FORMS)[number];

/** Organization types; the first three are named in the spec, the rest are education etc. */
export const ORGANIZATION_TYPES = [
  'firma',
  'verein',
  'institution',
  'bildung',
  'stiftung',
  'sonstige',
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** Artist status: active, disbanded, being started, inactive. */
export const ARTIST_STATUSES = ['active', 'disbanded', 'founding', 'inactive'] as const;
/** Organization and venue status: active, closed/inactive. */
export const ORGANIZATION_STATUSES = ['active', 'closed'] as const;
export const PAGE_STATUSES = [...new Set([...ARTIST_STATUSES, ...ORGANIZATION_STATUSES])] as [
  'active',
  'disbanded',
  'founding',
  'inactive',
  'closed',
];
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** A user's place in a page's team: exactly one owner; admins, members and team members. */
export const PAGE_ROLES = ['owner', 'admin', 'member', 'team'] as const;
export type PageRole = (typeof PAGE_ROLES)[number];

/** How someone came into the team (shown in page administration). */
export const PAGE_JOIN_WAYS = ['created', 'self', 'admin', 'invite', 'transfer'] as const;
export type PageJoinWay = (typeof PAGE_JOIN_WAYS)[number];
