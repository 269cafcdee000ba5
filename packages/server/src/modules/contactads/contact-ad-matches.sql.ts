import { sql, type SQL } from 'drizzle-orm';
import {
  CONTACT_AD_COUNTERPARTS,
  CONTACT_AD_MATCH_RADIUS_KM,
  CONTACT_AD_SEARCH_TYPES,
  MATCH_WEIGHTS,
  SEEKS_MUSICIANS,
} from '@backline/domain';
import { pagesManagedBySql } from '../pages/pages.module.ts';
import { accountListedSql, profileVisibleToSql } from '../profiles/profiles.module.ts';
import { EARTH_RADIUS_KM, KM_PER_DEGREE } from '../../platform/geo.sql.ts';

// The matches of contact ads in one statement (issue 18 item 4): the same rules and score as the
// domain's `matchContactAds` / `matchProfile` (contact-ad.match.ts), in SQL. The candidates are
// found through the GIN indexes on the instrument arrays (an ad's searched instruments against
// the others' offered ones, and the reverse; a profile's instruments), never by reading every ad.

const RADIUS = CONTACT_AD_MATCH_RADIUS_KM;
const W = MATCH_WEIGHTS;
const n = (value: number) => sql.raw(String(value));

/** A city's position: its id (null when there is none), latitude and longitude columns. */
export type Place = { id: string; lat: string; lon: string };
const MINE: Place = { id: 'mine.place_id', lat: 'mine.latitude', lon: 'mine.longitude' };
const OTHER: Place = {
  id: 'other_place.id',
  lat: 'other_place.latitude',
  lon: 'other_place.longitude',
};

/** Haversine between two places (null when either is missing). */
export const distanceKmSql = (a: Place, b: Place) =>
  sql.raw(`case when ${a.id} is null or ${b.id} is null then null::float8 else
    ${EARTH_RADIUS_KM} * 2 * asin(sqrt(
      power(sin(radians(${b.lat} - ${a.lat}) / 2), 2)
      + cos(radians(${a.lat})) * cos(radians(${b.lat}))
      * power(sin(radians(${b.lon} - ${a.lon}) / 2), 2))) end`);

/**
 * Whether place `b` lies in the box around place `a` that holds the match radius (a superset
 * of the circle): the cities' position index answers it.
 */
const withinBoxSql = (a: Place, b: Place) => {
  const span = RADIUS / KM_PER_DEGREE;
  const lonSpan = `${RADIUS} / (${KM_PER_DEGREE} * cos(radians(least(89.0, abs(${a.lat}) + ${span}))))`;
  return sql.raw(`${b.lat} between ${a.lat} - ${span} and ${a.lat} + ${span}
    and ${b.lon} between ${a.lon} - ${lonSpan} and ${a.lon} + ${lonSpan}`);
};

/** The search types that answer `mine.search_type` (CONTACT_AD_COUNTERPARTS). */
const counterpartsSql = sql.raw(
  `case mine.search_type ${CONTACT_AD_SEARCH_TYPES.map(
    (type) =>
      `when ${type} then '{${(CONTACT_AD_COUNTERPARTS[type] as readonly number[]).join(',')}}'::smallint[]`,
  ).join(' ')} end`,
);

/** Points for the place (`km` within the radius), at least the remote floor when `remote`. */
const placePointsSql = (km: SQL, remote: SQL) => sql`(case when ${remote}
    then greatest(${n(W.remote)}, ${placeOnlySql(km)}) else ${placeOnlySql(km)} end)`;
const placeOnlySql = (km: SQL) => sql`(case when ${km} is null or ${km} > ${n(RADIUS)} then 0
    else floor((${n(RADIUS)} - ${km}) * ${n(W.place)} / ${n(RADIUS)} + 0.5)::int end)`;
const instrumentPointsSql = (shared: SQL) =>
  sql`(${n(W.instrument)} + ${n(W.instrumentExtra)} * least(cardinality(${shared}) - 1, ${n(W.instrumentExtraMax)}))`;

/** A live ad another member may see (the list's own predicate) and not expired. */
const liveSql = (alias: string) =>
  sql.raw(`${alias}.status = 'active' and ${alias}.expires_at > now()
    and not ${alias}.hidden and not ${alias}.shadowed`);

/** The ids of the viewer's ads: as themself, or through a page they manage. */
export const ownAdIdsSql = (viewerId: string) => sql`(
  select own.id from contact_ads own
  where own.publisher_user_id = ${viewerId} and own.publisher_page_id is null
  union all
  select own.id from contact_ads own
  where own.publisher_page_id in ${pagesManagedBySql(viewerId)})`;

