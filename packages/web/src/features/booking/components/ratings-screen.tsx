import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
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
import { Link as RouterLink } from 'react-router';
import { CardList } from '../../../components/ui/card-list.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader, SectionHeader } from '../../../components/ui/page-header.tsx';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { useTranslation } from 'react-i18next';
import { bookingKeys, pendingRatingsQuery, rateGig, ratingQuery } from '../api/booking-api.ts';
import { RatingCard } from './rating-card.tsx';

/**
 * `/booking/ratings` (and `/bookingrating/{id}` as `?rating=`): the confirmed gigs still to rate,
 * each with its form, and one rating when the address names it (with the answer form for the
 * rated side).
 */
export function RatingsScreen({ ratingId }: { ratingId: string | null }) {
  const { t } = useTranslation(['booking-desk', 'booking']);
  const pending = useQuery(pendingRatingsQuery);
  // A rated gig leaves the pending list at once, so the thanks are said above the list.
  const [rated, setRated] = useState(false);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeader title={t('ratings.title')} subtitle={t('ratings.intro')} />
      {ratingId ? <OneRating id={ratingId} /> : null}
      {rated ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('ratings.sent')}
        </Alert>
      ) : null}
      <Box component="section" aria-labelledby="pending-ratings-title">
        <SectionHeader id="pending-ratings-title" title={t('ratings.pendingTitle')} />
        {pending.isPending ? <CardSkeletons count={2} leading="date" /> : null}
        {pending.isError ? (
          <ErrorState
            error={pending.error}
            onRetry={() => void pending.refetch()}
            retrying={pending.isFetching}
          />
        ) : null}
        {pending.data?.items.length === 0 ? (
          <EmptyState
            headingComponent="h3"
            title={t('ratings.pendingEmpty')}
            text={t('ratings.pendingEmptyText')}
            action={
              <Button variant="outlined" component={RouterLink} to="/booking/dates">
                {t('overview.link')}
              </Button>
            }
          />
        ) : null}
        {pending.data && pending.data.items.length > 0 ? (
          <CardList aria-labelledby="pending-ratings-title">
            {pending.data.items.map((item) => (
              <RateGig
                key={`${item.applicationId}-${item.side}`}
                item={item}
                onRated={() => setRated(true)}
              />
            ))}
          </CardList>
        ) : null}
      </Box>
    </Container>
  );
}

function RateGig({ item, onRated }: { item: PendingRating; onRated: () => void }) {
  const { t } = useTranslation(['booking-desk', 'booking', 'errors']);
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
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography id={titleId} component="h3" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
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
  const query = useQuery(ratingQuery(id));
  if (query.isPending) return <CardSkeletons count={1} />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <RatingCard rating={query.data} />;
}
