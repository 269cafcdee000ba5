import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import type { BookingOfferPage, BookmarkFilter } from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardList } from '../../../components/ui/card-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FilterBar } from '../../../components/ui/filter-bar.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { offerListQuery } from '../api/offer-list-api.ts';
import { GigCard } from './gig-card.tsx';
import {
  activeFilterCount,
  GigFilterFields,
  useGigActiveFilters,
  useGigQuickFilters,
  type GigFilterFieldsProps,
} from './gig-filters.tsx';
import { ListPager } from './list-pager.tsx';

export { activeFilterCount, type FilterCity } from './gig-filters.tsx';

export type GigListScreenProps = {
  route: '/gigs' | '/booking';
  /** The bookmark menu of this list (composed by the route: bookmarks are their own feature). */
  renderBookmarks?: (props: {
    filter: URLSearchParams;
    onApply: (filter: BookmarkFilter) => void;
  }) => ReactNode;
  renderCityPicker?: GigFilterFieldsProps['renderCityPicker'];
};

/**
 * The gig list (`/gigs`, `/booking`), list first: a one-line header, the filter bar (search,
 * the most used filters, "Filter (n)" for the rest, the active ones, the count), then the gigs.
 * Filters live in the address (bookmarks, sharing, Back and Forward); the server sorts and pages.
 */
export function GigListScreen({ route, renderBookmarks, renderCityPicker }: GigListScreenProps) {
  const { t } = useTranslation(['booking', 'common']);
  const { params, update, apply, reset, search } = useListFilters();
  const query = useQuery(offerListQuery(params.toString()));
  const quickFilters = useGigQuickFilters(params, update);
  const activeFilters = useGigActiveFilters(params, update);

  const page = Number(params.get('page') ?? 1) || 1;
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filterCount = activeFilterCount(params);
  const filtered = filterCount > 0 || Boolean(params.get('q'));
  // Past the count's cap the list says "more than 1,000" (the server counts no further).
  const resultsText = (answer: BookingOfferPage) =>
    answer.totalCapped
      ? t('resultsCapped', { value: formatNumber(answer.total) })
      : t('results', { count: answer.total });

  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 860 }}>
      <PageHeader
        title={t(route === '/gigs' ? 'gigsTitle' : 'bookingTitle')}
        subtitle={t('intro')}
        actions={
          <>
            <Button component={RouterLink} to="/booking/myapplies" size="small">
              {t('myApplies')}
            </Button>
            <Button component={RouterLink} to="/booking/myoffers" size="small">
              {t('myOffers')}
            </Button>
            <Button
              component={RouterLink}
              to="/booking/create"
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('create')}
            </Button>
          </>
        }
      />
      <FilterBar
        search={{
          label: t('search'),
          value: search.text,
          onChange: search.setText,
          onSubmit: search.submit,
          placeholder: t('searchPlaceholder'),
        }}
        quickFilters={quickFilters}
        activeFilters={activeFilters}
        filterCount={filterCount}
        resultCount={data?.total}
        resultText={data ? resultsText(data) : undefined}
        onReset={reset}
        resettable={params.size > 0}
        panel={
          <>
            <GigFilterFields params={params} update={update} renderCityPicker={renderCityPicker} />
            {renderBookmarks ? (
              <Box sx={{ mt: 3 }}>{renderBookmarks({ filter: params, onApply: apply })}</Box>
            ) : null}
          </>
        }
      />

      <QueryView
        query={query}
        loading={<CardSkeletons leading="date" count={4} />}
        isEmpty={(answer) => answer.items.length === 0}
        empty={
          filtered ? (
            <EmptyState
              title={t('emptyTitle')}
              text={t('empty')}
              action={
                <Button variant="outlined" onClick={reset}>
                  {t('reset')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('emptyNoOffers')}
              text={t('emptyNoOffersText')}
              action={
                <Button component={RouterLink} to="/booking/create" variant="contained">
                  {t('create')}
                </Button>
              }
            />
          )
        }
      >
        {(answer) => (
          <CardList aria-label={resultsText(answer)}>
            {answer.items.map((offer) => (
              <GigCard key={offer.id} offer={offer} />
            ))}
          </CardList>
        )}
      </QueryView>
      <ListPager
        page={page}
        pages={pages}
        onPage={(next) => update({ page: next > 1 ? String(next) : null })}
      />
    </Box>
  );
}
