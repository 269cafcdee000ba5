import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RatingAnswerSchema, type BookingRating } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { answerRating, bookingKeys, ratingQuery } from '../api/booking-api.ts';

/** The rated side's one answer to a rating, checked as the server checks it. */
export function RatingAnswerForm({ rating }: { rating: BookingRating }) {
  const { t } = useTranslation(['booking-desk', 'booking', 'errors']);
  const queryClient = useQueryClient();
  const form = useAppForm(RatingAnswerSchema, { defaultValues: { text: '' } });
  const send = useMutation({
    mutationFn: (text: string) => answerRating(rating.id, text),
    onSuccess: async (updated) => {
      queryClient.setQueryData(ratingQuery(rating.id).queryKey, updated);
      // The card may show a page's received ratings: that list holds the rating too.
      await queryClient.invalidateQueries({ queryKey: bookingKeys.receivedRatings });
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
    <Box component="form" noValidate onSubmit={submit}>
      <FormTextField
        control={form.control}
        name="text"
        label={t('ratings.answerLabel')}
        multiline
        minRows={2}
        margin="dense"
      />
      <ErrorAlert error={send.error} />
      <Button type="submit" sx={{ mt: 1 }} loading={send.isPending}>
        {t('ratings.answerSend')}
      </Button>
    </Box>
  );
}
