import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from 'react-i18next';
import { acceptInvite, invitePreviewQuery, meQuery, pageKeys } from '../api/pages-api.ts';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';

/**
 * `/page/invite/{token}`: the page an invite link offers, and "Join" (signed in; a visitor is
 * sent to the login first and comes back). Unknown, expired or revoked links say so.
 */
export function PageJoinScreen({ token }: { token: string }) {
  const { t } = useTranslation('pages');
  const queryClient = useQueryClient();
  const preview = useQuery(invitePreviewQuery(token));
  const join = useMutation({
    mutationFn: () => acceptInvite(token),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: pageKeys.all }),
      ]);
    },
  });

  let body;
  if (preview.isError) {
    body = <ErrorAlert error={preview.error} />;
  } else if (!preview.data) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('join.title')} />
      </Box>
    );
  } else {
    const { page, role, expiresAt } = preview.data;
    const joined = join.data;
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <UserAvatar
            name={page.name}
            picture={page.picture}
            seed={page.id}
            shape="rounded"
            size={64}
            decorative
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {page.name}
            </Typography>
            <Typography color="text.secondary">{t(`kinds.${page.kind}`)}</Typography>
          </Box>
        </Box>
        {joined ? (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('join.joined', { name: joined.page.name })}
            </Alert>
            <Button component={RouterLink} to={joined.page.resource} variant="contained">
              {t('join.open')}
            </Button>
          </>
        ) : (
          <>
            <Typography sx={{ mb: 0.5 }}>
              {t('join.intro', { name: page.name, role: t(`roles.${role}`) })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('join.expires', { date: formatDate(expiresAt) })}
            </Typography>
            <ErrorAlert error={join.error} sx={{ mb: 2 }} />
            <Button variant="contained" loading={join.isPending} onClick={() => join.mutate()}>
              {t('join.button')}
            </Button>
          </>
        )}
      </Paper>
    );
  }

  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: 560 }}>
      <PageHeader title={t('join.title')} />
      {body}
    </Box>
  );
}
