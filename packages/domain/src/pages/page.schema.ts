import { z } from 'zod/mini';
import { PictureSchema } from '../accounts/user.schema.ts';
import { ID_PATTERN, detailPath } from '../routing/route-params.ts';
import { LINK_MAX_LENGTH } from '../profiles/profile-links.rules.ts';
import {
  ARTIST_FORMS,
  ARTIST_STATUSES,
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
  PAGE_JOIN_WAYS,
  PAGE_KINDS,
  PAGE_ROLES,
  PAGE_STATUSES,
  type PageKind,
  type PageStatus,
} from './page.constants.ts';
import { GenreSchema } from './genres.ts';
import { UrlnameInputSchema } from './urlname.ts';
import { PageCitySchema } from './page-city.schema.ts';

/** Spec section 3, Page. Inputs first, then what the server presents. */

export const PAGE_NAME_MAX_LENGTH = 120;
export const PAGE_DESCRIPTION_MAX_LENGTH = 5000;
export const PAGE_MAX_GENRES = 10;
export const PAGE_MAX_LINKS = 20;
export const PAGE_LINK_LABEL_MAX_LENGTH = 60;

/** Invite links: valid 7 days unless the admin says otherwise, at most 30. */
export const PAGE_INVITE_DEFAULT_DAYS = 7;
export const PAGE_INVITE_MAX_DAYS = 30;
/** The ownership request's optional note to the owner. */
export const OWNERSHIP_REQUEST_MESSAGE_MAX_LENGTH = 1000;

export const PageKindSchema = z.enum(PAGE_KINDS);
export const PageRoleSchema = z.enum(PAGE_ROLES);
export const PageStatusSchema = z.enum(PAGE_STATUSES);
export const ArtistFormSchema = z.enum(ARTIST_FORMS);
export const OrganizationTypeSchema = z.enum(ORGANIZATION_TYPES);
export const ArtistStatusSchema = z.enum(ARTIST_STATUSES);
export const OrganizationStatusSchema = z.enum(ORGANIZATION_STATUSES);
/** The roles an admin can give (add, invite): a plain member or a team member. */
export const TEAM_GRANTABLE_ROLES = ['member', 'team'] as const;
export const GrantableRoleSchema = z.enum(TEAM_GRANTABLE_ROLES);
/** Roles the owner (admin) can set on a team member with `PUT …/role`. */
export const SETTABLE_ROLES = ['admin', 'member', 'team'] as const;
export const SettableRoleSchema = z.enum(SETTABLE_ROLES);

/** The statuses a page of a kind may have (artists: 4; venues and organizations: 2). */
export function statusesOfKind(kind: PageKind): readonly PageStatus[] {
  return kind === 'artist' ? ARTIST_STATUSES : ORGANIZATION_STATUSES;
}
export const isStatusOfKind = (kind: PageKind, status: string): boolean =>
  (statusesOfKind(kind) as readonly string[]).includes(status);

/**
 * A website or link as typed. The server normalizes it with the profiles' link rules
 * (`normalizeProfileLink`: full official http(s) URL, public host, no shortener) and answers
 * `link.unprocessable` on the field otherwise, like profiles do.
 */
export const WebsiteSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(LINK_MAX_LENGTH));

export const PageLinkSchema = z.object({
  url: WebsiteSchema,
  label: z.optional(z.string().check(z.trim(), z.maxLength(PAGE_LINK_LABEL_MAX_LENGTH))),
});
export type PageLink = z.infer<typeof PageLinkSchema>;

const NameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(PAGE_NAME_MAX_LENGTH));
const DescriptionSchema = z.string().check(z.trim(), z.maxLength(PAGE_DESCRIPTION_MAX_LENGTH));
const CityIdSchema = z.int().check(z.positive());

/** The fields every kind shares. `urlname` is judged by the server (`urlnameProblem`). */
const commonCreateFields = {
  name: NameSchema,
  urlname: z.optional(z.nullable(UrlnameInputSchema)),
  website: z.optional(z.nullable(WebsiteSchema)),
  cityId: z.optional(z.nullable(CityIdSchema)),
  description: z.optional(z.nullable(DescriptionSchema)),
  genres: z.optional(z.array(GenreSchema).check(z.maxLength(PAGE_MAX_GENRES))),
  links: z.optional(z.array(PageLinkSchema).check(z.maxLength(PAGE_MAX_LINKS))),
};

