import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError, venueRatePath, type VenueRating } from '@backline/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ReportMenu } from '../../../components/report/report-menu.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';
import { CardSkeletons } from '../../../components/ui/skeletons.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { VENUES_KEY, deleteVenueRating, venueRatingQuery } from '../api/venues-api.ts';
import { StatementForm } from './statement-form.tsx';
import { VenueRatingCard } from './venue-rating-card.tsx';

const MAX_WIDTH = 720;

/** The rater's edit and delete, or "Melden" for everyone else. */
function RatingActions({ rating }: { rating: VenueRating }) {
  const { t } = useTranslation('venues');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteVenueRating(rating.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: VENUES_KEY });
      notify({ message: t('detail.deleted') });
      await navigate(rating.venue.path);
    },
  });
  if (!rating.viewer.isRater) {
    return <ReportMenu subject={{ kind: 'venue_rating', id: rating.id }} />;
  }
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {rating.viewer.canEdit ? (
        <Button component={RouterLink} to={venueRatePath(rating.venue.id)} size="small">
          {t('detail.edit')}
        </Button>
      ) : null}
      <Button color="error" size="small" onClick={() => setConfirming(true)}>
        {t('detail.delete')}
      </Button>
      <ErrorAlert error={remove.error} />
      <LazyConfirmDialog
        open={confirming}
        title={t('detail.deleteTitle')}
        text={t('detail.deleteText')}
        cancelLabel={t('detail.cancel')}
        confirmLabel={t('detail.delete')}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate();
        }}
      />
    </Stack>
  );
}

/**
 * `/locationrating/{id}` (loaded from `GET /api/locationrating/{id}`): one venue rating with the
 * venue's statement; the venue's owner and admins write or edit the statement here.
 */
export function VenueRatingScreen({ id, notFound }: { id: string; notFound: ReactNode }) {
  const { t } = useTranslation('venues');
  const query = useQuery(venueRatingQuery(id));
  if (query.isError && query.error instanceof AppError) {
    const code = query.error.code;
    if (code === 'request.entity_not_found' || code === 'venues.rating_not_found') {
      return <>{notFound}</>;
    }
  }
  const rating = query.data;
  return (
    <Box sx={{ ...SCREEN_GUTTERS, maxWidth: MAX_WIDTH }}>
      <PageHeader
        title={t('detail.title', { venue: rating?.venue.name ?? '' })}
        actions={
          rating ? (
            <>
              <Button component={RouterLink} to={rating.venue.path} size="small">
                {t('detail.toVenue')}
              </Button>
              <RatingActions rating={rating} />
            </>
          ) : null
        }
      />
      {query.isPending ? <CardSkeletons count={1} /> : null}
      {query.isError ? (
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {rating ? (
        <VenueRatingCard rating={rating} link={false}>
          {rating.viewer.canAnswer ? (
            <StatementForm key={rating.statement?.updatedAt ?? 'new'} rating={rating} />
          ) : null}
        </VenueRatingCard>
      ) : null}
    </Box>
  );
}
