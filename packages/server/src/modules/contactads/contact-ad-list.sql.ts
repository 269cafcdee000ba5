import { sql, type SQL } from 'drizzle-orm';
import { CONTACT_AD_SEARCH_TYPES, regionOf, type ContactAdListQuery } from '@backline/domain';
import { contactAds } from '../../db/schema/index.ts';
import type { KeysetPosition } from '../../platform/keyset-cursor.ts';
import { cityWithinKmSql, haversineKmSql } from '../../platform/geo.sql.ts';
import { pagesManagedBySql } from '../pages/pages.module.ts';
import { accountListedSql } from '../profiles/profiles.module.ts';

// The statements of the contact-ad list (`GET /api/contactads`) and the SQL pieces others reuse:
// the alert engine tests one new ad against saved filters with `contactAdFilterSql`. Every piece
// reads the current row of `contact_ads` (the table's own name).

/** Who looks: a signed-in user (with their shadow-ban state), or a visitor (null). */
export type ContactAdViewer = { id: string; shadowBanned: boolean };

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

const csv = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

/** SQL: the ids of the ads the user manages: written as themself, or of pages they speak for. */
export const ownContactAdIdsSql = (userId: string) => sql`(
  select own_ad.id from contact_ads own_ad
  where own_ad.publisher_user_id = ${userId} and own_ad.publisher_page_id is null
  union all
  select own_ad.id from contact_ads own_ad
  where own_ad.publisher_page_id in ${pagesManagedBySql(userId)})`;

/** SQL: whether the viewer manages the ad in the current row (its writer, or its page's team). */
export const managesContactAdSql = (viewer: ContactAdViewer | null) =>
  viewer
    ? sql`(${contactAds.publisherUserId} = ${viewer.id}
        or coalesce(${contactAds.publisherPageId} in ${pagesManagedBySql(viewer.id)}, false))`
    : sql`false`;

/**
 * SQL: the ad in the current row is listed for the viewer: active, not expired, not hidden, not
 * shadowed, and its writer's account may appear in lists (in use, not banned). A shadow-banned
 * viewer also sees their own shadowed ads (they must not notice the ban).
 */
export function contactAdVisibleSql(viewer: ContactAdViewer | null): SQL {
  const live = sql`${contactAds.status} = 'active' and ${contactAds.expiresAt} > now()
    and not ${contactAds.hidden}`;
  const writerListed = accountListedSql(sql`listed_writer`);
  const listed = sql`not ${contactAds.shadowed} and exists (
    select 1 from users listed_writer
    where listed_writer.id = ${contactAds.publisherUserId} and ${writerListed})`;
  if (viewer?.shadowBanned) {
    return sql`(${live} and (${listed} or ${contactAds.publisherUserId} = ${viewer.id}))`;
  }
  return sql`(${live} and ${listed})`;
}

/** SQL: the distance (km) between the city `cityId` and the ad's city; null without one. */
export const distanceFromCitySql = (cityId: number) => sql`(
  select ${haversineKmSql(sql`origin`, sql`place`)}
  from cities origin, cities place
  where origin.id = ${cityId} and place.id = ${contactAds.cityId})`;

/** SQL: the full-text query of `q` in German and English (websearch syntax, never an error). */
export const contactAdTsQuerySql = (q: string) =>
  sql`(websearch_to_tsquery('german', ${q}) || websearch_to_tsquery('english', ${q}))`;