export const CreateArtistPageInputSchema = z.object({
  kind: z.literal('artist'),
  artistForm: ArtistFormSchema,
  status: z.optional(ArtistStatusSchema),
  ...commonCreateFields,
});
export const CreateLocationPageInputSchema = z.object({
  kind: z.literal('location'),
  status: z.optional(OrganizationStatusSchema),
  ...commonCreateFields,
});
export const CreateOrganizationPageInputSchema = z.object({
  kind: z.literal('organization'),
  organizationType: OrganizationTypeSchema,
  status: z.optional(OrganizationStatusSchema),
  ...commonCreateFields,
});

/** `POST /api/pages`: one shape per kind; the creator becomes the owner. */
export const CreatePageInputSchema = z.discriminatedUnion('kind', [
  CreateArtistPageInputSchema,
  CreateLocationPageInputSchema,
  CreateOrganizationPageInputSchema,
]);
export type CreatePageInput = z.infer<typeof CreatePageInputSchema>;

/**
 * `PATCH /api/pages/:id`: any subset. The kind never changes; `artistForm` only for artists,
 * `organizationType` only for organizations, `status` must fit the kind (else 422
 * `validation.invalid` on that field). `null` clears an optional field.
 */
export const UpdatePageInputSchema = z.object({
  name: z.optional(NameSchema),
  urlname: z.optional(z.nullable(UrlnameInputSchema)),
  website: z.optional(z.nullable(WebsiteSchema)),
  cityId: z.optional(z.nullable(CityIdSchema)),
  description: z.optional(z.nullable(DescriptionSchema)),
  genres: z.optional(z.array(GenreSchema).check(z.maxLength(PAGE_MAX_GENRES))),
  links: z.optional(z.array(PageLinkSchema).check(z.maxLength(PAGE_MAX_LINKS))),
  status: z.optional(PageStatusSchema),
  artistForm: z.optional(ArtistFormSchema),
  organizationType: z.optional(OrganizationTypeSchema),
});
export type UpdatePageInput = z.infer<typeof UpdatePageInputSchema>;

/** Entity types of pages for `GET|DELETE /api/{type}/{id}` (docs/decisions.md, 20). */
export const PAGE_ENTITY_TYPES = ['organization', 'location'] as const;
export type PageEntityType = (typeof PAGE_ENTITY_TYPES)[number];
/** Venues are `location`; artists and organizations are `organization`. */
export const pageEntityType = (kind: PageKind): PageEntityType =>
  kind === 'location' ? 'location' : 'organization';

/**
 * The detail route of a page: venues `/location/{slug}-{id}`, organizations
 * `/{organizationType}/{slug}-{id}` (spec section 2), artists their short URL `/{urlname}` or
 * `/{id}` (the spec has no artist detail route; the short URL resolves to the page).
 */
export function pageResource(page: {
  id: string;
  kind: PageKind;
  name: string;
  urlname: string | null;
  organizationType: string | null;
}): string {
  if (page.kind === 'location') return detailPath('/location', page.name, page.id);
  if (page.kind === 'organization') {
    return detailPath(`/${page.organizationType ?? 'sonstige'}`, page.name, page.id);
  }
  return `/${page.urlname ?? page.id}`;
}

/**
 * A user as a page shows them in its lists, as far as the viewer may see them
 * (`pagePersonView`): `former` (an account gone or paused) and `private` (a profile the viewer
 * may not open) carry no name (empty), picture or link; a `visible` person carries the name, and
 * the link to the profile only when the viewer may open it.
 */
export const PAGE_PERSON_STATUSES = ['visible', 'private', 'former'] as const;
export const PageUserRefSchema = z.object({
  id: z.string(),
  status: z.enum(PAGE_PERSON_STATUSES),
  name: z.string(),
  resource: z.nullable(z.string()),
  picture: z.nullable(PictureSchema),
});
export type PageUserRef = z.infer<typeof PageUserRefSchema>;

