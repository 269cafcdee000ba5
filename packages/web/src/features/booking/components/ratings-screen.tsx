import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RATING_VALUES,
  RatingInputSchema,
  type PendingRating,
  type RatingValue,
} from '@backline/domain';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from 'react-i18next';
import { bookingKeys, pendingRatingsQuery, rateGig, ratingQuery } from '../api/booking-api.ts';
import { RatingCard } from './rating-card.tsx';

/**
 * `/booking/ratings` (and `/bookingrating/{id}` as `?rating=`): the confirmed gigs still to rate,
 * each with its form, and one rating when the address names it (with the answer form for the
 * rated side).
 */
export function RatingsScreen({ ratingId }: { ratingId: string | null }) {
  const { t } = useTranslation('booking');
  usePageTitle(t('ratings.title'));
  const pending = useQuery(pendingRatingsQuery);
  // A rated gig leaves the pending list at once, so the thanks are said above the list.
  const [rated, setRated] = useState(false);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('ratings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('ratings.intro')}
      </Typography>
      {ratingId ? <OneRating id={ratingId} /> : null}
      {rated ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('ratings.sent')}
        </Alert>
      ) : null}
      <Typography component="h2" variant="h6" gutterBottom>
        {t('ratings.pendingTitle')}
      </Typography>
      {pending.isPending ? <CircularProgress aria-label={t('ratings.pendingTitle')} /> : null}
      <ErrorAlert error={pending.error} />
      {pending.data?.items.length === 0 ? (
        <Typography>{t('ratings.pendingEmpty')}</Typography>
      ) : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {pending.data?.items.map((item) => (
          <RateGig
            key={`${item.applicationId}-${item.side}`}
            item={item}
            onRated={() => setRated(true)}
          />
        ))}
      </Stack>
    </Container>
  );
}

function RateGig({ item, onRated }: { item: PendingRating; onRated: () => void }) {
  const { t } = useTranslation(['booking', 'errors']);
  const queryClient = useQueryClient();
  const titleId = useId();
  const form = useAppForm(RatingInputSchema, { defaultValues: { value: 'positive', text: '' } });
  const value = useController({ control: form.control, name: 'value' });
  const rate = useMutation({
    mutationFn: (input: { value: RatingValue; text: string }) => rateGig(item.applicationId, input),
    onSuccess: async () => {
      onRated();
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
  const submit = form.handleSubmit((input) =>
    rate.mutate(input, {
      onError: (error) => {
        if (applyServerErrors(form, error)) rate.reset();
      },
    }),
  );
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Typography id={titleId} sx={{ fontWeight: 500 }}>
        {t('ratings.gigWith', {
          title: item.offerTitle,
          date: formatDateTime(item.gigStartsAt),
          other: item.other.name,
        })}
      </Typography>
      {rate.isSuccess ? null : (
        <Box component="form" onSubmit={submit} noValidate aria-labelledby={titleId}>
          <RadioGroup
            row
            aria-label={t('ratings.value')}
            name={value.field.name}
            value={value.field.value}
            onChange={(event) => value.field.onChange(event.target.value as RatingValue)}
            onBlur={value.field.onBlur}
          >
            {RATING_VALUES.map((option, index) => (
              <FormControlLabel
                key={option}
                value={option}
                control={
                  <Radio
                    slotProps={{ input: { ref: index === 0 ? value.field.ref : undefined } }}
                  />
                }
                label={t(`ratings.${option}`)}
              />
            ))}
          </RadioGroup>
          <FormTextField
            control={form.control}
            name="text"
            label={t('ratings.text')}
            multiline
            minRows={2}
            margin="dense"
          />
          <ErrorAlert error={rate.error} />
          <Button type="submit" variant="contained" sx={{ mt: 1 }} loading={rate.isPending}>
            {t('ratings.send')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

function OneRating({ id }: { id: string }) {
  const { t } = useTranslation('booking');
  const query = useQuery(ratingQuery(id));
  if (query.isPending) return <CircularProgress aria-label={t('ratings.shown')} />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  return <RatingCard rating={query.data} />;
}
