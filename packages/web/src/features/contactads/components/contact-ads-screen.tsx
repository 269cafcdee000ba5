import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  CONTACT_AD_LIST_FILTERS,
  type BookmarkFilter,
  type ContactAdSummary,
} from '@backline/domain';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FilterBar } from '../../../components/ui/filter-bar.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { contactAdListQuery, contactAdMatchesQuery } from '../api/contactads-api.ts';
import { normalizeLegacyFilters } from '../legacy-filters.ts';
import { ContactAdCard } from './contact-ad-card.tsx';
import {
  activeFilterCount,
  ContactAdFilterFields,
  useActiveFilters,
  useQuickFilters,
  type CityPickerRenderer,
} from './contact-ad-filters.tsx';
import { ContactAdManage } from './contact-ad-manage.tsx';
import { ContactAdMatchCard } from './contact-ad-match-card.tsx';
import { PagedCards } from './paged-cards.tsx';

type View = 'all' | (typeof CONTACT_AD_LIST_FILTERS)[number];

export type ContactAdsScreenProps = {
  /** The bookmark menu of this list (composed by the route: bookmarks are their own feature). */
  renderBookmarks?: (props: {
    filter: URLSearchParams;
    onApply: (filter: BookmarkFilter) => void;
  }) => ReactNode;
  renderCityPicker?: CityPickerRenderer;
};

const viewOf = (params: URLSearchParams): View => {
  const filter = params.get('filter');
  return filter === 'myads' || filter === 'matches' ? filter : 'all';
};

/**
 * `/musikersuche`: the contact ads, list first. Three views in the address: all ads with the
 * filter bar (`?q=…&type=…`), my ads with their status and actions (`?filter=myads`), and the
 * matches of my active ads with the reasons in words (`?filter=matches`).
 */
export function ContactAdsScreen({ renderBookmarks, renderCityPicker }: ContactAdsScreenProps) {
  const { t } = useTranslation('contactads');
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  // The old addresses name region and instrument by name: the address gets their ids first.
  const legacy = normalizeLegacyFilters(params)?.toString() ?? null;
  useEffect(() => {
    if (legacy !== null) setParams(new URLSearchParams(legacy), { replace: true });
  }, [legacy, setParams]);
  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 860 }}>
      <PageHeader
        title={t('title')}
        subtitle={t('intro')}
        actions={
          <Button component={RouterLink} to="/contactad/create" variant="contained">
            {t('post')}
          </Button>
        }
      />
      <Tabs
        value={view}
        variant="scrollable"
        scrollButtons={false}
        aria-label={t('tabs.label')}
        sx={{
          mb: 2,
          borderBottom: 1,
          borderColor: 'divider',
          // On a 360 px phone the three German labels fit side by side only this tight; at the
          // tabs' usual size the last one ("Treffer") was cut off at the edge.
          '& .MuiTab-root': {
            minWidth: { xs: 0, sm: 90 },
            px: { xs: 1, sm: 2 },
            fontSize: { xs: '0.8125rem', sm: '0.875rem' },
          },
        }}
      >
        {(['all', ...CONTACT_AD_LIST_FILTERS] as const).map((item) => (
          <Tab
            key={item}
            value={item}
            label={t(`tabs.${item}`)}
            component={RouterLink}
            to={item === 'all' ? '/musikersuche' : `/musikersuche?filter=${item}`}
          />
        ))}
      </Tabs>
      {legacy !== null ? null : view === 'myads' ? (
        <MyContactAds />
      ) : view === 'matches' ? (
        <ContactAdMatches />
      ) : (
        <AllContactAds renderBookmarks={renderBookmarks} renderCityPicker={renderCityPicker} />
      )}
    </Box>
  );
}

/** All active ads for the filters of the address. */
function AllContactAds({ renderBookmarks, renderCityPicker }: ContactAdsScreenProps) {
  const { t } = useTranslation('contactads');
  const { params, update, apply, reset, search } = useListFilters();
  const query = useInfiniteQuery(contactAdListQuery(params.toString()));
  const quickFilters = useQuickFilters(params, update);
  const activeFilters = useActiveFilters(params, update);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = activeFilterCount(params) > 0 || Boolean(params.get('q'));
  return (
    <>
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
        filterCount={activeFilterCount(params)}
        resultCount={query.data ? items.length : undefined}
        resultText={query.data ? t('results', { count: items.length }) : undefined}
        onReset={reset}
        resettable={params.size > 0}
        panel={
          <>
            <ContactAdFilterFields
              params={params}
              update={update}
              renderCityPicker={renderCityPicker}
            />
            {renderBookmarks ? (
              <Box sx={{ mt: 3 }}>{renderBookmarks({ filter: params, onApply: apply })}</Box>
            ) : null}
          </>
        }
      />
      <PagedCards
        query={query}
        count={items.length}
        label={t('tabs.all')}
        empty={
          filtered ? (
            <EmptyState
              title={t('empty.filteredTitle')}
              text={t('empty.filtered')}
              action={
                <Button variant="outlined" onClick={reset}>
                  {t('empty.reset')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('empty.title')} text={t('empty.text')} action={<PostButton />} />
          )
        }
      >
        {items.map((ad) => (
          <ContactAdCard key={ad.id} ad={ad} />
        ))}
      </PagedCards>
    </>
  );
}

function PostButton() {
  const { t } = useTranslation('contactads');
  return (
    <Button component={RouterLink} to="/contactad/create" variant="contained">
      {t('post')}
    </Button>
  );
}

/** My ads in every status (`GET /api/contactads?filter=myads`). */
const useMyAds = () => useInfiniteQuery(contactAdListQuery('filter=myads'));

/** My own ads, each with its status, expiry and what I can do with it. */
function MyContactAds() {
  const { t } = useTranslation('contactads');
  const query = useMyAds();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PagedCards
      query={query}
      count={items.length}
      label={t('tabs.myads')}
      empty={
        <EmptyState title={t('empty.myadsTitle')} text={t('empty.myads')} action={<PostButton />} />
      }
    >
      {items.map((ad) => (
        <ContactAdCard key={ad.id} ad={ad} showStatus action={<ContactAdManage ad={ad} />} />
      ))}
    </PagedCards>
  );
}

/** The matches of all my active ads, best first, each saying which of my ads it fits. */
function ContactAdMatches() {
  const { t } = useTranslation('contactads');
  const query = useInfiniteQuery(contactAdMatchesQuery(null));
  const mine = useMyAds();
  const myAds = new Map<string, ContactAdSummary>(
    (mine.data?.pages.flatMap((page) => page.items) ?? []).map((ad) => [ad.id, ad]),
  );
  const several = myAds.size > 1;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const hasActive = [...myAds.values()].some((ad) => ad.status === 'active');
  return (
    <PagedCards
      query={query}
      count={items.length}
      label={t('match.listLabel')}
      empty={
        <EmptyState
          title={t('empty.matchesTitle')}
          text={mine.data && !hasActive ? t('empty.matchesNoAds') : t('empty.matches')}
          action={mine.data && !hasActive ? <PostButton /> : null}
        />
      }
    >
      {items.map((match) => (
        <ContactAdMatchCard
          key={`${match.forAdId}-${match.ad?.id ?? match.profile?.id ?? ''}`}
          match={match}
          forTitle={several ? (myAds.get(match.forAdId)?.title ?? null) : null}
        />
      ))}
    </PagedCards>
  );
}
