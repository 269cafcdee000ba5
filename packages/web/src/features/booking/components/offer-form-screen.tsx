import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  OfferFormSchema,
  publishProblems,
  type BookingOffer,
  type FieldError,
  type OfferFormValues,
  type OfferInput,
} from '@backline/domain';
import { useState, type ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import {
  bookingKeys,
  createOffer,
  myPagesForBookingQuery,
  offerQuery,
  updateOffer,
} from '../api/booking-api.ts';
import { emptyOfferForm, offerFormOf, offerRequestOf } from '../offer-form-model.ts';
import { BasicsSection } from './offer-form/basics-section.tsx';
import type { OfferFormApi } from './offer-form/offer-form-section.tsx';
import { PaySection } from './offer-form/pay-section.tsx';
import { ScheduleSection } from './offer-form/schedule-section.tsx';
import { WantedSection } from './offer-form/wanted-section.tsx';
import type { VenueChoice } from './venue-field.tsx';

export type OfferFormScreenProps = {
  /** The offer to edit; none to create one. */
  offerId?: string;
  /** The signed-in user's name (the first entry of "publish as"). */
  userName: string;
  notFound: ReactNode;
};

/** `/booking/create` and `/booking/{id}/edit`. */
export function OfferFormScreen({ offerId, userName, notFound }: OfferFormScreenProps) {
  const { t } = useTranslation('booking');
  const existing = useQuery({ ...offerQuery(offerId ?? ''), enabled: offerId !== undefined });
  if (!offerId) return <OfferForm offer={null} userName={userName} />;
  if (existing.isPending || existing.isError) {
    const gone =
      existing.error instanceof AppError && existing.error.code === 'request.entity_not_found';
    if (gone) return <>{notFound}</>;
    return (
      <Container maxWidth="md" sx={{ py: 3 }}>
        <PageHeader title={t('form.editTitle')} />
        {existing.isError ? (
          <ErrorState
            error={existing.error}
            onRetry={() => void existing.refetch()}
            retrying={existing.isFetching}
          />
        ) : (
          <DetailSkeleton />
        )}
      </Container>
    );
  }
  if (!existing.data.viewer.isOfferer) return <>{notFound}</>;
  return <OfferForm offer={existing.data} userName={userName} />;
}

/** The server names a venue's page; the form has one venue field. */
const SERVER_FIELDS = { 'venue.pageId': 'venue' } as const;

/** Shows problems found beside the schema on their fields; `focus` puts the first in focus. */
function showProblems(form: OfferFormApi, problems: readonly FieldError[], focus: boolean) {
  problems.forEach((problem, index) => {
    if (!problem.field) return;
    const field = problem.field as FieldPath<OfferFormValues>;
    // A field the schema already found at fault keeps that message; but an unsaved new venue
    // explains a venue still missing better than "a live gig needs a venue".
    const unsavedVenue = problem.code === 'booking.stub_needs_saving';
    if (!focus && !unsavedVenue && form.getFieldState(field).error) return;
    form.setError(
      field,
      { type: 'rule', message: problem.code },
      { shouldFocus: focus && index === 0 },
    );
  });
}

/** The form itself: its sections, and saving (as a draft, published, or the edit). */
function OfferForm({ offer, userName }: { offer: BookingOffer | null; userName: string }) {
  const { t } = useTranslation(['booking', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pages = useQuery(myPagesForBookingQuery);
  const form: OfferFormApi = useAppForm(OfferFormSchema, {
    defaultValues: offer ? offerFormOf(offer) : emptyOfferForm(),
  });
  // A new venue being entered: the offer waits until it is saved (spec section 5).
  const [stubOpen, setStubOpen] = useState(false);
  const published = offer !== null && offer.status !== 'draft' && offer.status !== 'pending';
  const locked = new Set(offer?.viewer.lockedFields ?? []);

  const save = useMutation({
    mutationFn: (request: {
      input: OfferInput;
      publisherPageId: string | null;
      publish: boolean;
    }) =>
      offer
        ? updateOffer(offer.id, request.input)
        : createOffer(request.input, request.publish, request.publisherPageId),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      await navigate(saved.resource);
    },
  });

  /** What the schema cannot know: an unsaved venue stub, and the clock when publishing. */
  const sendingProblems = (values: OfferFormValues, publish: boolean): FieldError[] => [
    ...(stubOpen ? [{ code: 'booking.stub_needs_saving' as const, field: 'venue' }] : []),
    ...(publish ? publishProblems(values, new Date()) : []),
  ];
  const submit = (publish: boolean) =>
    form.handleSubmit(
      (values) => {
        const problems = sendingProblems(values, publish);
        if (problems.length > 0) {
          showProblems(form, problems, true);
          return;
        }
        save.mutate(
          { ...offerRequestOf(values), publish },
          {
            onError: (error) => {
              // On the fields it names; what names none stays as the alert.
              if (applyServerErrors(form, error, SERVER_FIELDS)) save.reset();
            },
          },
        );
      },
      // Every problem at once: the schema's are shown and focused, these join them.
      () => showProblems(form, sendingProblems(form.getValues(), publish), false),
    );

  const venues: VenueChoice[] = [
    ...(offer?.venue ? [{ id: offer.venue.id, name: offer.venue.name }] : []),
    ...(pages.data?.pages ?? [])
      .filter((page) => page.kind === 'location' || page.kind === 'organization')
      .filter((page) => page.id !== offer?.venue?.id),
  ];
  const actingPages = (pages.data?.pages ?? []).filter((page) => page.canActAs);

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeader
        title={t(offer ? 'form.editTitle' : 'form.createTitle')}
        subtitle={t('form.intro')}
      />
      {locked.size > 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('form.locked')}
        </Alert>
      ) : null}
      <Box component="form" onSubmit={submit(!offer)} noValidate>
        <Stack spacing={2}>
          <BasicsSection
            form={form}
            publishAs={offer ? undefined : { userName, pages: actingPages }}
            venues={venues}
            locked={locked}
            onStubOpenChange={setStubOpen}
          />
          <ScheduleSection form={form} published={published} />
          <PaySection form={form} locked={locked} />
          <WantedSection form={form} />
        </Stack>
        <ErrorAlert error={save.error} sx={{ mt: 2 }} />
        <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
          {offer ? (
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t('form.save')}
            </Button>
          ) : (
            <>
              <Button type="submit" variant="contained" loading={save.isPending}>
                {t('form.publish')}
              </Button>
              <Button onClick={() => void submit(false)()} disabled={save.isPending}>
                {t('form.saveDraft')}
              </Button>
            </>
          )}
        </Stack>
      </Box>
    </Container>
  );
}
