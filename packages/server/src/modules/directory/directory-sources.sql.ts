import { sql, type SQL } from 'drizzle-orm';
import {
  DIRECTORY_OPEN_FOR_BOOKINGS_DAYS,
  regionOf,
  type DirectoryList,
  type DirectoryQuery,
  type PageKind,
} from '@backline/domain';
import { openForBookingsSql } from '../booking/booking.module.ts';
import { areConfirmedContactsSql, confirmedContactsOfSql } from '../contacts/contacts.module.ts';
import { gemaBadgeShownSql } from '../gema/gema.module.ts';
import { hasMediaSql } from '../media/media.module.ts';
import {
  pageFollowedBySql,
  pageFollowerCountSql,
  pageOwnerListedSql,
} from '../pages/pages.module.ts';
import { accountListedSql, profileVisibleToSql } from '../profiles/profiles.module.ts';
import { factsheetFilterSql } from '../venues/venues.module.ts';

// What each directory list reads: its rows, who may appear, its filters and its card. The
// owners' rules come as SQL pieces from the owning modules (pages, profiles, contacts, gema,
// media, booking); this module only puts them together (docs/decisions.md §59).

/** The viewer's id, or '' for a visitor (an id no row has). */
export type Viewer = string;

/** One filter of a list: a condition for the query, or null when its parameter is not set. */
export type DirectoryFilter = (query: DirectoryQuery, viewer: Viewer) => SQL | null;

export type DirectorySource = {
  /** The rows (`entry` is the table the list is of). */
  from: SQL;
  id: SQL;
  name: SQL;
  createdAt: SQL;
  cityId: SQL;
  /** Who may appear at all, for this viewer. */
  listed: (viewer: Viewer) => SQL;
  /** The list's own filters (the shared ones, text, place and region, are the statement's). */
  filters: readonly DirectoryFilter[];
  /** Followers (pages) or confirmed contacts (people). */
  followers: SQL;
  /** The card's JSON, for the entry in the current row; `distance` is the page's distance. */
  card: (viewer: Viewer, distance: SQL) => SQL;
};

const csv = (text: string) =>
  sql`array[${sql.join(
    text.split(',').map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

const entryAlias = sql.raw('entry');
const pageId = sql.raw('entry.id');

/** Filters every page list has: genre, media, open for bookings. */
const pageFilters = (kind: PageKind): DirectoryFilter[] => [
  (query) => (query.genre ? sql`entry.genres && ${csv(query.genre)}` : null),
  (query) => (query.media ? hasMediaSql('page', sql`entry.id`) : null),
  (query) =>
    query.open ? openForBookingsSql(kind, sql`entry.id`, DIRECTORY_OPEN_FOR_BOOKINGS_DAYS) : null,
];

/**
 * The live locations' own filters, from their factsheet (the venues module's condition on its
 * own table, inside this one statement): newcomer friendly, and at least so many people.
 */
export const VENUE_FILTERS: DirectoryFilter[] = [
  (query) =>
    query.newcomer || query.capacity
      ? factsheetFilterSql(sql`entry.id`, {
          ...(query.newcomer ? { newcomerFriendly: true } : {}),
          ...(query.capacity ? { minCapacity: Number(query.capacity) } : {}),
        })
      : null,
];

const ARTIST_FILTERS: DirectoryFilter[] = [
  (query) => (query.form ? sql`entry.artist_form = ${query.form}` : null),
];

const ORGANIZATION_FILTERS: DirectoryFilter[] = [
  (query) => (query.orgType ? sql`entry.organization_type = ${query.orgType}` : null),
];

/** A list of pages of one kind: active ones (not closed or disbanded) whose owner is listed. */
function pageSource(kind: PageKind, own: DirectoryFilter[]): DirectorySource {
  return {
    from: sql`pages entry`,
    id: sql`entry.id`,
    name: sql`entry.name`,
    createdAt: sql`entry.created_at`,
    cityId: sql`entry.city_id`,
    listed: () => sql`entry.kind = ${kind}
      and entry.status not in ('closed', 'disbanded')
      and ${pageOwnerListedSql(pageId)}`,
    filters: [...pageFilters(kind), ...own],
    followers: pageFollowerCountSql(pageId),
    card: (viewer, distance) => sql`json_build_object(
      'kind', entry.kind, 'id', entry.id, 'name', entry.name, 'urlname', entry.urlname,
      'artistForm', entry.artist_form, 'organizationType', entry.organization_type,
      'avatarKey', (select avatar.storage_key from images avatar
        where avatar.id = entry.avatar_image_id),
      'city', (select place.name from cities place where place.id = entry.city_id),
      'distanceKm', ${distance},
      'genres', entry.genres, 'instruments', '{}'::text[],
      'followers', ${pageFollowerCountSql(pageId)},
      'viewerFollows', ${pageFollowedBySql(pageId, viewer)},
      'gemaVerified', false, 'self', false)`,
  };
}

/**
 * Musicians: accounts of the musician type with a profile, listed (in use, not banned), and
 * whose profile the viewer may see (private ones only for their contacts).
 */
const musicianSource: DirectorySource = {
  from: sql`users account join profiles entry on entry.user_id = account.id`,
  id: sql`account.id`,
  name: sql`account.name`,
  createdAt: sql`account.created_at`,
  cityId: sql`entry.city_id`,
  listed: (viewer) => sql`account.type = 'musician'
    and ${accountListedSql(sql.raw('account'))}
    and ${profileVisibleToSql(entryAlias, viewer)}`,
  filters: [
    (query) => (query.instrument ? sql`entry.instruments && ${csv(query.instrument)}` : null),
    (query, viewer) =>
      query.gema ? gemaBadgeShownSql(sql`account.id`, sql`entry.gema_badge`, viewer) : null,
    (query) => (query.media ? hasMediaSql('user', sql`account.id`) : null),
  ],
  followers: sql`(select count(*)::int from ${confirmedContactsOfSql(sql`account.id`)} contact)`,
  card: (viewer, distance) => sql`json_build_object(
    'kind', 'user', 'id', account.id, 'name', account.name, 'urlname', null,
    'artistForm', null, 'organizationType', null,
    'avatarKey', (select avatar.storage_key from images avatar
      where avatar.id = entry.avatar_image_id),
    'city', (select place.name from cities place where place.id = entry.city_id),
    'distanceKm', ${distance},
    'genres', '{}'::text[], 'instruments', entry.instruments,
    'followers', (select count(*)::int from ${confirmedContactsOfSql(sql`account.id`)} contact),
    'viewerFollows', ${viewer ? areConfirmedContactsSql(sql`account.id`, viewer) : sql`false`},
    'gemaVerified', ${gemaBadgeShownSql(sql`account.id`, sql`entry.gema_badge`, viewer)},
    'self', account.id = ${viewer})`,
};

export const DIRECTORY_SOURCES: Record<DirectoryList, DirectorySource> = {
  musicians: musicianSource,
  venues: pageSource('location', VENUE_FILTERS),
  artists: pageSource('artist', ARTIST_FILTERS),
  organizations: pageSource('organization', ORGANIZATION_FILTERS),
};

/** The region filter: the entry's city lies in the region (German state, canton, ...). */
export function regionFilterSql(source: DirectorySource, regionId: string): SQL | null {
  const region = regionOf(regionId);
  if (!region) return null;
  return sql`${source.cityId} in (
    select region_city.id from cities region_city
    where region_city.country = ${region.country} and region_city.region = ${region.code})`;
}
