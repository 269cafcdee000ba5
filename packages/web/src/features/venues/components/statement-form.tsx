import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VenueStatementInputSchema, type VenueRating } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { VENUES_KEY, saveStatement, venueRatingQuery } from '../api/venues-api.ts';

/** The venue's statement on a rating: written by its owner or an admin, and edited later. */
export function StatementForm({ rating }: { rating: VenueRating }) {
  const { t } = useTranslation(['venues', 'errors']);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const form = useAppForm(VenueStatementInputSchema, {
    defaultValues: { text: rating.statement?.text ?? '' },
  });
  const send = useMutation({
    mutationFn: (text: string) => saveStatement(rating.id, text),
    onSuccess: async (updated) => {
      queryClient.setQueryData(venueRatingQuery(rating.id).queryKey, updated);
      notify({ message: t('detail.statementSaved') });
      await queryClient.invalidateQueries({ queryKey: [...VENUES_KEY, 'ratings'] });
    },
  });
  const submit = form.handleSubmit((values) =>
    send.mutate(values.text, {
      onError: (error) => {
        if (applyServerErrors(form, error)) send.reset();
      },
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }}>
      <FormTextField
        control={form.control}
        name="text"
        label={t('detail.statementLabel')}
        multiline
        minRows={3}
        margin="dense"
      />
      <ErrorAlert error={send.error} />
      <Button type="submit" variant="outlined" sx={{ mt: 1 }} loading={send.isPending}>
        {t('detail.statementSend')}
      </Button>
    </Box>
  );
}
