import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import {
  ARTIST_FORMS,
  GENRES,
  ORGANIZATION_TYPES,
  PAGE_DESCRIPTION_MAX_LENGTH,
  PAGE_KINDS,
  PAGE_MAX_GENRES,
  PAGE_MAX_LINKS,
  PAGE_NAME_MAX_LENGTH,
  fittingStatus,
  statusesOfKind,
  type PageForm,
  type PageFormValues,
} from '@backline/domain';
import { lazy, Suspense, useId } from 'react';
import { useController, useFieldArray, useFormState, type Control } from 'react-hook-form';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { UrlnameField } from './urlname-field.tsx';

// The city search brings the profiles' city schema: it loads after the form.
const CityPicker = lazy(() =>
  import('../../../components/ui/city-picker.tsx').then((module) => ({
    default: module.CityPicker,
  })),
);

export type PageFormControl = Control<PageFormValues, unknown, PageForm>;

export type PageFormFieldsProps = {
  control: PageFormControl;
  /** The kind is chosen once, when the page is created. */
  mode: 'create' | 'edit';
  pageId?: string;
};

/** The fields of a page: kind and type, name, address, status, city, text, genres, links. */
export function PageFormFields({ control, mode, pageId }: PageFormFieldsProps) {
  const { t } = useTranslation(['pages', 'errors']);
  const errorText = useFieldErrorText();
  const linksId = useId();
  const kind = useController({ control, name: 'kind' });
  const artistForm = useController({ control, name: 'artistForm' });
  const organizationType = useController({ control, name: 'organizationType' });
  const status = useController({ control, name: 'status' });
  const city = useController({ control, name: 'city' });
  const links = useFieldArray({ control, name: 'links' });
  const { errors } = useFormState({ control, name: 'links' });
  // Too many links is the list's own error; each link's shows at the link.
  const linksError = errorText(errors.links?.root);

  return (
    <>
      {mode === 'create' ? (
        <SelectField
          label={t('form.kind')}
          name={kind.field.name}
          value={kind.field.value}
          inputRef={kind.field.ref}
          options={PAGE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          onChange={(value) => {
            kind.field.onChange(value);
            status.field.onChange(fittingStatus(value, status.field.value));
          }}
        />
      ) : null}
      {kind.field.value === 'artist' ? (
        <SelectField
          label={t('form.artistForm')}
          name={artistForm.field.name}
          value={artistForm.field.value}
          inputRef={artistForm.field.ref}
          options={ARTIST_FORMS.map((value) => ({ value, label: t(`artistForms.${value}`) }))}
          onChange={artistForm.field.onChange}
          error={Boolean(artistForm.fieldState.error)}
          helperText={errorText(artistForm.fieldState.error)}
        />
      ) : null}
      {kind.field.value === 'organization' ? (
        <SelectField
          label={t('form.organizationType')}
          name={organizationType.field.name}
          value={organizationType.field.value}
          inputRef={organizationType.field.ref}
          options={ORGANIZATION_TYPES.map((value) => ({
            value,
            label: t(`organizationTypes.${value}`),
          }))}
          onChange={organizationType.field.onChange}
          error={Boolean(organizationType.fieldState.error)}
          helperText={errorText(organizationType.fieldState.error)}
        />
      ) : null}
      <FormTextField
        control={control}
        name="name"
        label={t('form.name')}
        required
        margin="dense"
        inputProps={{ maxLength: PAGE_NAME_MAX_LENGTH }}
      />
      <UrlnameField control={control} pageId={pageId} />
      <SelectField
        label={t('form.status')}
        name={status.field.name}
        value={fittingStatus(kind.field.value, status.field.value)}
        inputRef={status.field.ref}
        options={statusesOfKind(kind.field.value).map((value) => ({
          value,
          label: t(`statuses.${value}`),
        }))}
        onChange={status.field.onChange}
        error={Boolean(status.fieldState.error)}
        helperText={errorText(status.fieldState.error)}
      />
      <Suspense fallback={<Skeleton variant="rounded" height={56} sx={{ my: 1 }} />}>
        <CityPicker
          id="page-city"
          value={city.field.value}
          onChange={(chosen) =>
            city.field.onChange(
              chosen ? { id: chosen.id, name: chosen.name, country: chosen.country } : null,
            )
          }
          inputRef={city.field.ref}
          error={errorText(city.fieldState.error)}
        />
      </Suspense>
      <FormTextField
        control={control}
        name="description"
        label={t('form.description')}
        multiline
        minRows={4}
        margin="dense"
        inputProps={{ maxLength: PAGE_DESCRIPTION_MAX_LENGTH }}
      />

      <GenresField control={control} />

      <FormTextField
        control={control}
        name="website"
        label={t('form.website')}
        hint={t('form.websiteHelp')}
        type="url"
        margin="dense"
        inputProps={{ maxLength: 2000 }}
      />

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }} aria-describedby={linksId}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('form.links')}
        </Typography>
        {links.fields.map((link, index) => (
          <Box key={link.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <FormTextField
              control={control}
              name={`links.${index}.url`}
              label={t('form.linkUrl', { number: index + 1 })}
              type="url"
              margin="dense"
              inputProps={{ maxLength: 2000 }}
            />
            <IconButton
              aria-label={t('form.removeLink', { number: index + 1 })}
              onClick={() => links.remove(index)}
              sx={{ mt: 1.5 }}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        <FormHelperText id={linksId} error={Boolean(linksError)}>
          {linksError ?? ' '}
        </FormHelperText>
        <Button
          onClick={() => links.append({ url: '' })}
          disabled={links.fields.length >= PAGE_MAX_LINKS}
        >
          {t('form.addLink')}
        </Button>
      </Box>
    </>
  );
}

/** The genres as toggle chips; re-renders only when the genres change. */
function GenresField({ control }: { control: PageFormControl }) {
  const { t } = useTranslation(['pages', 'errors']);
  const errorText = useFieldErrorText();
  const genresId = useId();
  const language = currentLanguage();
  const { field, fieldState } = useController({ control, name: 'genres' });
  const genres = field.value;
  const error = errorText(fieldState.error);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} aria-describedby={genresId}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('form.genres')}
      </Typography>
      <FormHelperText id={genresId} error={Boolean(error)} sx={{ mt: 0, mb: 1 }}>
        {error ?? t('form.genresHelp', { max: PAGE_MAX_GENRES })}
      </FormHelperText>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {GENRES.map((genre, index) => {
          const selected = genres.includes(genre.id);
          const full = !selected && genres.length >= PAGE_MAX_GENRES;
          return (
            <ButtonBase
              key={genre.id}
              // The first chip takes the focus when the genres are invalid.
              ref={index === 0 ? field.ref : undefined}
              disabled={full}
              aria-pressed={selected}
              onClick={() =>
                field.onChange(
                  selected ? genres.filter((id) => id !== genre.id) : [...genres, genre.id],
                )
              }
              sx={{
                px: 1.5,
                py: 0.5,
                borderRadius: 4,
                border: 1,
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? 'primary.main' : 'transparent',
                color: selected ? 'primary.contrastText' : 'text.primary',
                fontSize: '0.875rem',
                '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
                '&.Mui-focusVisible': {
                  outline: 2,
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
                '&.Mui-disabled': { opacity: 0.5 },
              }}
            >
              {genre[language]}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
