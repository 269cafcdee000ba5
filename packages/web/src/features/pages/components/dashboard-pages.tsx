import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { PageSummary } from '@backline/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { useTranslation } from 'react-i18next';
import { followedPagesQuery, myPagesQuery } from '../api/pages-api.ts';

function PageList({
  pages,
  detail,
}: {
  pages: PageSummary[];
  detail: (page: PageSummary) => string;
}) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {pages.map((page) => (
        <li key={page.id}>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <ButtonBase
              component={RouterLink}
              to={page.resource}
              sx={{
                width: '100%',
                p: 1.5,
                gap: 1.5,
                justifyContent: 'flex-start',
                textAlign: 'left',
                '&:hover': { bgcolor: 'action.hover' },
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
              }}
            >
              <UserAvatar name={page.name} picture={page.picture} decorative />
              <Box sx={{ minWidth: 0 }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }} noWrap>
                  {page.name}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {detail(page)}
                </Typography>
              </Box>
            </ButtonBase>
          </Paper>
        </li>
      ))}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const loading = <Skeleton variant="rounded" height={64} />;

/** Dashboard: the pages the user follows (`GET /api/user/following`). */
export function FollowedPages() {
  const { t } = useTranslation('pages');
  const query = useQuery(followedPagesQuery);
  return (
    <Section title={t('dashboard.followedTitle')}>
      <ErrorAlert error={query.error} />
      {query.isPending ? loading : null}
      {query.data?.pages.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.followedEmpty')}</Typography>
      ) : null}
      {query.data ? (
        <PageList pages={query.data.pages} detail={(page) => t(`kinds.${page.kind}`)} />
      ) : null}
    </Section>
  );
}

/** Dashboard: the user's own pages with their role, and "Create page". */
export function MyPages() {
  const { t } = useTranslation('pages');
  const query = useQuery(myPagesQuery);
  const roles = new Map(query.data?.pages.map((page) => [page.id, page.role]));
  return (
    <Section title={t('dashboard.myPagesTitle')}>
      <ErrorAlert error={query.error} />
      {query.isPending ? loading : null}
      {query.data?.pages.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('dashboard.myPagesEmpty')}
        </Typography>
      ) : null}
      {query.data ? (
        <PageList
          pages={query.data.pages}
          detail={(page) =>
            `${t(`kinds.${page.kind}`)} · ${t(`roles.${roles.get(page.id) ?? 'member'}`)}`
          }
        />
      ) : null}
      <Button component={RouterLink} to="/page/create" variant="outlined" sx={{ mt: 2 }}>
        {t('dashboard.create')}
      </Button>
    </Section>
  );
}

/** Both dashboard sections, for the home route's slot. */
export function DashboardPages() {
  return (
    <>
      <MyPages />
      <FollowedPages />
    </>
  );
}

export default DashboardPages;
