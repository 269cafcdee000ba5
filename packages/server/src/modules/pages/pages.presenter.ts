import {
  canActAsPage,
  detailPath,
  pageEntityType,
  pagePersonView,
  pageResource,
  type MyPage,
  type Page,
  type PageInvite,
  type PageListItem,
  type PageRole,
  type PageSummary,
  type PageTeamMember,
  type PageUserRef,
} from '@backline/domain';
import type { PageRow } from '../../db/schema/index.ts';
import { pictureUrls } from '../../platform/storage/picture-urls.ts';
import type { InviteRow } from './page-invites.repository.ts';
import type { PageListRow } from './page-lists.repository.ts';
import type { ViewerFacts } from './pages.repository.ts';
import type { PersonRow, TeamRow } from './page-team.repository.ts';

/** Who looks at a page's lists: their id (null: a visitor) and whether they are on its team. */
export type PersonViewer = { id: string | null; inTeam: boolean };

/** A user's profile address. */
export const userResource = (user: { userId: string; name: string }): string =>
  detailPath('/user', user.name, user.userId);

/**
 * A user in a page's lists, as far as the viewer may see them (domain `pagePersonView`): a
 * former member and a private profile carry no name, picture or link; a private profile not even
 * its id (an id resolves to the account's address). Pictures arrive with the media module (null
 * until then).
 */
export function presentUserRef(person: PersonRow, viewer: PersonViewer): PageUserRef {
  const view = pagePersonView(
    {
      id: person.userId,
      inUse: person.inUse,
      accountType: person.accountType,
      visibility: person.visibility ?? 'public',
    },
    viewer,
  );
  if (view.status !== 'visible') {
    return {
      id: view.status === 'private' ? '' : person.userId,
      status: view.status,
      name: '',
      resource: null,
      picture: null,
    };
  }
  return {
    id: person.userId,
    status: 'visible',
    name: person.name,
    resource: view.link ? userResource(person) : null,
    picture: null,
  };
}

/** Lists only the page's owner, admins (blocks, requests) or team (the team) see. */
export const TEAM_VIEWER = (id: string): PersonViewer => ({ id, inTeam: true });

export const resourceOf = (page: PageRow): string => pageResource(page);

const pictureOf = (key: string | null | undefined) => (key ? pictureUrls(key) : null);

export function presentSummary(page: PageRow, avatarKey?: string | null): PageSummary {
  return {
    id: page.id,
    type: pageEntityType(page.kind),
    kind: page.kind,
    name: page.name,
    resource: resourceOf(page),
    urlname: page.urlname,
    status: page.status,
    picture: pictureOf(avatarKey),
  };
}

/** A page's card in the dashboard's lists: the summary, its city, genres and followers. */
export const presentListItem = (row: PageListRow): PageListItem => ({
  ...presentSummary(row.page, row.avatarKey),
  // Like the page itself, the card shows no region.
  city: row.city ? { id: row.city.id, name: row.city.name, country: row.city.country } : null,
  genres: row.page.genres,
  followers: row.followers,
});

export const presentMyPage = (row: PageListRow & { role: PageRole }): MyPage => ({
  ...presentListItem(row),
  role: row.role,
  canActAs: canActAsPage(row.role),
});

export function presentTeamMember(row: TeamRow, viewer: PersonViewer): PageTeamMember {
  return {
    user: presentUserRef(row, viewer),
    role: row.role,
    joinedVia: row.joinedVia,
    joinedAt: row.createdAt.toISOString(),
  };
}

/** Spec section 3, Page: the page, its team and the caller's view of it. */
export function presentPage(
  page: PageRow,
  city: { id: number; name: string; country: string } | null,
  team: TeamRow[],
  viewer: ViewerFacts,
  pictures: { avatarKey: string | null; coverKey: string | null } = {
    avatarKey: null,
    coverKey: null,
  },
): Page {
  const role = viewer.role;
  const people: PersonViewer = { id: viewer.userId, inTeam: role !== null };
  const owner = team.find((row) => row.role === 'owner');
  const withRole = (teamRole: PageRole) =>
    team.filter((row) => row.role === teamRole).map((row) => presentUserRef(row, people));
  return {
    id: page.id,
    type: pageEntityType(page.kind),
    kind: page.kind,
    resource: resourceOf(page),
    name: page.name,
    url: page.website,
    urlname: page.urlname,
    artistForm: page.kind === 'artist' ? page.artistForm : null,
    organizationType: page.kind === 'organization' ? page.organizationType : null,
    status: page.status,
    // The page shows no region (the profile does): only the fields of PageCity go out.
    city: city ? { id: city.id, name: city.name, country: city.country } : null,
    description: page.description,
    genres: page.genres,
    links: page.links.map((link) =>
      link.label ? { url: link.url, label: link.label } : { url: link.url },
    ),
    picture: pictureOf(pictures.avatarKey),
    cover: pictureOf(pictures.coverKey),
    owner: owner ? presentUserRef(owner, people) : null,
    admins: withRole('admin'),
    members: withRole('member'),
    team: withRole('team'),
    followers: viewer.followers,
    myRole: role,
    isOwner: role === 'owner',
    isPageAdmin: role === 'owner' || role === 'admin',
    isPageMember: role !== null,
    isFollowing: viewer.following,
    ownershipRequested: viewer.requested,
    isBlocked: viewer.blocked,
    invitedAs: viewer.invitedAs,
    joinRequested: viewer.joinRequested,
    createdAt: page.createdAt.toISOString(),
  };
}

export function presentInvite(row: InviteRow, now: Date): PageInvite {
  return {
    id: row.id,
    role: row.role === 'team' ? 'team' : 'member',
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    uses: row.uses,
    active: !row.revokedAt && row.expiresAt > now,
  };
}
