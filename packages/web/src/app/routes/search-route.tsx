import { SEARCH_KINDS } from '@backline/domain';
import { useSearchParams } from 'react-router';
import { SearchResultsScreen } from '../../features/search/components/search-results-screen.tsx';

/** `/suche?q=…[&kind=…]`: search across the platform (issue 17). */
export function Component() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, 100);
  const kindParam = params.get('kind');
  const kind = SEARCH_KINDS.find((each) => each === kindParam) ?? null;
  return <SearchResultsScreen key={`${q}|${kind ?? ''}`} q={q} kind={kind} />;
}
