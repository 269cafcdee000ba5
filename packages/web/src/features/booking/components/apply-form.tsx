import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError, type BookingOffer } from '@backline/domain';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert, toAppError } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from 'react-i18next';
import {
  applyForOffer,
  bookingKeys,
  myPagesForBookingQuery,
  premiumCheckQuery,
} from '../api/booking-api.ts';

/**
 * Applying for an offer with one of the caller's artist pages (its owner or admin): the dates,
 * an optional or required text, the expected pay. For premium offers the form lists what the
 * page still lacks before anything is sent.
 */
export function ApplyForm({ offer }: { offer: BookingOffer }) {
  const { t } = useTranslation('booking');
  const queryClient = useQueryClient();
  const pages = useQuery(myPagesForBookingQuery);
  const artistPages = (pages.data?.pages ?? []).filter(
    (page) => page.kind === 'artist' && page.canActAs,
  );
  const [pageId, setPageId] = useState('');
  const chosenPage = pageId || artistPages[0]?.id || '';
  // A page applies once per date; after a withdrawal it may apply again.
  const appliedDates = new Set(
    offer.viewer.applications
      .filter(
        (application) => application.pageId === chosenPage && application.status !== 'withdrawn',
      )
      .map((application) => application.dateId),
  );
  const openDates = offer.dates.filter((date) => date.open && !appliedDates.has(date.id));
  const [chosenDates, setDateIds] = useState<string[]>(
    openDates.length === 1 ? [openDates[0]!.id] : [],
  );
  const dateIds = chosenDates.filter((id) => openDates.some((date) => date.id === id));
  const [text, setText] = useState('');
  const [pay, setPay] = useState('');
  const [localError, setLocalError] = useState<AppError | null>(null);
  const premium = useQuery({
    ...premiumCheckQuery(offer.id, chosenPage),
    enabled: offer.premium && chosenPage !== '',
  });
  const missing = premium.data?.missing ?? [];

  const send = useMutation({
    mutationFn: () =>
      applyForOffer(offer.id, {
        pageId: chosenPage,
        dateIds,
        text: text.trim() || null,
        expectedPayCents: pay ? Math.round(Number(pay) * 100) : null,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.offer(offer.id) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLocalError(null);
    if (dateIds.length === 0) {
      setLocalError(new AppError('validation.required', { field: 'dateIds' }));
      return;
    }
    if (offer.applyTextRequired && !text.trim()) {
      setLocalError(new AppError('validation.required', { field: 'text' }));
      return;
    }
    send.mutate();
  };

  const error = localError ?? (send.error ? toAppError(send.error) : null);
  const fieldError = (field: string) => (error?.field === field ? error : null);

  if (pages.isPending) return null;
  const pageName = (id: string) => artistPages.find((page) => page.id === id)?.name ?? '';
  const dateLabel = (id: string) => {
    const startsAt = offer.dates.find((date) => date.id === id)?.startsAt;
    return startsAt ? formatDateTime(startsAt) : t('noDate');
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="apply-title">
      <Typography id="apply-title" component="h2" variant="h6" gutterBottom>
        {t('applyTitle')}
      </Typography>
      {offer.viewer.applications.length > 0 ? (
        <Box sx={{ mb: 2 }}>
          <Typography component="h3" variant="subtitle1">
            {t('yourApplications')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {offer.viewer.applications.map((application) => (
              <li key={application.id}>
                {pageName(application.pageId)} · {dateLabel(application.dateId)} ·{' '}
                {t(`applicationStatus.${application.status}`)}
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {artistPages.length === 0 ? (
        <Alert severity="info">
          {t('needArtistPage')}{' '}
          <Link component={RouterLink} to="/page/create" underline="always">
            {t('createArtistPage')}
          </Link>
        </Alert>
      ) : send.isSuccess ? (
        <Alert severity="success" role="status">
          {t('sent')}
        </Alert>
      ) : openDates.length === 0 && artistPages.length === 1 ? (
        <Alert severity="info">{t('allApplied')}</Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <SelectField
            label={t('applyAs')}
            name="pageId"
            value={chosenPage}
            options={artistPages.map((page) => ({ value: page.id, label: page.name }))}
            onChange={setPageId}
          />
          {offer.premium && missing.length > 0 ? (
            <Alert severity="warning" sx={{ my: 1 }}>
              {t('premiumMissing')}
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {missing.map((requirement) => (
                  <li key={requirement}>{t(`missing.${requirement}`)}</li>
                ))}
              </Box>
              <Link
                component={RouterLink}
                to={`/page/edit?id=${encodeURIComponent(chosenPage)}`}
                underline="always"
              >
                {t('editPage')}
              </Link>
            </Alert>
          ) : null}
          <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }}>
            {t('applyDates')}
          </Typography>
          <FormGroup aria-describedby={fieldError('dateIds') ? 'apply-dates-error' : undefined}>
            {openDates.map((date) => (
              <FormControlLabel
                key={date.id}
                control={
                  <Checkbox
                    checked={dateIds.includes(date.id)}
                    onChange={(event) =>
                      setDateIds((current) =>
                        event.target.checked
                          ? [...current, date.id]
                          : current.filter((candidate) => candidate !== date.id),
                      )
                    }
                  />
                }
                label={date.startsAt ? formatDateTime(date.startsAt) : t('noDate')}
              />
            ))}
          </FormGroup>
          {fieldError('dateIds') ? (
            <Typography id="apply-dates-error" color="error" variant="body2">
              {t('chooseDate')}
            </Typography>
          ) : null}
          <OutlinedField
            label={t('applyText')}
            name="text"
            multiline
            minRows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            required={offer.applyTextRequired}
            error={fieldError('text') !== null}
            helperText={offer.applyTextRequired ? t('applyTextRequired') : undefined}
            margin="dense"
          />
          <OutlinedField
            label={t('expectedPay')}
            name="expectedPay"
            type="number"
            inputProps={{ min: 0, step: 1 }}
            value={pay}
            onChange={(event) => setPay(event.target.value)}
            margin="dense"
          />
          {error && error.field !== 'dateIds' ? <ErrorAlert error={error} /> : null}
          <Button
            type="submit"
            variant="contained"
            sx={{ mt: 2 }}
            disabled={send.isPending || (offer.premium && missing.length > 0)}
          >
            {t('send')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
