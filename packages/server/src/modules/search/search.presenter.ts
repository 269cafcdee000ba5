import type { Locale, SearchGroup } from '@backline/domain';
import type { SearchProvider } from '../../platform/search.sql.ts';
import type { SearchRow } from './search.repository.ts';

/**
 * The groups of a search from its one row: per provider (in order) its first `size` hits, and
 * whether the row held more (the statement reads one more than it shows). Pure: the benchmark's
 * bare server answers with it too.
 */
export function presentSearchGroups(
  providers: readonly SearchProvider[],
  row: SearchRow,
  size: number,
  locale: Locale,
): SearchGroup[] {
  return providers.map((provider) => {
    const hits = row[provider.kind] ?? [];
    return {
      kind: provider.kind,
      hits: hits.slice(0, size).map((hit) => provider.present(hit, locale)),
      more: hits.length > size,
    };
  });
}
