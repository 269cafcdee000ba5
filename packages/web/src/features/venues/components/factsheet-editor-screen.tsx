import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { MyPagesSchema, detailPath } from '@backline/domain';
import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { factsheetQuery } from '../api/venues-api.ts';
import { FactsheetForm } from './factsheet-form.tsx';

const MAX_WIDTH = 720;

/** The viewer's pages (the same cache entry as the pages feature's). */
const myPagesQuery = queryOptions({
  queryKey: ['pages', 'mine'] as const,
  queryFn: ({ signal }) => apiClient.request('/user/pages', { schema: MyPagesSchema, signal }),
});

function FactsheetOf({ pageId }: { pageId: string }) {
  const { t } = useTranslation('venues');
  const query = useQuery(factsheetQuery(pageId));
  if (query.isPending) return <CardSkeletons count={2} />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const facts = query.data;
  return (
    <>
      <Button
        component={RouterLink}
        to={detailPath('/location', facts.pageName, facts.pageId)}
        size="small"
        sx={{ mb: 1 }}
      >
        {t('editor.view')}
      </Button>
      {facts.canEdit ? (
        <FactsheetForm key={facts.pageId} facts={facts} />
      ) : (
        <Alert severity="warning">{t('editor.forbidden')}</Alert>
      )}
    </>
  );
}

/**
 * `/location/facts` (decisions §61): the factsheet editor of the live locations the viewer
 * manages (owner or admin). `?page={id}` names the venue; without it the only one is taken, and
 * with several a picker chooses (it writes `?page=`). Without any: how to get one.
 */
export function FactsheetEditorScreen() {
  const { t } = useTranslation('venues');
  const [search, setSearch] = useSearchParams();
  const pages = useQuery(myPagesQuery);
  const venues = (pages.data?.pages ?? []).filter(
    (page) => page.kind === 'location' && page.canActAs,
  );
  const chosen = search.get('page') ?? (venues.length === 1 ? venues[0]!.id : null);
  let body;
  if (pages.isPending) body = <CardSkeletons count={2} />;
  else if (pages.isError) {
    body = (
      <ErrorState
        error={pages.error}
        onRetry={() => void pages.refetch()}
        retrying={pages.isFetching}
      />
    );
  } else if (venues.length === 0 && !chosen) {
    body = (
      <EmptyState
        title={t('editor.none')}
        text={t('editor.noneText')}
        action={
          <Button component={RouterLink} to="/page/create" variant="contained">
            {t('editor.create')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        {venues.length > 1 ? (
          <SelectField
            label={t('editor.pick')}
            name="page"
            value={chosen ?? ''}
            onChange={(id) => setSearch({ page: id }, { replace: true })}
            options={[
              ...(chosen ? [] : [{ value: '', label: '–' }]),
              ...venues.map((venue) => ({ value: venue.id, label: venue.name })),
            ]}
          />
        ) : null}
        {chosen ? <FactsheetOf pageId={chosen} /> : null}
      </>
    );
  }
  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: MAX_WIDTH }}>
      <PageHeader title={t('editor.title')} subtitle={t('editor.subtitle')} />
      {body}
    </Box>
  );
}
