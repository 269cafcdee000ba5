import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import type { BookingOffer } from '@backline/domain';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge.tsx';
import { ErrorAlert } from '../../../../components/ui/error-alert.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { useNotify } from '../../../../components/ui/snackbar.tsx';
import { offerCommand } from '../../api/booking-api.ts';
import { OFFER_STATUS_TONE } from './offer-status-tone.ts';

/** The desk's forms that open below its commands (one at a time). */
export type DeskPanel = 'none' | 'reschedule' | 'cancel';

/**
 * The desk's title with the offer's status, and its commands: publish and edit beside the title;
 * back to the offer, the date overview, pause, resume, reschedule (once) and cancel below it. The
 * last two open their form (`onTogglePanel`); the others run at once, with an undo where one exists.
 */
export function DeskHeader({
  offer,
  refresh,
  onTogglePanel,
}: {
  offer: BookingOffer;
  refresh: () => Promise<void>;
  onTogglePanel: (panel: Exclude<DeskPanel, 'none'>) => void;
}) {
  const { t } = useTranslation(['booking-desk', 'booking', 'errors']);
  const notify = useNotify();
  const command = useMutation({
    mutationFn: (name: 'publish' | 'pause' | 'resume') => offerCommand(offer.id, name),
    onSuccess: async (_answer, name) => {
      // Pausing and resuming undo each other; publishing cannot be taken back.
      const undo = name === 'pause' ? 'resume' : name === 'resume' ? 'pause' : null;
      notify({
        message: t('manage.done'),
        undo: undo ? () => command.mutate(undo) : undefined,
      });
      await refresh();
    },
  });
  const commands = new Set(offer.viewer.commands);

  return (
    <>
      <PageHeader
        title={`${t('manage.title')}: ${offer.title}`}
        subtitle={
          <Badge tone={OFFER_STATUS_TONE[offer.status]}>
            {t(`booking:status.${offer.status}`)}
          </Badge>
        }
        actions={
          <>
            {commands.has('publish') ? (
              <Button variant="contained" onClick={() => command.mutate('publish')}>
                {t('manage.publish')}
              </Button>
            ) : null}
            {commands.has('edit') ? (
              <Button variant="outlined" component={RouterLink} to={`/booking/${offer.id}/edit`}>
                {t('manage.edit')}
              </Button>
            ) : null}
          </>
        }
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: -1, mb: 2, alignItems: 'center' }}>
        <Button component={RouterLink} to={offer.resource}>
          {t('manage.back')}
        </Button>
        <Button component={RouterLink} to="/booking/dates?view=offerer">
          {t('applicantList.overviewLink')}
        </Button>
        {commands.has('pause') ? (
          <Button onClick={() => command.mutate('pause')}>{t('manage.pause')}</Button>
        ) : null}
        {commands.has('resume') ? (
          <Button onClick={() => command.mutate('resume')}>{t('manage.resume')}</Button>
        ) : null}
        {commands.has('reschedule') && offer.reschedules === 0 ? (
          <Button onClick={() => onTogglePanel('reschedule')}>{t('manage.reschedule')}</Button>
        ) : null}
        {commands.has('cancel') ? (
          <Button color="error" onClick={() => onTogglePanel('cancel')}>
            {t('manage.cancel')}
          </Button>
        ) : null}
      </Stack>
      <ErrorAlert error={command.error} />
    </>
  );
}
