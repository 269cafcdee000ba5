import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateLocationPageInputSchema } from '@backline/domain';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { CityPicker, type CityChoice } from '../../../components/ui/city-picker.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { useTranslation } from 'react-i18next';
import { bookingKeys, createVenueStub } from '../api/booking-api.ts';
import type { VenueChoice } from './venue-field.tsx';

export type VenueStubFormProps = {
  /** The offer was submitted while this stub was unsaved. */
  unsaved: boolean;
  onSaved: (venue: VenueChoice) => void;
  onDiscard: () => void;
};

/**
 * A venue that is not on Backline yet: its name and city, saved as a venue page (a stub the real
 * venue can claim later), validated as the server validates a new location page. It sits inside
 * the offer's form, so it is a group with its own save button, not a nested form; Enter in its
 * fields saves the stub, not the offer.
 */
export function VenueStubForm({ unsaved, onSaved, onDiscard }: VenueStubFormProps) {
  const { t } = useTranslation(['booking', 'errors']);
  const headingId = useId();
  const queryClient = useQueryClient();
  const form = useAppForm(CreateLocationPageInputSchema, {
    defaultValues: { kind: 'location', name: '', cityId: null },
  });
  const city = useController({ control: form.control, name: 'cityId' });
  const cityError = useFieldErrorText()(city.fieldState.error);
  // The chosen city's name for the picker to show (the form keeps only its id).
  const [chosenCity, setChosenCity] = useState<CityChoice | null>(null);
  const save = useMutation({
    mutationFn: (input: { name: string; cityId: number | null }) => createVenueStub(input),
    onSuccess: async (venue) => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.myPages });
      onSaved(venue);
    },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { name: values.name, cityId: values.cityId ?? null },
      {
        onError: (error) => {
          if (applyServerErrors(form, error)) save.reset();
        },
      },
    ),
  );

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{
        border: 1,
        borderColor: unsaved ? 'error.main' : 'divider',
        borderRadius: 1,
        p: 2,
        my: 1,
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
          event.preventDefault();
          void submit();
        }
      }}
    >
      <Typography id={headingId} component="h3" variant="h3">
        {t('form.newVenue')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('form.stubHint')}
      </Typography>
      {unsaved ? (
        <Alert severity="error" sx={{ my: 1 }}>
          {t('errors:booking.stub_needs_saving')}
        </Alert>
      ) : null}
      <FormTextField
        control={form.control}
        name="name"
        label={t('form.venueName')}
        required
        margin="dense"
      />
      <CityPicker
        id="offer-venue-stub-city"
        value={city.field.value && chosenCity?.id === city.field.value ? chosenCity : null}
        onChange={(picked) => {
          setChosenCity(picked);
          city.field.onChange(picked?.id ?? null);
        }}
        error={cityError}
      />
      <ErrorAlert error={save.error} />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="outlined" onClick={() => void submit()} loading={save.isPending}>
          {t('form.saveVenue')}
        </Button>
        <Button onClick={onDiscard} disabled={save.isPending}>
          {t('form.discardVenue')}
        </Button>
      </Stack>
    </Box>
  );
}
