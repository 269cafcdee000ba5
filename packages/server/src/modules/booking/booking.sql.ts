import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PageKind } from '@backline/domain';
import { pagesManagedBySql } from '../pages/pages.module.ts';

// The SQL pieces that several booking statements share (the gig lists, the ratings, the date
// overview), with the JSON they build. Timestamps come as `Date#toISOString` text.

/** A page as a party of a booking: what `pageResource` needs, its avatar's key and its city. */
export type PagePartyRow = {
  id: string;
  name: string;
  kind: PageKind;
  urlname: string | null;
  organizationType: string | null;
  avatarKey: string | null;
  city: string | null;
};
/** A user as a party (publishing as themself, rated as such). */
export type UserPartyRow = { id: string; name: string; avatarKey: string | null };

/** A timestamp as the API writes it (`Date#toISOString`: UTC, milliseconds, `Z`). */
export const isoText = (value: SQL | SQL.Aliased | unknown) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The page `pageId` as a party (JSON, null when there is none). */
export const pagePartyJson = (pageId: SQL | unknown) => sql`(
  select json_build_object(
    'id', party_page.id, 'name', party_page.name, 'kind', party_page.kind,
    'urlname', party_page.urlname, 'organizationType', party_page.organization_type,
    'avatarKey', party_page_image.storage_key, 'city', party_page_city.name)
  from pages party_page
  left join images party_page_image on party_page_image.id = party_page.avatar_image_id
  left join cities party_page_city on party_page_city.id = party_page.city_id
  where party_page.id = ${pageId})`;

/** The user `userId` as a party (JSON, null when there is none). */
export const userPartyJson = (userId: SQL | unknown) => sql`(
  select json_build_object(
    'id', party_user.id, 'name', party_user.name, 'avatarKey', party_user_image.storage_key)
  from users party_user
  left join profiles party_user_profile on party_user_profile.user_id = party_user.id
  left join images party_user_image on party_user_image.id = party_user_profile.avatar_image_id
  where party_user.id = ${userId})`;

/** Pages the viewer speaks for (owner, admin): their own offers and applications. */
export const managedPages = (viewerId: string | Placeholder) => pagesManagedBySql(viewerId);

/**
 * The viewer's own offers (as themself, or for a page they speak for) as a set of ids: two index
 * lookups instead of an `or` over a subquery, which only a scan of all offers could answer.
 */
export const ownOfferIds = (viewerId: string | Placeholder) => sql`(
  select own.id from booking_offers own
  where own.publisher_user_id = ${viewerId} and own.publisher_page_id is null
  union all
  select own.id from booking_offers own
  where own.publisher_page_id in ${managedPages(viewerId)}
)`;
