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
  statusesOfKind,
} from '@backline/domain';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useId,
  type Dispatch,
  type SetStateAction,
} from 'react';
import type { ErrorCode } from '@backline/domain';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from 'react-i18next';
import { fittingStatus, type PageFormErrors, type PageFormValues } from './page-form-model.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { UrlnameField } from './urlname-field.tsx';

// The city search brings the profiles' city schema: it loads after the form.
const CityPicker = lazy(() =>
  import('../../../components/ui/city-picker.tsx').then((module) => ({
    default: module.CityPicker,
  })),
);

export type PageFormFieldsProps = {
  values: PageFormValues;
  /** A state setter: the genre chips update through a function of the latest values. */
  onChange: Dispatch<SetStateAction<PageFormValues>>;
  errors: PageFormErrors;
  /** The kind is chosen once, when the page is created. */
  mode: 'create' | 'edit';
  pageId?: string;
};

/** The fields of a page: kind and type, name, address, status, city, text, genres, links. */
export function PageFormFields({ values, onChange, errors, mode, pageId }: PageFormFieldsProps) {
  const { t } = useTranslation(['pages', 'errors']);
  const linksId = useId();
  const set = <K extends keyof PageFormValues>(key: K, value: PageFormValues[K]) =>
    onChange({ ...values, [key]: value });
  // The genre chips re-render only when the genres change (not on every key typed elsewhere).
  const setGenres = useCallback(
    (genres: string[]) => onChange((old) => ({ ...old, genres })),
    [onChange],
  );
  const message = (field: string) => {
    const code = errors[field];
    return code ? t(`errors:${code}`) : undefined;
  };
  const linkErrors = Object.keys(errors).filter((field) => field.startsWith('links'));

  return (
    <>
      {mode === 'create' ? (
        <SelectField
          label={t('form.kind')}
          name="kind"
          value={values.kind}
          options={PAGE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          onChange={(kind) =>
            onChange({ ...values, kind, status: fittingStatus(kind, values.status) })
          }
        />
      ) : null}
      {values.kind === 'artist' ? (
        <SelectField
          label={t('form.artistForm')}
          name="artistForm"
          value={values.artistForm}
          options={ARTIST_FORMS.map((form) => ({ value: form, label: t(`artistForms.${form}`) }))}
          onChange={(form) => set('artistForm', form)}
          error={Boolean(errors['artistForm'])}
          helperText={message('artistForm')}
        />
      ) : null}
      {values.kind === 'organization' ? (
        <SelectField
          label={t('form.organizationType')}
          name="organizationType"
          value={values.organizationType}
          options={ORGANIZATION_TYPES.map((type) => ({
            value: type,
            label: t(`organizationTypes.${type}`),
          }))}
          onChange={(type) => set('organizationType', type)}
          error={Boolean(errors['organizationType'])}
          helperText={message('organizationType')}
        />
      ) : null}
      <OutlinedField
        label={t('form.name')}
        name="name"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={Boolean(errors['name'])}
        helperText={message('name')}
        required
        margin="dense"
        inputProps={{ maxLength: PAGE_NAME_MAX_LENGTH }}
      />
      <UrlnameField
        value={values.urlname}
        onChange={(urlname) => set('urlname', urlname)}
        error={errors['urlname']}
        pageId={pageId}
      />
      <SelectField
        label={t('form.status')}
        name="status"
        value={fittingStatus(values.kind, values.status)}
        options={statusesOfKind(values.kind).map((status) => ({
          value: status,
          label: t(`statuses.${status}`),
        }))}
        onChange={(status) => set('status', status)}
        error={Boolean(errors['status'])}
        helperText={message('status')}
      />
      <Suspense fallback={<Skeleton variant="rounded" height={56} sx={{ my: 1 }} />}>
        <CityPicker
          id="page-city"
          value={values.city}
          onChange={(city) => set('city', city)}
          error={message('cityId')}
        />
      </Suspense>
      <OutlinedField
        label={t('form.description')}
        name="description"
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={Boolean(errors['description'])}
        helperText={message('description')}
        multiline
        minRows={4}
        margin="dense"
        inputProps={{ maxLength: PAGE_DESCRIPTION_MAX_LENGTH }}
      />

      <GenresField genres={values.genres} onChange={setGenres} error={errors['genres']} />

      <OutlinedField
        label={t('form.website')}
        name="website"
        type="url"
        value={values.website}
        onChange={(event) => set('website', event.target.value)}
        error={Boolean(errors['website'])}
        helperText={message('website') ?? t('form.websiteHelp')}
        margin="dense"
        inputProps={{ maxLength: 2000 }}
      />

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }} aria-describedby={linksId}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('form.links')}
        </Typography>
        {values.links.map((link, index) => (
          <Box key={index} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <OutlinedField
              label={t('form.linkUrl', { number: index + 1 })}
              name={`links.${index}.url`}
              type="url"
              value={link}
              onChange={(event) =>
                set(
                  'links',
                  values.links.map((old, at) => (at === index ? event.target.value : old)),
                )
              }
              error={Boolean(errors[`links.${index}.url`])}
              helperText={message(`links.${index}.url`)}
              margin="dense"
              inputProps={{ maxLength: 2000 }}
            />
            <IconButton
              aria-label={t('form.removeLink', { number: index + 1 })}
              onClick={() =>
                set(
                  'links',
                  values.links.filter((_, at) => at !== index),
                )
              }
              sx={{ mt: 1.5 }}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        <FormHelperText id={linksId} error={linkErrors.length > 0}>
          {errors['links'] ? message('links') : ' '}
        </FormHelperText>
        <Button
          onClick={() => set('links', [...values.links, ''])}
          disabled={values.links.length >= PAGE_MAX_LINKS}
        >
          {t('form.addLink')}
        </Button>
      </Box>
    </>
  );
}

const GenresField = memo(function GenresField({
  genres,
  onChange,
  error,
}: {
  genres: string[];
  onChange: (genres: string[]) => void;
  error?: ErrorCode;
}) {
  const { t } = useTranslation(['pages', 'errors']);
  const genresId = useId();
  const language = currentLanguage();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} aria-describedby={genresId}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('form.genres')}
      </Typography>
      <FormHelperText id={genresId} error={Boolean(error)} sx={{ mt: 0, mb: 1 }}>
        {error ? t(`errors:${error}`) : t('form.genresHelp', { max: PAGE_MAX_GENRES })}
      </FormHelperText>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {GENRES.map((genre) => {
          const selected = genres.includes(genre.id);
          const full = !selected && genres.length >= PAGE_MAX_GENRES;
          return (
            <ButtonBase
              key={genre.id}
              disabled={full}
              aria-pressed={selected}
              onClick={() =>
                onChange(selected ? genres.filter((id) => id !== genre.id) : [...genres, genre.id])
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
});
