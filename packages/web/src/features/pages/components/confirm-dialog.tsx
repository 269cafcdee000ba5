import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useTranslation } from 'react-i18next';
import { NativeDialog } from './native-dialog.tsx';

export type ConfirmDialogProps = {
  title: string;
  text: string;
  /** The action; the dialog shows its failure and stays open. */
  onConfirm: () => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
  danger?: boolean;
};

/** Asks before a team or page action, runs it, and shows its failure in place. */
export function ConfirmDialog({
  title,
  text,
  onConfirm,
  onDone,
  onCancel,
  danger = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('page-admin');
  const action = useMutation({ mutationFn: onConfirm, onSuccess: onDone });
  return (
    <NativeDialog title={title} onClose={onCancel} busy={action.isPending}>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <ErrorAlert error={action.error} sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={action.isPending}>
          {t('team.cancel')}
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          loading={action.isPending}
          onClick={() => action.mutate()}
        >
          {t('team.confirm')}
        </Button>
      </Box>
    </NativeDialog>
  );
}