/** The filters of a list query other than visibility, each over the current `contact_ads` row. */
function filtersOf(query: ContactAdListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.q) where.push(sql`${contactAds.search} @@ ${contactAdTsQuerySql(query.q)}`);
  const types = csv(query.type)
    .map(Number)
    .filter((type) => (CONTACT_AD_SEARCH_TYPES as readonly number[]).includes(type));
  if (types.length > 0) {
    where.push(
      sql`${contactAds.searchType} in (${sql.join(
        types.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  }
  const inst = csv(query.inst);
  if (inst.length > 0) where.push(sql`${contactAds.instrumentsSearched} && ${textArray(inst)}`);
  const plays = csv(query.plays);
  if (plays.length > 0) where.push(sql`${contactAds.instrumentsOffered} && ${textArray(plays)}`);
  const genres = csv(query.genre);
  if (genres.length > 0) where.push(sql`${contactAds.genres} && ${textArray(genres)}`);
  const region = query.region ? regionOf(query.region) : null;
  if (region) {
    where.push(sql`${contactAds.cityId} in (
      select region_city.id from cities region_city
      where region_city.country = ${region.country} and region_city.region = ${region.code})`);
  }
  if (query.city && query.km)
    where.push(cityWithinKmSql(sql`${contactAds.cityId}`, Number(query.city), Number(query.km)));
  if (query.ambition) where.push(sql`(${contactAds.ambition} & ${Number(query.ambition)}) <> 0`);
  if (query.skill && Number(query.skill) > 0) {
    // Skill 0 ("no requirement") fits every level, on either side.
    where.push(
      sql`(${contactAds.skill} = 0 or (${contactAds.skill} & ${Number(query.skill)}) <> 0)`,
    );
  }
  if (query.bandType) {
    where.push(
      sql`(${contactAds.bandType} is null or ${contactAds.bandType} in (${Number(query.bandType)}, 3))`,
    );
  }
  if (query.remote) where.push(sql`${contactAds.remote} >= 1`);
  return where;
}

/**
 * SQL: the ad in the current row of `contact_ads` is one the query finds for the viewer: its
 * filters (text, types, instruments, genres, region, distance, ambition, skill, band type,
 * remote) and, for `filter=myads`, the viewer's own ads in every status; otherwise the ads
 * listed for the viewer (`contactAdVisibleSql`). `filter=matches`, the sort and the paging are
 * not filters: the list service answers them. A visitor asking for `myads` finds nothing.
 */
export function contactAdFilterSql(query: ContactAdListQuery, viewer: ContactAdViewer | null): SQL {
  const scope =
    query.filter === 'myads'
      ? viewer
        ? sql`${contactAds.id} in ${ownContactAdIdsSql(viewer.id)}`
        : sql`false`
      : contactAdVisibleSql(viewer);
  return sql.join([scope, ...filtersOf(query)], sql` and `);
}

/** A list's order: the sort key (an integer) and its direction, the id breaking ties. */
export type ContactAdOrder = 'newest' | 'nearest' | 'relevance';

/**
 * SQL: the key a list is ordered by, as a whole number (so that the keyset cursor carries it
 * exactly): publication time (ms), distance (metres; ads without a place last) or text rank.
 */
export function sortKeySql(order: ContactAdOrder, query: ContactAdListQuery): SQL {
  switch (order) {
    case 'nearest':
      // Over the joins `sort_origin` (the filter's city) and `sort_place` (the ad's city) of
      // `contactAdPageSql`: a join, not a subquery per ad.
      return sql`coalesce(round(${haversineKmSql(sql`sort_origin`, sql`sort_place`)} * 1000)::bigint, 1000000000)`;
    case 'relevance':
      return sql`round(ts_rank(${contactAds.search}, ${contactAdTsQuerySql(query.q ?? '')}) * 1000000)::bigint`;
    default:
      return sql`floor(extract(epoch from ${contactAds.publishedAt}) * 1000)::bigint`;
  }
}

/**
 * The list's one statement: the page's ids (keyset after `after`), then each dressed as a card
 * (JSON built by the database: both drivers read the same values).
 */
export function contactAdPageSql(input: {
  query: ContactAdListQuery;
  viewer: ContactAdViewer | null;
  order: ContactAdOrder;
  after: KeysetPosition | null;
  limit: number;
  card: SQL;
}): SQL {
  const { query, viewer, order, after, limit } = input;
  const key = sortKeySql(order, query);
  const where = contactAdFilterSql(query, viewer);
  const page =
    order === 'relevance'
      ? relevancePageSql({ where, key, after, limit })
      : orderedPageSql({ query, order, where, key, after, limit });
  const direction = order === 'nearest' ? sql`asc` : sql`desc`;
  return sql`
    select ${input.card} as item, page.sort_key::text as sort_key
    from (${page}) page
    join ${contactAds} on ${contactAds.id} = page.page_id
    order by page.sort_key ${direction}, ${contactAds.id} ${direction}`;
}

/**
 * SQL: the ids and sort keys of a newest or nearest page, keyset after `after`: newest walks the
 * listed index in its order; nearest sorts the matches by their distance to the filter's city.
 */
function orderedPageSql(input: {
  query: ContactAdListQuery;
  order: 'newest' | 'nearest';
  where: SQL;
  key: SQL;
  after: KeysetPosition | null;
  limit: number;
}): SQL {
  const { query, order, key, after } = input;
  let keyset = sql``;
  if (after && order === 'newest') {
    keyset = sql`and (${contactAds.publishedAt}, ${contactAds.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})`;
  } else if (after) {
    keyset = sql`and (${key}, ${contactAds.id}) > (${after.at.getTime()}::bigint, ${after.id})`;
  }
  // `nulls last` as in the listed index (the columns are never null, but the planner matches
  // the index's order only when the order says so).
  const orderBy =
    order === 'newest'
      ? sql`${contactAds.publishedAt} desc nulls last, ${contactAds.id} desc nulls last`
      : sql`sort_key asc, ${contactAds.id} asc`;
  const joins =
    order === 'nearest'
      ? sql`left join cities sort_place on sort_place.id = ${contactAds.cityId}
        left join cities sort_origin on sort_origin.id = ${Number(query.city)}`
      : sql``;
  return sql`
      select ${contactAds.id} as page_id, ${key} as sort_key
      from ${contactAds} ${joins}
      where ${input.where} ${keyset}
      order by ${orderBy}
      limit ${input.limit}`;
}

/**
 * How many of the newest matches a relevance order ranks (decisions §77): a common word
 * ("Proberaum") matches thousands of ads, and ranking every one of them read the whole table.
 * The newest matches come from the listed index in order; below the cap, every match is ranked.
 */
export const CONTACT_AD_RELEVANCE_CANDIDATES = 1000;

/**
 * SQL: the ids and ranks of a relevance page: the newest `CONTACT_AD_RELEVANCE_CANDIDATES`
 * matches, ranked, then keyset paged by (rank, id). The candidates are the same for every page
 * while no ad changes, so the pages neither skip nor repeat.
 */
function relevancePageSql(input: {
  where: SQL;
  key: SQL;
  after: KeysetPosition | null;
  limit: number;
}): SQL {
  const keyset = input.after
    ? sql`where (candidate.sort_key, candidate.page_id) < (${input.after.at.getTime()}::bigint, ${input.after.id})`
    : sql``;
  return sql`
      select candidate.page_id, candidate.sort_key
      from (
        select ${contactAds.id} as page_id, ${input.key} as sort_key
        from ${contactAds}
        where ${input.where}
        order by ${contactAds.publishedAt} desc nulls last, ${contactAds.id} desc nulls last
        limit ${CONTACT_AD_RELEVANCE_CANDIDATES}
      ) candidate
      ${keyset}
      order by candidate.sort_key desc, candidate.page_id desc
      limit ${input.limit}`;
}
