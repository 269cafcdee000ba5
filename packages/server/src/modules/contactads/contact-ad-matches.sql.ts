import { sql, type Placeholder, type SQL } from 'drizzle-orm';
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

// The matches of contact ads (issue 18 item 4): the same rules and score as the domain's
// `matchContactAds` / `matchProfile` (contact-ad.match.ts), in SQL. An ad's matches are computed
// on its first read and stored (`contact_ad_match_sets`/`_rows`, docs/decisions.md 73); a read
// after that walks the stored rows best first. The candidates are found through the GIN indexes
// on the instrument arrays (an ad's searched instruments against the others' offered ones, and
// the reverse; a profile's instruments), never by reading every ad.

type Ref = string | Placeholder;

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

/** Whether the ad `alias` is the viewer's: as themself, or through a page they manage. */
const ownedBySql = (alias: SQL, viewerId: Ref) => sql`(case when ${alias}.publisher_page_id is null
    then ${alias}.publisher_user_id = ${viewerId}
    else ${alias}.publisher_page_id in ${pagesManagedBySql(viewerId)} end)`;

/** The ids of the viewer's ads: as themself, or through a page they manage. */
export const ownAdIdsSql = (viewerId: Ref) => sql`(
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

/** The last row of a page (the cursor), and whether that read moved the read marks. */
export type MatchesPosition = {
  score: number;
  forAdId: string;
  kind: string;
  id: string;
  moved: boolean;
};

/**
 * The advisory lock that orders computing reads after the changes that delete stored sets
 * (migration 0036): a computing read takes it exclusively, a change shared.
 */
export const MATCH_SETS_LOCK = sql`hashtext('contact_ad_match_sets')`;

/**
 * Computes and stores the matches of the ads `adIds` that are live and have no stored set: one
 * set row each, and a row per match (other members' live ads of the counterpart search type;
 * for ads seeking musicians, musicians' profiles). What depends on the reader or on time (a
 * profile's visibility, an account's ban, a candidate's expiry) is checked when read, so a
 * profile is stored whatever its visibility. Run under `MATCH_SETS_LOCK`, exclusively.
 */
export function computeMatchSetsSql(adIds: readonly string[]): SQL {
  const ids = sql.join(
    adIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const sharedAds = sql`array(
      select x from unnest(mine.instruments_searched) x
      where mine.search_type <> 3 and x = any(other.instruments_offered)
      union
      select x from unnest(other.instruments_searched) x
      where mine.search_type <> 1 and x = any(mine.instruments_offered))`;
  const adRemote = sql`((mine.remote >= 1 and other.remote >= 1) or mine.remote = 3
      or other.remote = 3)`;
  const seekers = sql.raw(SEEKS_MUSICIANS.join(', '));
  return sql`with mine as materialized (
      select ad.*, mine_place.id as place_id, mine_place.latitude, mine_place.longitude
      from contact_ads ad left join cities mine_place on mine_place.id = ad.city_id
      where ad.id in (${ids}) and ad.status = 'active' and ad.expires_at > now()
        and not exists (select 1 from contact_ad_match_sets stored where stored.ad_id = ad.id)
    ),
    stored as (
      insert into contact_ad_match_sets (ad_id) select id from mine
      on conflict (ad_id) do nothing returning ad_id
    ),
    ad_pairs as (
      select mine.id as for_ad_id, 'ad'::text as kind, other.id as candidate_id,
        other.published_at as candidate_at, distance.km, ${sharedAds} as shared,
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
      select mine.id as for_ad_id, 'profile'::text as kind, entry.user_id as candidate_id,
        entry.updated_at as candidate_at, distance.km,
        array(select x from unnest(mine.instruments_searched) x where x = any(entry.instruments))
          as shared,
        mine.remote = 3 as remote
      from mine
      join profiles entry on entry.instruments && mine.instruments_searched
      left join cities other_place on other_place.id = entry.city_id
      cross join lateral (select ${distanceKmSql(MINE, OTHER)} as km) distance
      where mine.search_type in (${seekers}) and entry.user_id <> mine.publisher_user_id
        and (mine.remote = 3 or (${withinBoxSql(MINE, OTHER)}
          and distance.km <= ${n(RADIUS)}))
    ),
    scored as (
      select for_ad_id, kind, candidate_id, candidate_at, km,
        ${instrumentPointsSql(sql`shared`)}
          + case when same_ambition then ${n(W.ambitionSame)} else ${n(W.ambitionOverlap)} end
          + case when skill_both then ${n(W.skillBoth)} else ${n(W.skillAny)} end
          + ${n(W.genre)} * least(genre_count, ${n(W.genreMax)})
          + case when band_type_both then ${n(W.bandType)} else 0 end
          + ${placePointsSql(sql`km`, sql`remote`)} as score
      from ad_pairs
      union all
      select for_ad_id, kind, candidate_id, candidate_at, km,
        ${instrumentPointsSql(sql`shared`)} + ${placePointsSql(sql`km`, sql`remote`)} as score
      from profile_pairs
    )
    insert into contact_ad_match_rows (ad_id, kind, candidate_id, score, km, candidate_at,
      position)
    select for_ad_id, kind, candidate_id, score, km, candidate_at,
      row_number() over (partition by for_ad_id order by score desc, kind, candidate_id)
    from scored
    where for_ad_id in (select ad_id from stored)
    on conflict do nothing`;
}

/** Whose matches a read is of: all the viewer's live ads, or one ad (which may not be theirs). */
export type MatchesOf = 'viewer' | 'ad';

/**
 * ONE read statement of a fixed shape (prepared; placeholders `viewerId`, `limit`, `adId` for one
 * ad, and after a cursor `afterScore`, `afterAdId`, `afterKind`, `afterId`, `afterMoved`): the
 * stored matches of the viewer's live ads (or of the ad `adId` when it is theirs and live), best
 * first, keyset-paged. Each ad's rows are walked in score order and only those whose candidate is
 * still live (an ad) or a listed musician the viewer may see (a profile) count.
 *
 * `isNew` compares a candidate's `candidate_at` with the ad's last read
 * (`contact_ad_match_reads.seen_at`); a later page compares with the read before it when the first
 * page moved the mark (`afterMoved`, carried by the cursor). The statement only reads; every row
 * also carries:
 * - `missing`: the live ads without stored matches (the caller computes them and reads again);
 * - `unseen`: some ad was never read, or has matches newer than its last read: the caller then
 *   moves the marks (`markSeenSql`); else nothing is written;
 * - `owner` (one ad): 'mine', 'other', or null when there is no such ad.
 * A page without matches is one row without a candidate. The rows come in one JSON array, the
 * statement's one column `page` (`MatchRow[]`): one value to hand over and parse instead of
 * a dozen columns of each row (decisions §78).
 */
export function matchesSql(of: MatchesOf, options: { after: boolean; adsOnly: boolean }): SQL {
  const viewerId = sql.placeholder('viewerId');
  const mineIds: SQL =
    of === 'viewer'
      ? ownAdIdsSql(viewerId)
      : sql`(select ad.id from contact_ads ad where ad.id = ${sql.placeholder('adId')}
          and ${ownedBySql(sql.raw('ad'), viewerId)})`;
  const seenAt = options.after
    ? sql`case when ${sql.placeholder('afterMoved')}::boolean then mine.matches_seen_before
        else mine.matches_seen_at end`
    : sql`mine.matches_seen_at`;
  const keyset = options.after
    ? sql`and (stored.score < ${sql.placeholder('afterScore')}::smallint
        or (stored.score = ${sql.placeholder('afterScore')}::smallint
          and (stored.ad_id, stored.kind, stored.candidate_id)
            > (${sql.placeholder('afterAdId')}::text, ${sql.placeholder('afterKind')}::text,
              ${sql.placeholder('afterId')}::text)))`
    : sql``;
  const owner =
    of === 'ad'
      ? sql`(select case when ${ownedBySql(sql.raw('target'), viewerId)} then 'mine' else 'other' end
          from contact_ads target where target.id = ${sql.placeholder('adId')})`
      : sql`null::text`;
  const limit = sql`${sql.placeholder('limit')}::int`;
  return sql`with mine as materialized (
      select ad.id, ad.publisher_user_id, ad.publisher_page_id, ad.search_type,
        ad.instruments_offered, ad.instruments_searched, ad.genres, ad.ambition, ad.skill,
        ad.band_type, ad.remote,
        mine_read.seen_at as matches_seen_at, mine_read.seen_before as matches_seen_before,
        exists (select 1 from contact_ad_match_sets stored_set where stored_set.ad_id = ad.id)
          as has_set
      from contact_ads ad
      left join contact_ad_match_reads mine_read on mine_read.ad_id = ad.id
      where ad.id in ${mineIds} and ad.status = 'active' and ad.expires_at > now()
    ),
    -- Each ad's first rows in its order (as many as the window says, an index range), merged
    -- in the page's order with nothing joined (a fence: offset 0), then checked one by one until
    -- the page is full: the checks are scalar lookups, never a hash over every account.
    candidates as (
      select picked.* from mine cross join lateral (
        select stored.* from contact_ad_match_rows stored
        where stored.ad_id = mine.id ${options.adsOnly ? sql`and stored.kind = 'ad'` : sql``}
          ${keyset}
        order by stored.position
        limit ${sql.placeholder('window')}::int
      ) picked
    ),
    page as (
      select ordered.ad_id as for_ad_id, ordered.kind, ordered.candidate_id, ordered.score,
        ordered.km,
        ordered.candidate_at > coalesce((select ${seenAt} from mine
          where mine.id = ordered.ad_id), '-infinity') as is_new
      from (
        select * from candidates
        order by candidates.score desc, candidates.ad_id, candidates.kind,
          candidates.candidate_id
        offset 0
      ) ordered
      where coalesce(case ordered.kind
          when 'ad' then (select true from contact_ads other
            where other.id = ordered.candidate_id and ${liveSql('other')} limit 1)
          else (select true from profiles entry
            join users account on account.id = entry.user_id
            where entry.user_id = ordered.candidate_id and account.type = 'musician'
              and ${accountListedSql(sql.raw('account'))}
              and ${profileVisibleToSql(sql.raw('entry'), viewerId)} limit 1) end, false)
      limit ${limit}
    ),
    -- The window was too small when an ad gave all of it and its last row comes before the end
    -- of the page (or the page is not full): its next rows might belong to the page.
    cut as (
      select (select count(*) from page) < ${limit} as short, last.score as last_score,
        last.for_ad_id as last_ad_id, last.kind as last_kind, last.candidate_id as last_id
      from (select 1) one left join lateral (select * from page
        order by page.score, page.for_ad_id desc, page.kind desc, page.candidate_id desc
        limit 1) last on true
    ),
    flags as (
      select coalesce(array_agg(mine.id order by mine.id) filter (where not mine.has_set), '{}')
          as missing,
        coalesce(bool_or(mine.matches_seen_at is null or exists (
          select 1 from contact_ad_match_rows recent where recent.ad_id = mine.id
            and recent.candidate_at > mine.matches_seen_at)), false) as unseen,
        ${owner} as owner,
        exists (select 1 from mine truncated cross join cut
          join lateral (select edge.score, edge.ad_id, edge.kind, edge.candidate_id
            from candidates edge where edge.ad_id = truncated.id
            order by edge.position desc limit 1) edge on true
          where (select count(*) from candidates mine_rows where mine_rows.ad_id = truncated.id)
              = ${sql.placeholder('window')}::int
            and (cut.short or edge.score > cut.last_score
              or (edge.score = cut.last_score and (edge.ad_id, edge.kind, edge.candidate_id)
                < (cut.last_ad_id, cut.last_kind, cut.last_id))))
          as incomplete
      from mine
    )
    select coalesce(json_agg(page_row order by page_row.score desc, page_row.for_ad_id,
        page_row.kind, page_row.candidate_id), '[]') as page
    from (
    select page.score, page.for_ad_id, page.kind, page.candidate_id, page.is_new, page.km,
      (select ${adFieldsJson('mine')} from mine where mine.id = page.for_ad_id) as mine_fields,
      case page.kind
        when 'ad' then (select ${candidateAdJson} from contact_ads other
          left join cities other_place on other_place.id = other.city_id
          where other.id = page.candidate_id)
        when 'profile' then (select ${candidateProfileJson} from users account
          join profiles entry on entry.user_id = account.id
          left join cities other_place on other_place.id = entry.city_id
          where account.id = page.candidate_id) end as candidate,
      flags.missing, flags.unseen, flags.owner, flags.incomplete
    from flags left join page on true
    ) page_row`;
}

/**
 * Moves the read marks of the live ads `mineIds` to now (`seen_before` keeps the last one, for
 * the later pages of this read). Run after a first page whose statement answered `unseen`.
 */
export function markSeenSql(mineIds: SQL): SQL {
  return sql`insert into contact_ad_match_reads (ad_id, seen_at)
    select ad.id, now() from contact_ads ad
    where ad.id in ${mineIds} and ad.status = 'active' and ad.expires_at > now()
    on conflict (ad_id) do update
      set seen_before = contact_ad_match_reads.seen_at, seen_at = excluded.seen_at`;
}
