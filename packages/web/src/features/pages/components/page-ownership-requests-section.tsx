import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from 'react-i18next';
import {
  acceptOwnershipRequest,
  declineOwnershipRequest,
  ownershipRequestsQuery,
} from '../api/pages-api.ts';
import { refreshAfterTeamChange } from '../api/refresh-page.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** The owner answers requests for ownership: accept (transfer) or decline. */
export function PageOwnershipRequestsSection({ pageId }: { pageId: string }) {
  const { t } = useTranslation('page-admin');
  const queryClient = useQueryClient();
  const requests = useQuery(ownershipRequestsQuery(pageId));
  const [accepting, setAccepting] = useState<{ id: string; name: string }>();
  const refresh = () => refreshAfterTeamChange(queryClient, pageId);
  const decline = useMutation({
    mutationFn: (userId: string) => declineOwnershipRequest(pageId, userId),
    onSuccess: refresh,
  });
  return (
    <Box>
      <ErrorAlert error={requests.error ?? decline.error} sx={{ mb: 1 }} />
      {requests.data?.requests.length === 0 ? (
        <Typography color="text.secondary">{t('requests.empty')}</Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {requests.data?.requests.map((request) => (
          <Box
            component="li"
            key={request.user.id}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
          >
            <UserAvatar
              name={request.user.name}
              picture={request.user.picture}
              seed={request.user.id}
              decorative
            />
            <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{request.user.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(request.requestedAt)}
              </Typography>
              {request.message ? (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {request.message}
                </Typography>
              ) : null}
            </Box>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="contained"
                onClick={() => setAccepting({ id: request.user.id, name: request.user.name })}
              >
                {t('requests.accept')}
              </Button>
              <Button
                size="small"
                onClick={() => decline.mutate(request.user.id)}
                disabled={decline.isPending}
              >
                {t('requests.decline')}
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
      {accepting ? (
        <ConfirmDialog
          title={t('requests.accept')}
          text={t('requests.confirmAccept', { name: accepting.name })}
          onConfirm={() => acceptOwnershipRequest(pageId, accepting.id)}
          onCancel={() => setAccepting(undefined)}
          onDone={() => {
            setAccepting(undefined);
            void refresh();
          }}
        />
      ) : null}
    </Box>
  );
}
