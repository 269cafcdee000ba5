import { sql, type SQL } from 'drizzle-orm';
import type { AlertFilter } from './alert-source.ts';

/**
 * Which of the saved filters let the item of the current row through, as one SQL expression (a
 * `text[]` of bookmark ids) for a source's statement: a `case` per filter over the condition
 * that `conditionOf` builds from the list's own filter SQL; null leaves the filter out (the list
 * would refuse its query).
 */
export function matchedBookmarksSql(
  filters: readonly AlertFilter[],
  conditionOf: (filter: AlertFilter) => SQL | null,
): SQL {
  const cases = filters.flatMap((filter) => {
    const condition = conditionOf(filter);
    return condition ? [sql`case when ${condition} then ${filter.bookmarkId} end`] : [];
  });
  return cases.length > 0
    ? sql`array_remove(array[${sql.join(cases, sql`, `)}]::text[], null)`
    : sql`'{}'::text[]`;
}
