import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  VENUE_RATING_CRITERIA,
  VenueRatingInputSchema,
  type VenueRating,
  type VenueRatingForm,
  type VenueRatingInput,
} from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { VENUES_KEY, editVenueRating, rateVenue, ratingFormQuery } from '../api/venues-api.ts';
import { ScoreField } from './score-field.tsx';

const MAX_WIDTH = 720;
const EMPTY = { organisation: 0, sound: 0, hospitality: 0, payReliability: 0, audience: 0 };

/** The criteria and the text; a new rating, or the viewer's own within its 30 days. */
function RatingForm({ form: info, mine }: { form: VenueRatingForm; mine: VenueRating | null }) {
  const { t } = useTranslation(['venues', 'errors']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const form = useAppForm(VenueRatingInputSchema, {
    defaultValues: { scores: mine?.scores ?? EMPTY, text: mine?.text ?? '' },
  });
  const send = useMutation({
    mutationFn: (values: VenueRatingInput) =>
      mine ? editVenueRating(mine.id, values) : rateVenue(info.venue.id, values),
    onSuccess: async (rating) => {
      await queryClient.invalidateQueries({ queryKey: VENUES_KEY });
      notify({ message: mine ? t('rate.saved') : t('rate.sent') });
      await navigate(rating.resource);
    },
  });
  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onError: (error) => {
        if (applyServerErrors(form, error)) send.reset();
      },
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      {VENUE_RATING_CRITERIA.map((criterion) => (
        <ScoreField key={criterion} control={form.control} criterion={criterion} />
      ))}
      <FormTextField
        control={form.control}
        name="text"
        label={t('rate.text')}
        multiline
        minRows={4}
        margin="dense"
      />
      <ErrorAlert error={send.error} />
      <Button type="submit" variant="contained" sx={{ mt: 1 }} loading={send.isPending}>
        {mine ? t('rate.save') : t('rate.submit')}
      </Button>
    </Box>
  );
}

/** What the form tells before the fields: verified or not, or why there is no form. */
function RateBody({ info }: { info: VenueRatingForm }) {
  const { t } = useTranslation('venues');
  if (!info.canRate) return <Alert severity="info">{t('rate.ownVenue')}</Alert>;
  const mine = info.mine;
  let note: ReactNode;
  if (mine && !mine.viewer.canEdit) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={mine.resource} color="inherit" size="small">
            {t('ratings.open')}
          </Button>
        }
      >
        {t('rate.closed')}
      </Alert>
    );
  }
  if (mine) note = t('rate.editableUntil', { date: formatDate(mine.editableUntil) });
  else if (info.artistPage) note = t('rate.verifiedInfo', { name: info.artistPage.name });
  else note = t('rate.unverifiedInfo');
  return (
    <>
      <Alert severity={info.verified ? 'success' : 'info'} sx={{ mb: 2 }}>
        {note}
      </Alert>
      <RatingForm form={info} mine={mine} />
    </>
  );
}

/** `/location/rate/{id}`: rate a live location (or change one's rating within 30 days). */
export function RateVenueScreen({ venueId }: { venueId: string }) {
  const { t } = useTranslation('venues');
  const query = useQuery(ratingFormQuery(venueId));
  const name = query.data?.venue.name ?? '';
  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: MAX_WIDTH }}>
      <PageHeader
        title={t('rate.title', { name })}
        subtitle={t('rate.subtitle')}
        actions={
          query.data ? (
            <Button component={RouterLink} to={query.data.venue.path} size="small">
              {t('detail.toVenue')}
            </Button>
          ) : null
        }
      />
      {query.isPending ? <CardSkeletons count={2} /> : null}
      {query.isError ? (
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {query.data ? <RateBody info={query.data} /> : null}
    </Box>
  );
}