/** `GET /api/{organization|location|page}/{id}` and every page answer (spec section 3, Page). */
export const PageSchema = z.object({
  id: z.string(),
  type: z.enum(PAGE_ENTITY_TYPES),
  kind: PageKindSchema,
  resource: z.string(),
  name: z.string(),
  /** The page's own website. */
  url: z.nullable(z.string()),
  urlname: z.nullable(z.string()),
  artistForm: z.nullable(ArtistFormSchema),
  organizationType: z.nullable(OrganizationTypeSchema),
  status: PageStatusSchema,
  city: z.nullable(PageCitySchema),
  description: z.nullable(z.string()),
  genres: z.array(z.string()),
  links: z.array(z.object({ url: z.string(), label: z.optional(z.string()) })),
  picture: z.nullable(PictureSchema),
  cover: z.nullable(PictureSchema),
  owner: z.nullable(PageUserRefSchema),
  admins: z.array(PageUserRefSchema),
  members: z.array(PageUserRefSchema),
  team: z.array(PageUserRefSchema),
  followers: z.number(),
  /** The caller's view (all false / null for a visitor). */
  myRole: z.nullable(PageRoleSchema),
  isOwner: z.boolean(),
  /** Owner or admin: may edit and manage the team. */
  isPageAdmin: z.boolean(),
  /** Any team role (owner, admin, member, team). */
  isPageMember: z.boolean(),
  isFollowing: z.boolean(),
  /** The caller has asked to become the owner. */
  ownershipRequested: z.boolean(),
  /** The page has blocked the caller. */
  isBlocked: z.boolean(),
  /** The caller's open invitation into the team (the role it offers), or null. */
  invitedAs: z.nullable(GrantableRoleSchema),
  /** The caller has asked to join and the page has not answered yet. */
  joinRequested: z.boolean(),
  createdAt: z.string(),
});
export type Page = z.infer<typeof PageSchema>;

/** A page in lists (my pages, followed pages, invite preview). */
export const PageSummarySchema = z.object({
  id: z.string(),
  type: z.enum(PAGE_ENTITY_TYPES),
  kind: PageKindSchema,
  name: z.string(),
  resource: z.string(),
  urlname: z.nullable(z.string()),
  status: PageStatusSchema,
  picture: z.nullable(PictureSchema),
});
export type PageSummary = z.infer<typeof PageSummarySchema>;

/**
 * A page in the dashboard's lists (my pages, followed pages): what its card shows beside the
 * summary — the city, the genres and how many follow it.
 */
export const PageListItemSchema = z.extend(PageSummarySchema, {
  city: z.nullable(PageCitySchema),
  genres: z.array(z.string()),
  followers: z.number(),
});
export type PageListItem = z.infer<typeof PageListItemSchema>;

/** `GET /api/user/pages`: the caller's pages with their role (sender picker, administration). */
export const MyPageSchema = z.extend(PageListItemSchema, {
  role: PageRoleSchema,
  /** Owner and admins post and message as the page (`canActAsPage`). */
  canActAs: z.boolean(),
});
export type MyPage = z.infer<typeof MyPageSchema>;
export const MyPagesSchema = z.object({ pages: z.array(MyPageSchema) });
export const FollowedPagesSchema = z.object({ pages: z.array(PageListItemSchema) });

export const FollowStateSchema = z.object({ following: z.boolean(), followers: z.number() });

// ---- Team ----------------------------------------------------------------------------------------

export const PageTeamMemberSchema = z.object({
  user: PageUserRefSchema,
  role: PageRoleSchema,
  joinedVia: z.enum(PAGE_JOIN_WAYS),
  joinedAt: z.string(),
});
export type PageTeamMember = z.infer<typeof PageTeamMemberSchema>;
export const PageTeamSchema = z.object({ members: z.array(PageTeamMemberSchema) });

const IdSchema = z.string().check(z.regex(ID_PATTERN));
export const PageIdParamsSchema = z.object({ id: IdSchema });
export const PageUserParamsSchema = z.object({ id: IdSchema, userId: IdSchema });
export const PageInviteParamsSchema = z.object({ id: IdSchema, inviteId: IdSchema });

/**
 * `POST /api/pages/:id/team/invitations`: the owner or an admin invites a user by id, as a member
 * (default) or a team member. The user enters the team when they accept.
 */
