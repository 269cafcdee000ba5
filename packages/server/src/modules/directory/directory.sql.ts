import { sql, type SQL } from 'drizzle-orm';
import type { DirectoryCursor, DirectoryQuery, DirectorySort } from '@backline/domain';
import { regionFilterSql, type DirectorySource, type Viewer } from './directory-sources.sql.ts';
import { cityWithinKmSql, haversineKmSql } from '../../platform/geo.sql.ts';

// The one statement of a directory page: the inner select picks the page's ids in the order
// (keyset: the rows after the cursor, never an offset), the outer one builds just those cards.

/** The entry's distance from the city `cityId`, in km (null without a city). */
const distanceSql = (source: DirectorySource, cityId: number) => sql`(
  select ${haversineKmSql(sql`origin`, sql`place`)}::float8 from cities origin, cities place
  where origin.id = ${cityId} and place.id = ${source.cityId})`;

/** `%`, `_` and `\` stand for themselves in a `like` pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Name search: the names that hold the text; only when no name holds it, the names like it
 * (trigrams: "Kulturhale"). The ids come as an array from two branches, the second gated by
 * whether the first found any, so that a common word ("Person 1234" among thousands of
 * "Person …") reads the few names that hold it through the trigram index and then those rows by
 * id, instead of ranking every similar name.
 */
const textFilterSql = (source: DirectorySource, q: string) => sql`${source.id} = any(array(
    with held as materialized (
      select ${source.id} as id from ${source.from}
      where lower(${source.name}) like ${`%${likeEscaped(q.toLowerCase())}%`})
    select held.id from held
    union all
    select ${source.id} from ${source.from}
    where lower(${source.name}) % ${q.toLowerCase()} and not exists (select 1 from held)))`;

/** Relevance: an exact name first, then names starting with it, then by trigram similarity. */
const relevanceSql = (source: DirectorySource, q: string) => sql`((case
    when lower(${source.name}) = ${q.toLowerCase()} then 2
    when lower(${source.name}) like ${`${likeEscaped(q.toLowerCase())}%`} then 1
    else 0 end) + similarity(lower(${source.name}), ${q.toLowerCase()}))::float8`;

type Order = {
  key: SQL;
  direction: 'asc' | 'desc';
  cursorType: 'float8' | 'int' | 'timestamptz';
};

function orderOf(source: DirectorySource, sort: DirectorySort, query: DirectoryQuery): Order {
  switch (sort) {
    case 'relevance':
      return {
        key: relevanceSql(source, query.q ?? ''),
        direction: 'desc',
        cursorType: 'float8',
      };
    case 'nearest':
      return {
        key: distanceSql(source, Number(query.city)),
        direction: 'asc',
        cursorType: 'float8',
      };
    case 'followed':
      return { key: source.followers, direction: 'desc', cursorType: 'int' };
    case 'newest':
      return { key: source.createdAt, direction: 'desc', cursorType: 'timestamptz' };
  }
}

/** Every condition of the query: who may appear, the list's own filters, text, place, region. */
export function conditionsOf(
  source: DirectorySource,
  query: DirectoryQuery,
  sort: DirectorySort,
  viewer: Viewer,
): SQL[] {
  const conditions: SQL[] = [source.listed(viewer)];
  for (const filter of source.filters) {
    const condition = filter(query, viewer);
    if (condition) conditions.push(condition);
  }
  if (query.q) conditions.push(textFilterSql(source, query.q));
  if (query.city && query.km) {
    conditions.push(cityWithinKmSql(sql`${source.cityId}`, Number(query.city), Number(query.km)));
  } else if (sort === 'nearest') {
    conditions.push(sql`${source.cityId} is not null`);
  }
  const region = query.region ? regionFilterSql(source, query.region) : null;
  if (region) conditions.push(region);
  return conditions;
}

/** The sort value as the cursor carries it (text that casts back exactly). */
const cursorText = (order: Order) =>
  order.cursorType === 'timestamptz'
    ? sql`to_char(page_ids.sort_key at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql`page_ids.sort_key::text`;

/**
 * The statement of one page: `size + 1` rows (the extra one says there is a next page), each
 * the card's JSON and the cursor parts of its row.
 */
export function directoryPageSql(
  source: DirectorySource,
  query: DirectoryQuery,
  sort: DirectorySort,
  viewer: Viewer,
  after: DirectoryCursor | null,
  size: number,
): SQL {
  const order = orderOf(source, sort, query);
  const conditions = conditionsOf(source, query, sort, viewer);
  const comparison = order.direction === 'desc' ? sql`<` : sql`>`;
  if (after) {
    conditions.push(
      sql`(${order.key}, ${source.id}) ${comparison} (${String(after.value)}::${sql.raw(order.cursorType)}, ${after.id})`,
    );
  }
  const direction = sql.raw(order.direction);
  const distance = query.city ? distanceSql(source, Number(query.city)) : sql`null::float8`;
  return sql`
    select ${source.card(viewer, sql`round(page_ids.distance)::int`)} as card,
      ${cursorText(order)} as sort_value, page_ids.id as id
    from (
      select ${source.id} as id, ${order.key} as sort_key, ${distance} as distance
      from ${source.from}
      where ${sql.join(conditions, sql` and `)}
      order by sort_key ${direction}, id ${direction}
      limit ${size + 1}
    ) page_ids
    join ${source.from} on ${source.id} = page_ids.id
    order by page_ids.sort_key ${direction}, page_ids.id ${direction}`;
}
