import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  SEARCH_KINDS,
  SEARCH_QUERY_MIN_LENGTH,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from '@backline/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CardList } from '../../../components/ui/card-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { searchPath, searchResultsQuery } from '../api/search-api.ts';
import { useHitMeta } from './search-hit-label.tsx';

export type SearchResultsScreenProps = { q: string; kind: SearchKind | null };

function HitCard({ hit }: { hit: SearchHit }) {
  const metaOf = useHitMeta();
  return (
    <EntityCard
      to={hit.path}
      title={hit.title}
      headingComponent="h3"
      leading={
        <UserAvatar
          name={hit.title}
          seed={hit.id}
          size={40}
          shape={hit.kind === 'people' ? 'circular' : 'rounded'}
          decorative
        />
      }
      meta={metaOf(hit)}
    />
  );
}

/** One kind's hits under its heading, with the link to all of them. */
function GroupSection({ group, q }: { group: SearchGroup; q: string }) {
  const { t } = useTranslation('search');
  const kindName = t(`box.kinds.${group.kind}`);
  const headingId = `search-group-${group.kind}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {kindName}
      </Typography>
      <CardList aria-labelledby={headingId}>
        {group.hits.map((hit) => (
          <HitCard key={hit.id} hit={hit} />
        ))}
      </CardList>
      {group.more ? (
        <Button component={RouterLink} to={searchPath(q, group.kind)} sx={{ mt: 1 }}>
          {t('more', { kind: kindName })}
        </Button>
      ) : null}
    </Box>
  );
}

/**
 * `/suche?q=…[&kind=…]` (issue 17): the hits grouped by kind, each group its top hits and a link
 * to all of that kind; with a kind, that kind's list page by page.
 */
export function SearchResultsScreen({ q, kind }: SearchResultsScreenProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [input, setInput] = useState(q);
  const valid = q.length >= SEARCH_QUERY_MIN_LENGTH;
  const query = useInfiniteQuery({ ...searchResultsQuery(q, kind), enabled: valid });
  const groups = (query.data?.pages ?? []).reduce<SearchGroup[]>((all, page) => {
    for (const group of page.groups) {
      const known = all.find((each) => each.kind === group.kind);
      if (known) known.hits = [...known.hits, ...group.hits];
      else all.push({ ...group, hits: [...group.hits] });
    }
    return all;
  }, []);
  const shown = groups.filter((group) => group.hits.length > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = input.trim();
    if (typed.length >= SEARCH_QUERY_MIN_LENGTH)
      void navigate(searchPath(typed, kind ?? undefined));
  };

  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 860 }}>
      <PageHeader
        title={valid ? t('resultsFor', { q }) : t('title')}
        documentTitle={valid ? t('documentTitle', { q }) : t('title')}
        subtitle={t('subtitle')}
      />
      <Stack
        component="form"
        role="search"
        onSubmit={submit}
        direction="row"
        sx={{ gap: 1, alignItems: 'center', mb: 1 }}
      >
        <OutlinedField
          label={t('box.fieldLabel')}
          type="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          size="small"
        />
        <Button type="submit" variant="contained">
          {t('searchButton')}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {[null, ...SEARCH_KINDS].map((each) => (
          <Chip
            key={each ?? 'all'}
            label={each ? t(`box.kinds.${each}`) : t('allKinds')}
            component={RouterLink}
            to={valid ? searchPath(q, each ?? undefined) : '/suche'}
            clickable
            color={each === kind ? 'primary' : 'default'}
            variant={each === kind ? 'filled' : 'outlined'}
            aria-current={each === kind ? 'page' : undefined}
          />
        ))}
      </Stack>
      {valid ? (
        <QueryView
          query={{ ...query, data: query.data }}
          loading={<CardSkeletons leading="circle" count={4} />}
          isEmpty={() => shown.length === 0}
          empty={<EmptyState title={t('emptyTitle')} text={t('emptyText', { q })} />}
        >
          {() => (
            <Stack sx={{ gap: 3 }}>
              {shown.map((group) =>
                kind ? (
                  <CardList key={group.kind} aria-label={t(`box.kinds.${group.kind}`)}>
                    {group.hits.map((hit) => (
                      <HitCard key={hit.id} hit={hit} />
                    ))}
                  </CardList>
                ) : (
                  <GroupSection key={group.kind} group={group} q={q} />
                ),
              )}
            </Stack>
          )}
        </QueryView>
      ) : (
        <EmptyState title={t('startTitle')} text={t('startText')} />
      )}
      {kind && query.hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t('loadMore')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
