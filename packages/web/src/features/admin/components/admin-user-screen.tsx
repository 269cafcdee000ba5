import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { AdminUserSearchInputSchema, type SiteRole } from '@backline/domain';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CardSkeletons, DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { useTranslation } from 'react-i18next';
import { adminSearchOf, adminSearchQuery } from '../api/admin-api.ts';
import { AdminUserDetailPanel } from './admin-user-detail.tsx';
import { accountState } from './admin-user-detail/account-state.ts';

/**
 * `/admin/user` (spec section 6): site admins only (`role` of the signed-in user, null while it
 * loads, `siteRole`); the server checks every call as well.
 */
export function AdminUserScreen({ siteRole: role }: { siteRole: SiteRole | null }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('title')}
        documentTitle={t('documentTitle')}
        subtitle={role === 'admin' ? t('intro') : undefined}
      />
      {role === null ? <DetailSkeleton /> : null}
      {role !== null && role !== 'admin' ? (
        <Alert severity="error" role="alert">
          {t('notAllowed')}
        </Alert>
      ) : null}
      {role === 'admin' ? <AdminUsers /> : null}
    </>
  );
}

function AdminUsers() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const { q, page } = adminSearchOf(params);
  const selected = params.get('id');
  const search = useQuery(adminSearchQuery(q, page));
  // The search field follows the address (back and forward) and fills it on submit.
  const form = useAppForm(AdminUserSearchInputSchema, { defaultValues: { q }, values: { q } });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(name);
      else next.set(name, value);
    }
    setParams(next);
  };

  const onSearch = form.handleSubmit((values) => update({ q: values.q, page: null, id: null }));

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(260px, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box
            component="form"
            role="search"
            noValidate
            onSubmit={onSearch}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <FormTextField
              control={form.control}
              name="q"
              label={t('search.label')}
              type="search"
              size="small"
              inputProps={{ spellCheck: false, maxLength: 254 }}
            />
            <Button type="submit" variant="contained">
              {t('search.submit')}
            </Button>
          </Box>
          {search.isError ? (
            <Box sx={{ mt: 2 }}>
              <ErrorState
                error={search.error}
                onRetry={() => void search.refetch()}
                retrying={search.isFetching}
              />
            </Box>
          ) : null}
          {search.data ? (
            <>
              {search.data.users.length === 0 ? (
                <Box sx={{ mt: 2 }}>
                  <EmptyState
                    headingComponent="p"
                    title={t('search.empty')}
                    text={t('search.emptyText')}
                  />
                </Box>
              ) : (
                <Box
                  component="ul"
                  aria-label={t('search.results')}
                  sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
                >
                  {search.data.users.map((user) => {
                    const state = accountState(user);
                    const flag = user.bans.communityBanActive
                      ? t('bans.title')
                      : state === 'active'
                        ? null
                        : t(`state.${state}`);
                    return (
                      <li key={user.id}>
                        <ButtonBase
                          onClick={() => update({ id: user.id })}
                          aria-current={user.id === selected ? 'true' : undefined}
                          sx={{
                            display: 'block',
                            width: '100%',
                            textAlign: 'left',
                            px: 1.5,
                            py: 1,
                            borderRadius: 1,
                            bgcolor: user.id === selected ? 'action.selected' : undefined,
                            '&:hover': { bgcolor: 'action.hover' },
                          }}
                        >
                          <Typography noWrap>{user.name}</Typography>
                          <Typography noWrap variant="body2" color="text.secondary">
                            {user.email}
                          </Typography>
                          {flag ? <Badge tone="warning">{flag}</Badge> : null}
                        </ButtonBase>
                      </li>
                    );
                  })}
                </Box>
              )}
              {page > 1 || search.data.hasMore ? (
                <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
                  <Button disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
                    {t('search.previous')}
                  </Button>
                  <Typography variant="body2" sx={{ alignSelf: 'center' }}>
                    {t('search.page', { page })}
                  </Typography>
                  <Button
                    disabled={!search.data.hasMore}
                    onClick={() => update({ page: String(page + 1) })}
                  >
                    {t('search.next')}
                  </Button>
                </Box>
              ) : null}
            </>
          ) : search.isPending ? (
            <Box sx={{ mt: 2 }}>
              <CardSkeletons count={3} leading="circle" />
            </Box>
          ) : null}
        </Paper>
        {selected ? <AdminUserDetailPanel key={selected} id={selected} /> : null}
      </Box>
    </>
  );
}