export const AddPageMemberInputSchema = z.object({
  userId: IdSchema,
  role: z.optional(GrantableRoleSchema),
});
export type AddPageMemberInput = z.infer<typeof AddPageMemberInputSchema>;

/** An open invitation into a page's team, as the page's owner and admins see it. */
export const PageTeamInvitationSchema = z.object({
  user: PageUserRefSchema,
  role: GrantableRoleSchema,
  /** Who of the page sent it (null when that account is gone). */
  invitedBy: z.nullable(PageUserRefSchema),
  invitedAt: z.string(),
});
export type PageTeamInvitation = z.infer<typeof PageTeamInvitationSchema>;

/** An open request to join a page's team. */
export const PageJoinRequestSchema = z.object({ user: PageUserRefSchema, requestedAt: z.string() });
export type PageJoinRequest = z.infer<typeof PageJoinRequestSchema>;

/** `GET /api/pages/:id/team/pending` (owner and admins): what waits for an answer. */
export const PagePendingTeamSchema = z.object({
  invitations: z.array(PageTeamInvitationSchema),
  requests: z.array(PageJoinRequestSchema),
});
export type PagePendingTeam = z.infer<typeof PagePendingTeamSchema>;

/** `POST|DELETE /api/pages/:id/join-request`: whether the caller's request is open. */
export const JoinRequestStateSchema = z.object({ requested: z.boolean() });

/** One of my open invitations (`GET /api/user/page-invitations`). */
export const MyTeamInvitationSchema = z.object({
  page: PageSummarySchema,
  role: GrantableRoleSchema,
  invitedAt: z.string(),
});
export type MyTeamInvitation = z.infer<typeof MyTeamInvitationSchema>;
export const MyTeamInvitationsSchema = z.object({
  invitations: z.array(MyTeamInvitationSchema),
});

/** `PUT /api/pages/:id/team/:userId/role`. */
export const SetPageRoleInputSchema = z.object({ role: SettableRoleSchema });

/** `POST /api/pages/:id/transfer`: the owner hands the page to a team member. */
export const TransferOwnershipInputSchema = z.object({ userId: IdSchema });

export const OwnershipRequestInputSchema = z.object({
  message: z.optional(
    z.string().check(z.trim(), z.maxLength(OWNERSHIP_REQUEST_MESSAGE_MAX_LENGTH)),
  ),
});

export const OwnershipRequestSchema = z.object({
  user: PageUserRefSchema,
  message: z.nullable(z.string()),
  requestedAt: z.string(),
});
export const OwnershipRequestsSchema = z.object({ requests: z.array(OwnershipRequestSchema) });
export const OwnershipRequestStateSchema = z.object({ requested: z.boolean() });

export const PageBlockSchema = z.object({ user: PageUserRefSchema, blockedAt: z.string() });
export const PageBlocksSchema = z.object({ blocks: z.array(PageBlockSchema) });

/** Generic "done" answer of team commands that change no presented object. */
export const PageCommandDoneSchema = z.object({ done: z.literal(true) });

// ---- Addresses and short URLs --------------------------------------------------------------------

export const UrlnameParamsSchema = z.object({ urlname: z.string().check(z.maxLength(1000)) });
export const UrlnameAvailabilityQuerySchema = z.object({ pageId: z.optional(IdSchema) });
export const UrlnameAvailabilitySchema = z.object({
  urlname: z.string(),
  available: z.boolean(),
  /** Why not: `page.invalid_address` or `page.address_unavailable` (reserved or taken). */
  code: z.nullable(z.enum(['page.invalid_address', 'page.address_unavailable'])),
});

export const ShortUrlParamsSchema = z.object({
  shortUrl: z.string().check(z.regex(/^[A-Za-z0-9-]{2,256}$/)),
});
/** `GET /api/resolve/:shortUrl`: a page's urlname or a page/user id → where it lives. */
export const ResolvedShortUrlSchema = z.object({
  type: z.enum(['organization', 'location', 'user']),
  id: z.string(),
  /** The page kind; null for a user. */
  kind: z.nullable(PageKindSchema),
  resource: z.string(),
});
export type ResolvedShortUrl = z.infer<typeof ResolvedShortUrlSchema>;
