import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Page } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ui/error-alert.tsx';
import type { PageViewerActions } from './page-viewer-actions.ts';
import type { PageCommandMutation } from './use-page-command.ts';

/**
 * Below the hero: a failed command, a block, an invitation to answer, and the caller's open
 * requests to join or to own the page.
 */
export function PageNotices({
  page,
  actions,
  command,
}: {
  page: Page;
  actions: PageViewerActions;
  command: PageCommandMutation;
}) {
  const { t } = useTranslation('pages');
  const busy = command.isPending;
  return (
    <>
      <ErrorAlert error={command.error} sx={{ mb: 2 }} />
      {page.isBlocked ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('detail.blocked')}
        </Alert>
      ) : null}
      {actions.answerInvitation && page.invitedAs ? (
        <Alert
          severity="info"
          sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'center' } }}
          action={
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="contained"
                size="small"
                onClick={() => command.mutate('accept')}
                disabled={busy}
              >
                {t('detail.acceptInvitation')}
              </Button>
              <Button
                size="small"
                color="inherit"
                onClick={() => command.mutate('decline')}
                disabled={busy}
              >
                {t('detail.declineInvitation')}
              </Button>
            </Box>
          }
        >
          {t('detail.invited', { role: t(`roles.${page.invitedAs}`) })}
        </Alert>
      ) : null}
      {page.joinRequested ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('detail.joinRequestPending')}
        </Alert>
      ) : null}
      {page.ownershipRequested ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('detail.requestPending')}
        </Alert>
      ) : null}
    </>
  );
}
