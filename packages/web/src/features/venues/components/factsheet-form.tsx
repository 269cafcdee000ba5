import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  VENUE_BACKLINE_KINDS,
  VENUE_RENTAL_KINDS,
  VENUE_SLEEPING_KINDS,
  VenueFactsheetInputSchema,
  type VenueFactsheet,
} from '@backline/domain';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { factsheetQuery, saveFactsheet } from '../api/venues-api.ts';

/** The capacity is typed as text; empty means "not given". The rest is the domain's schema. */
const FactsheetFormSchema = z.extend(VenueFactsheetInputSchema, {
  capacity: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => (value.trim() === '' ? null : Number(value.trim()))),
    ),
    // The domain's check of a capacity (its input may also be undefined, the text's is not).
    VenueFactsheetInputSchema.shape.capacity as unknown as z.ZodMiniType<
      number | null,
      number | null
    >,
  ),
});
type FormInput = z.input<typeof FactsheetFormSchema>;
type FormOutput = z.output<typeof FactsheetFormSchema>;
type FormControl = Control<FormInput, unknown, FormOutput>;

const TEXT_FIELDS = {
  stage: ['stage', 'pa', 'foh', 'backlineDetails'],
  visit: ['loadIn', 'parking', 'catering'],
  contact: ['contactName', 'contactEmail', 'contactPhone'],
} as const;

const defaultsOf = (facts: VenueFactsheet): FormInput => ({
  capacity: facts.capacity === null ? '' : String(facts.capacity),
  stage: facts.stage ?? '',
  pa: facts.pa ?? '',
  foh: facts.foh ?? '',
  backline: facts.backline,
  backlineDetails: facts.backlineDetails ?? '',
  rental: facts.rental,
  newcomerFriendly: facts.newcomerFriendly,
  loadIn: facts.loadIn ?? '',
  parking: facts.parking ?? '',
  sleeping: facts.sleeping,
  catering: facts.catering ?? '',
  contactName: facts.bookingContact?.name ?? '',
  contactEmail: facts.bookingContact?.email ?? '',
  contactPhone: facts.bookingContact?.phone ?? '',
});

function KindSelect<N extends 'backline' | 'rental' | 'sleeping'>({
  control,
  name,
  kinds,
}: {
  control: FormControl;
  name: N;
  kinds: readonly string[];
}) {
  const { t } = useTranslation('venues');
  const { field } = useController({ control, name });
  return (
    <SelectField
      label={t(`facts.${name}` as 'facts.backline')}
      name={name}
      value={field.value as string}
      onChange={field.onChange}
      inputRef={field.ref}
      options={kinds.map((kind) => ({
        value: kind,
        label: t(`facts.${name}Kinds.${kind}` as 'facts.rentalKinds.no'),
      }))}
    />
  );
}

function NewcomerSwitch({ control }: { control: FormControl }) {
  const { t } = useTranslation('venues');
  const { field } = useController({ control, name: 'newcomerFriendly' });
  return (
    <Box sx={{ my: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
          />
        }
        label={t('facts.newcomerFriendly')}
      />
      <FormHelperText sx={{ mt: 0 }}>{t('editor.newcomerHint')}</FormHelperText>
    </Box>
  );
}

/** The factsheet of one venue page, checked as the server checks it. */
export function FactsheetForm({ facts }: { facts: VenueFactsheet }) {
  const { t } = useTranslation(['venues', 'errors']);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const form = useAppForm(FactsheetFormSchema, { defaultValues: defaultsOf(facts) });
  const save = useMutation({
    mutationFn: (values: FormOutput) => saveFactsheet(facts.pageId, values),
    onSuccess: (saved) => {
      queryClient.setQueryData(factsheetQuery(facts.pageId).queryKey, saved);
      notify({ message: t('editor.saved') });
    },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onError: (error) => {
        if (applyServerErrors(form, error)) save.reset();
      },
    }),
  );
  const text = (name: (typeof TEXT_FIELDS)[keyof typeof TEXT_FIELDS][number]) => (
    <FormTextField
      key={name}
      control={form.control}
      name={name}
      label={t(`facts.${name}`)}
      margin="dense"
      fullWidth
      multiline={name !== 'contactEmail' && name !== 'contactPhone' && name !== 'contactName'}
      type={name === 'contactEmail' ? 'email' : name === 'contactPhone' ? 'tel' : undefined}
    />
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography component="h2" variant="h3" sx={{ mt: 1 }}>
        {t('editor.sectionStage')}
      </Typography>
      <FormTextField
        control={form.control}
        name="capacity"
        label={t('facts.capacity')}
        margin="dense"
        fullWidth
        inputProps={{ inputMode: 'numeric' }}
      />
      {TEXT_FIELDS.stage.slice(0, 3).map(text)}
      <KindSelect control={form.control} name="backline" kinds={VENUE_BACKLINE_KINDS} />
      {text('backlineDetails')}
      <KindSelect control={form.control} name="rental" kinds={VENUE_RENTAL_KINDS} />
      <NewcomerSwitch control={form.control} />
      <Typography component="h2" variant="h3" sx={{ mt: 2 }}>
        {t('editor.sectionVisit')}
      </Typography>
      {TEXT_FIELDS.visit.slice(0, 2).map(text)}
      <KindSelect control={form.control} name="sleeping" kinds={VENUE_SLEEPING_KINDS} />
      {text('catering')}
      <Typography component="h2" variant="h3" sx={{ mt: 2 }}>
        {t('editor.sectionContact')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('editor.contactHint')}
      </Typography>
      {TEXT_FIELDS.contact.map(text)}
      <ErrorAlert error={save.error} />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={save.isPending}>
        {t('editor.save')}
      </Button>
    </Box>
  );
}
