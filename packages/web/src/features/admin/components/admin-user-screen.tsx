import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { AdminUserSearchInputSchema, type SiteRole } from '@backline/domain';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from 'react-i18next';
import { adminSearchOf, adminSearchQuery } from '../api/admin-api.ts';
import { accountState, AdminUserDetailPanel } from './admin-user-detail.tsx';

/**
 * `/admin/user` (spec section 6): site admins only (`role` of the signed-in user, null while it
 * loads, `siteRole`); the server checks every call as well.
 */
export function AdminUserScreen({ siteRole: role }: { siteRole: SiteRole | null }) {
  const { t } = useTranslation('admin');
  usePageTitle(t('documentTitle'));
  if (role === null) return <Skeleton variant="rounded" height={200} />;
  if (role !== 'admin') {
    return (
      <Alert severity="error" role="alert">
        {t('notAllowed')}
      </Alert>
    );
  }
  return <AdminUsers />;
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
      {/* "Benutzerverwaltung" is one long word: it must break on a 360 px screen. */}
      <Typography variant="h1" sx={{ mb: 1, hyphens: 'auto', overflowWrap: 'anywhere' }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
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
          <ErrorAlert error={search.error} sx={{ mt: 2 }} />
          {search.data ? (
            <>
              {search.data.users.length === 0 ? (
                <Typography sx={{ mt: 2 }} color="text.secondary">
                  {t('search.empty')}
                </Typography>
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
                            {flag ? (
                              <Box component="span" sx={{ color: 'warning.main', ml: 1 }}>
                                · {flag}
                              </Box>
                            ) : null}
                          </Typography>
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
            <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
          ) : null}
        </Paper>
        {selected ? <AdminUserDetailPanel key={selected} id={selected} /> : null}
      </Box>
    </>
  );
}
