import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SectionHeader } from '../../../components/ui/page-header.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from 'react-i18next';
import {
  SESSIONS_QUERY_KEY,
  endOtherSessions,
  endSession,
  sessionsQuery,
} from '../api/settings-api.ts';

/** The signed-in devices: this one marked, any other one can be signed out at once. */
export function SessionList() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  const end = useMutation({ mutationFn: endSession, onSuccess: refresh });
  const endOthers = useMutation({ mutationFn: endOtherSessions, onSuccess: refresh });
  const list = sessions.data?.sessions ?? [];
  const hasOthers = list.some((session) => !session.current);

  return (
    <Box component="section" aria-labelledby="sessions-title" sx={{ mt: 4 }}>
      <SectionHeader id="sessions-title" title={t('sessions.title')} />
      {sessions.isPending ? <CardSkeletons count={2} /> : null}
      {sessions.isError ? (
        <ErrorState
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : null}
      <ErrorAlert error={end.error ?? endOthers.error} sx={{ mb: 1 }} />
      {endOthers.data ? (
        <Alert severity="success" sx={{ mb: 1 }}>
          {t('sessions.endedOthers', { count: endOthers.data.ended })}
        </Alert>
      ) : null}
      <List aria-labelledby="sessions-title" data-testid="session-list">
        {list.map((session) => {
          const device = session.device ?? t('sessions.unknownDevice');
          return (
            <ListItem
              key={session.id}
              divider
              disableGutters
              sx={{ flexWrap: 'wrap', gap: 1 }}
              secondaryAction={
                session.current ? undefined : (
                  <Button
                    size="small"
                    onClick={() => end.mutate(session.id)}
                    aria-label={t('sessions.endLabel', { device })}
                    loading={end.isPending && end.variables === session.id}
                  >
                    {t('sessions.end')}
                  </Button>
                )
              }
            >
              <ListItemText
                sx={{ pr: session.current ? 0 : 10 }}
                primary={
                  <>
                    {device}{' '}
                    {session.current ? (
                      <Badge tone="primary">{t('sessions.thisDevice')}</Badge>
                    ) : null}
                  </>
                }
                secondary={t('sessions.lastUsed', {
                  date: formatDateTime(session.lastUsedAt),
                })}
              />
            </ListItem>
          );
        })}
      </List>
      {hasOthers ? (
        <Button
          variant="outlined"
          color="error"
          sx={{ mt: 1 }}
          onClick={() => endOthers.mutate()}
          loading={endOthers.isPending}
        >
          {t('sessions.endOthers')}
        </Button>
      ) : null}
    </Box>
  );
}
