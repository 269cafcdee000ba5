import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactAdSummary } from '@backline/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import {
  LazyConfirmDialog,
  preloadConfirmDialog,
} from '../../../components/ui/lazy-confirm-dialog.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import {
  changeContactAd,
  contactAdKeys,
  contactAdsChanged,
  deleteContactAd,
  type ContactAdLifecycleAction,
} from '../api/contactads-api.ts';
import { canRenew } from '../contact-ad-lifecycle.ts';

const DONE = { pause: 'manage.paused', resume: 'manage.resumed', renew: 'manage.renewed' } as const;

/**
 * What the owner does with an ad (my ads, the detail): edit, pause or resume, renew (when it
 * expired or expires within the reminder's days), delete after asking. `onDeleted` leaves a
 * screen that shows the deleted ad.
 */
export function ContactAdManage({
  ad,
  onDeleted,
}: {
  ad: Pick<ContactAdSummary, 'id' | 'title' | 'status' | 'expiresAt'>;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation(['contactads', 'common']);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: (action: ContactAdLifecycleAction) => changeContactAd(ad.id, action),
    onSuccess: async (answer, action) => {
      queryClient.setQueryData(contactAdKeys.detail(ad.id), answer);
      notify({ message: t(DONE[action]) });
      await contactAdsChanged(queryClient);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteContactAd(ad.id),
    onSuccess: async () => {
      setConfirming(false);
      notify({ message: t('manage.deleted') });
      queryClient.removeQueries({ queryKey: contactAdKeys.detail(ad.id) });
      onDeleted?.();
      await contactAdsChanged(queryClient);
    },
  });
  const busy = change.isPending || remove.isPending;
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack
        direction="row"
        role="group"
        aria-label={t('manage.actionsLabel', { title: ad.title })}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        <Button component={RouterLink} to={`/contactad/${ad.id}/edit`} size="small">
          {t('manage.edit')}
        </Button>
        {ad.status === 'active' ? (
          <Button size="small" disabled={busy} onClick={() => change.mutate('pause')}>
            {t('manage.pause')}
          </Button>
        ) : null}
        {ad.status === 'paused' ? (
          <Button size="small" disabled={busy} onClick={() => change.mutate('resume')}>
            {t('manage.resume')}
          </Button>
        ) : null}
        {canRenew(ad) ? (
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => change.mutate('renew')}
          >
            {t('manage.renew')}
          </Button>
        ) : null}
        <Button
          size="small"
          color="error"
          disabled={busy}
          onPointerEnter={preloadConfirmDialog}
          onFocus={preloadConfirmDialog}
          onClick={() => setConfirming(true)}
        >
          {t('manage.delete')}
        </Button>
      </Stack>
      <ErrorAlert error={change.error ?? remove.error} />
      <LazyConfirmDialog
        open={confirming}
        title={t('manage.deleteTitle')}
        text={t('manage.deleteText', { title: ad.title })}
        cancelLabel={t('manage.cancel')}
        confirmLabel={t('manage.deleteConfirm')}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      />
    </Stack>
  );
}
