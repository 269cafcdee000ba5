import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { SCHEDULE_KINDS, type OfferFormValues, type ScheduleKind } from '@backline/domain';
import { useFieldArray, useWatch, type FieldError as FormFieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../../components/ui/form/field-error-text.ts';
import { datesForSchedule, newOfferDate } from '../../offer-form-model.ts';
import { FormDateTimeField, FormNumberField, FormSelectField } from '../form-fields.tsx';
import { OfferFormSection, type OfferFormApi } from './offer-form-section.tsx';

const SCHEDULE_LABEL = {
  single: 'form.scheduleSingle',
  series: 'form.scheduleSeries',
  none: 'form.scheduleNone',
} as const satisfies Record<ScheduleKind, string>;

/**
 * When: one date, a series or none (slots of their own), the duration and the deadline. A
 * published offer's dates change only by rescheduling; their slots stay editable here.
 */
export function ScheduleSection({ form, published }: { form: OfferFormApi; published: boolean }) {
  const { t } = useTranslation('booking');
  const { control } = form;
  const dates = useFieldArray({ control, name: 'dates', keyName: 'key' });
  const schedule = useWatch({ control, name: 'schedule' });
  const errorText = useFieldErrorText();
  const datesError = form.formState.errors.dates;
  const datesErrorText = errorText(
    datesError?.root ?? (datesError?.message ? (datesError as FormFieldError) : undefined),
  );
  const series = schedule === 'series' && !published;

  return (
    <OfferFormSection title={t('form.schedule')}>
      {published ? (
        <Typography variant="body2" color="text.secondary">
          {t('form.datesFixed')}
        </Typography>
      ) : (
        <FormSelectField<OfferFormValues, ScheduleKind>
          control={control}
          name="schedule"
          label={t('form.scheduleKind')}
          options={SCHEDULE_KINDS.map((kind) => ({ value: kind, label: t(SCHEDULE_LABEL[kind]) }))}
          onChanged={(kind) => {
            // The dates follow the kind: one, several, or none with slots of their own.
            const next = datesForSchedule(form.getValues(), kind);
            dates.replace(next.dates);
            form.setValue('undatedSlots', next.undatedSlots);
          }}
        />
      )}
      {schedule === 'none' ? (
        <FormNumberField
          control={control}
          name="undatedSlots"
          label={t('form.undatedSlots')}
          inputProps={{ min: 1 }}
          margin="dense"
        />
      ) : (
        <Stack spacing={1} sx={{ mt: 1 }}>
          {dates.fields.map((date, index) => (
            <Box
              key={date.key}
              role="group"
              aria-label={t('form.dateNumber', { number: index + 1 })}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: 'minmax(0, 1fr) 6rem auto',
                alignItems: 'start',
              }}
            >
              <FormDateTimeField
                control={control}
                name={`dates.${index}.startsAt`}
                empty=""
                label={t('form.date')}
                disabled={published}
                margin="dense"
              />
              <FormNumberField
                control={control}
                name={`dates.${index}.slots`}
                label={t('form.slots')}
                inputProps={{ min: 1 }}
                margin="dense"
              />
              {series ? (
                <IconButton
                  aria-label={t('form.removeDate', { number: index + 1 })}
                  onClick={() => dates.remove(index)}
                  sx={{ mt: 1.5 }}
                >
                  <DeleteIcon />
                </IconButton>
              ) : (
                <span />
              )}
            </Box>
          ))}
          {datesErrorText ? <FormHelperText error>{datesErrorText}</FormHelperText> : null}
          {series ? (
            <Button onClick={() => dates.append(newOfferDate())} sx={{ alignSelf: 'flex-start' }}>
              {t('form.addDate')}
            </Button>
          ) : null}
        </Stack>
      )}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormNumberField
          control={control}
          name="durationMinutes"
          label={t('form.duration')}
          inputProps={{ min: 5 }}
          margin="dense"
        />
        <FormDateTimeField
          control={control}
          name="applyUntil"
          empty={null}
          label={t('form.applyUntil')}
          margin="dense"
        />
      </Box>
    </OfferFormSection>
  );
}