/** The fields of an ad the presenter (and the domain's reasons) read, as JSON. */
const adFieldsJson = (alias: string) =>
  sql.raw(`json_build_object(
    'id', ${alias}.id, 'publisherUserId', ${alias}.publisher_user_id,
    'publisherPageId', ${alias}.publisher_page_id, 'searchType', ${alias}.search_type,
    'instrumentsOffered', ${alias}.instruments_offered,
    'instrumentsSearched', ${alias}.instruments_searched, 'genres', ${alias}.genres,
    'ambition', ${alias}.ambition, 'skill', ${alias}.skill, 'bandType', ${alias}.band_type,
    'remote', ${alias}.remote)`);

const cityJson = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object('id', ${alias}.id,
    'name', ${alias}.name, 'country', ${alias}.country, 'region', ${alias}.region) end`);

/** The card of a candidate ad: its fields, title, publisher, city, first picture. */
const candidateAdJson = sql`json_build_object(
    'fields', ${adFieldsJson('other')}, 'title', other.title, 'status', other.status,
    'publishedAt', to_char(other.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'expiresAt', to_char(other.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'city', ${cityJson('other_place')},
    'pictureKey', (select picture.storage_key from images picture
      where picture.id = other.picture_ids[1]),
    'publisherPage', (select json_build_object('id', page.id, 'name', page.name,
        'kind', page.kind, 'urlname', page.urlname, 'organizationType', page.organization_type,
        'avatarKey', (select avatar.storage_key from images avatar
          where avatar.id = page.avatar_image_id))
      from pages page where page.id = other.publisher_page_id),
    'publisherUser', (select json_build_object('id', writer.id, 'name', writer.name,
        'avatarKey', (select avatar.storage_key from profiles writer_profile
          join images avatar on avatar.id = writer_profile.avatar_image_id
          where writer_profile.user_id = writer.id))
      from users writer where writer.id = other.publisher_user_id))`;

const candidateProfileJson = sql`json_build_object(
    'userId', account.id, 'name', account.name, 'instruments', entry.instruments,
    'city', ${cityJson('other_place')},
    'avatarKey', (select avatar.storage_key from images avatar
      where avatar.id = entry.avatar_image_id))`;

export type MatchesPosition = { score: number; forAdId: string; kind: string; id: string };

/**
 * The matches of the ads `mineIds` (a set of ids, already the viewer's) that are live: other
 * members' live ads of the counterpart search type, and (for ads seeking musicians) listed
 * musicians whose profile the viewer may see. One row per match, best first, keyset-paged
 * after `after`, `limit` rows. `isNew` compares with the ad's last read (`contact_ad_match_reads`;
 * on a later page of one read, the read before it); the first page marks them seen in the same
 * statement (its snapshot still reads the old values).
 */
export function matchesSql(options: {
  mineIds: SQL;
  viewerId: string;
  after: MatchesPosition | null;
  limit: number;
  /** The notices' worker reads the other ads only, and marks nothing seen. */
  adsOnly?: boolean;
}): SQL {
  const { mineIds, viewerId, after, limit, adsOnly = false } = options;
  const seenAt = after ? sql`mine.matches_seen_before` : sql`mine.matches_seen_at`;
  const sharedAds = sql`array(
      select x from unnest(mine.instruments_searched) x
      where mine.search_type <> 3 and x = any(other.instruments_offered)
      union
      select x from unnest(other.instruments_searched) x
      where mine.search_type <> 1 and x = any(mine.instruments_offered))`;
  const adRemote = sql`((mine.remote >= 1 and other.remote >= 1) or mine.remote = 3
      or other.remote = 3)`;
  const seekers = sql.raw(SEEKS_MUSICIANS.join(', '));
  const keyset = after
    ? sql`where (scored.score < ${after.score} or (scored.score = ${after.score}
        and (scored.for_ad_id, scored.kind, scored.candidate_id)
          > (${after.forAdId}, ${after.kind}, ${after.id})))`
    : sql``;
  const markSeen =
    after || adsOnly
      ? sql``
      : sql`, seen as (
      insert into contact_ad_match_reads (ad_id, seen_at, seen_before)
      select id, now(), matches_seen_at from mine
      on conflict (ad_id) do update
        set seen_before = contact_ad_match_reads.seen_at, seen_at = excluded.seen_at
      returning ad_id)`;
  return sql`with mine as materialized (
      select ad.*, mine_place.id as place_id, mine_place.latitude, mine_place.longitude,
        mine_read.seen_at as matches_seen_at, mine_read.seen_before as matches_seen_before
      from contact_ads ad left join cities mine_place on mine_place.id = ad.city_id
      left join contact_ad_match_reads mine_read on mine_read.ad_id = ad.id
      where ad.id in ${mineIds} and ad.status = 'active' and ad.expires_at > now()
    )${markSeen},
    ad_pairs as (
      select mine.id as for_ad_id, 'ad'::text as kind, other.id as candidate_id,
        other.published_at > coalesce(${seenAt}, '-infinity') as is_new,
        distance.km, ${sharedAds} as shared,
        cardinality(array(select unnest(mine.genres) intersect select unnest(other.genres)))
          as genre_count,
        mine.ambition = other.ambition as same_ambition,
        mine.skill <> 0 and other.skill <> 0 as skill_both,
        mine.band_type is not null and other.band_type is not null as band_type_both,
        ${adRemote} as remote
      from mine
      join contact_ads other
        on other.search_type = any(${counterpartsSql})
        and ((mine.search_type <> 3 and other.instruments_offered && mine.instruments_searched)
          or (mine.search_type <> 1 and other.instruments_searched && mine.instruments_offered))
      left join cities other_place on other_place.id = other.city_id
      cross join lateral (select ${distanceKmSql(MINE, OTHER)} as km) distance
      where ${liveSql('other')}
        and other.publisher_user_id <> mine.publisher_user_id
        and (mine.publisher_page_id is null
          or other.publisher_page_id is distinct from mine.publisher_page_id)
        and (mine.band_type is null or other.band_type is null or mine.band_type = other.band_type
          or mine.band_type = 3 or other.band_type = 3)
        and mine.ambition & other.ambition <> 0
        and (mine.skill = 0 or other.skill = 0 or mine.skill & other.skill <> 0)
        and (${adRemote} or distance.km <= ${n(RADIUS)})
    ),
    profile_pairs as (
      select mine.id as for_ad_id, 'profile'::text as kind, account.id as candidate_id,
        entry.updated_at > coalesce(${seenAt}, '-infinity') as is_new,
        distance.km,
        array(select x from unnest(mine.instruments_searched) x where x = any(entry.instruments))
          as shared,
        mine.remote = 3 as remote
      from mine
      join profiles entry on entry.instruments && mine.instruments_searched
      join users account on account.id = entry.user_id
      left join cities other_place on other_place.id = entry.city_id
      cross join lateral (select ${distanceKmSql(MINE, OTHER)} as km) distance
      where ${adsOnly ? sql`false` : sql`true`} and mine.search_type in (${seekers})
        and account.id <> mine.publisher_user_id and account.type = 'musician'
        and ${accountListedSql(sql.raw('account'))}
        and ${profileVisibleToSql(sql.raw('entry'), viewerId)}
        and (mine.remote = 3 or (${withinBoxSql(MINE, OTHER)}
          and distance.km <= ${n(RADIUS)}))
    ),
    scored as (
      select for_ad_id, kind, candidate_id, is_new, km,
        ${instrumentPointsSql(sql`shared`)}
          + case when same_ambition then ${n(W.ambitionSame)} else ${n(W.ambitionOverlap)} end
          + case when skill_both then ${n(W.skillBoth)} else ${n(W.skillAny)} end
          + ${n(W.genre)} * least(genre_count, ${n(W.genreMax)})
          + case when band_type_both then ${n(W.bandType)} else 0 end
          + ${placePointsSql(sql`km`, sql`remote`)} as score
      from ad_pairs
      union all
      select for_ad_id, kind, candidate_id, is_new, km,
        ${instrumentPointsSql(sql`shared`)} + ${placePointsSql(sql`km`, sql`remote`)} as score
      from profile_pairs
    ),
    page as (
      select * from scored ${keyset}
      order by scored.score desc, scored.for_ad_id, scored.kind, scored.candidate_id
      limit ${limit}
    )
    select page.score, page.for_ad_id, page.kind, page.candidate_id, page.is_new, page.km,
      (select ${adFieldsJson('mine')} from mine where mine.id = page.for_ad_id) as mine_fields,
      case page.kind
        when 'ad' then (select ${candidateAdJson} from contact_ads other
          left join cities other_place on other_place.id = other.city_id
          where other.id = page.candidate_id)
        else (select ${candidateProfileJson} from users account
          join profiles entry on entry.user_id = account.id
          left join cities other_place on other_place.id = entry.city_id
          where account.id = page.candidate_id) end as candidate
    from page
    order by page.score desc, page.for_ad_id, page.kind, page.candidate_id`;
}
