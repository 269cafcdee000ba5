import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppError, type City } from '@backline/domain';
import { useId, useState } from 'react';
import { CityPicker, type CityChoice } from '../../../components/ui/city-picker.tsx';
import { ErrorAlert, toAppError } from '../../../components/ui/error-alert.tsx';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { useTranslation } from 'react-i18next';
import { createVenueStub } from '../api/booking-api.ts';
import type { VenueChoice } from './venue-field.tsx';

export type VenueStubFormProps = {
  /** The offer was submitted while this stub was unsaved. */
  error: boolean;
  onSaved: (venue: VenueChoice) => void;
  onDiscard: () => void;
};

/**
 * A venue that is not on Backline yet: its name and city, saved as a venue page (a stub the real
 * venue can claim later). It sits inside the offer's form, so it is a group with its own save
 * button, not a nested form; Enter in its fields saves the stub, not the offer.
 */
export function VenueStubForm({ error, onSaved, onDiscard }: VenueStubFormProps) {
  const { t } = useTranslation(['booking', 'errors']);
  const headingId = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [city, setCity] = useState<CityChoice | null>(null);
  const [localError, setLocalError] = useState<AppError | null>(null);
  const save = useMutation({
    mutationFn: () => createVenueStub({ name: name.trim(), cityId: city?.id ?? null }),
    onSuccess: async (venue) => {
      await queryClient.invalidateQueries({ queryKey: ['booking', 'my-pages'] });
      onSaved(venue);
    },
  });
  const submit = () => {
    setLocalError(null);
    if (!name.trim()) {
      setLocalError(new AppError('validation.required', { field: 'name' }));
      return;
    }
    save.mutate();
  };
  const failure = localError ?? (save.error ? toAppError(save.error) : null);

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 1,
        p: 2,
        my: 1,
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
          event.preventDefault();
          submit();
        }
      }}
    >
      <Typography id={headingId} component="h3" variant="subtitle1">
        {t('form.newVenue')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('form.stubHint')}
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ my: 1 }}>
          {t('errors:booking.stub_needs_saving')}
        </Alert>
      ) : null}
      <OutlinedField
        label={t('form.venueName')}
        name="venueStubName"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        margin="dense"
        error={failure?.field === 'name'}
      />
      <CityPicker
        id="offer-venue-stub-city"
        value={city}
        onChange={(picked: City | null) => setCity(picked)}
        error={failure?.field === 'cityId' ? t(`errors:${failure.code}`) : undefined}
      />
      {failure ? <ErrorAlert error={failure} /> : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="outlined" onClick={submit} disabled={save.isPending}>
          {t('form.saveVenue')}
        </Button>
        <Button onClick={onDiscard} disabled={save.isPending}>
          {t('form.discardVenue')}
        </Button>
      </Stack>
    </Box>
  );
}
