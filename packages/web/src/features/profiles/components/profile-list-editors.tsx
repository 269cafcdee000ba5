import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { PROFILE_LIMITS, type ProfileFormValues } from '@backline/domain';
import type { ComponentProps, ReactNode } from 'react';
import { useController, useFieldArray, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { fromLocalInput, toLocalInput } from './gig-time.ts';
import type { ProfileFormControl } from './profile-edit/profile-form-fields.ts';

const sectionSx = { mt: 4, mb: 1 } as const;
const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
} as const;

type FieldName = FieldPath<ProfileFormValues>;
type TextProps = Partial<
  Pick<ComponentProps<typeof OutlinedField>, 'type' | 'inputMode' | 'required' | 'inputProps'>
>;

/** The editable lists of the profile: links, gear, releases, gigs. */
export function ProfileListEditors({ control }: { control: ProfileFormControl }) {
  const { t } = useTranslation('profiles');
  const links = useFieldArray({ control, name: 'links' });
  const gear = useFieldArray({ control, name: 'gear' });
  const releases = useFieldArray({ control, name: 'releases' });
  const gigs = useFieldArray({ control, name: 'gigs' });
  const text = (name: FieldName, label: string, props: TextProps = {}) => (
    <FormTextField control={control} name={name} label={label} margin="dense" {...props} />
  );

  return (
    <>
      <ListSection
        title={t('edit.sectionLinks')}
        hint={t('edit.linkHint')}
        addLabel={t('edit.addLink')}
        canAdd={links.fields.length < PROFILE_LIMITS.linksMax}
        onAdd={() => links.append({ url: '', label: '' })}
      >
        {links.fields.map((item, index) => (
          <ListItem
            key={item.id}
            removeLabel={t('edit.removeItem', { what: t('edit.itemLink'), number: index + 1 })}
            onRemove={() => links.remove(index)}
          >
            {text(`links.${index}.url`, t('edit.linkUrl'), { type: 'url', inputMode: 'url' })}
            {text(`links.${index}.label`, t('edit.linkLabel'), {
              inputProps: { maxLength: PROFILE_LIMITS.linkLabelMax },
            })}
          </ListItem>
        ))}
      </ListSection>

      <ListSection
        title={t('edit.sectionGear')}
        addLabel={t('edit.addGear')}
        canAdd={gear.fields.length < PROFILE_LIMITS.gearMax}
        onAdd={() => gear.append({ brand: '', product: '', year: null })}
      >
        {gear.fields.map((item, index) => (
          <ListItem
            key={item.id}
            removeLabel={t('edit.removeItem', { what: t('edit.itemGear'), number: index + 1 })}
            onRemove={() => gear.remove(index)}
          >
            {text(`gear.${index}.brand`, t('edit.gearBrand'), { required: true })}
            {text(`gear.${index}.product`, t('edit.gearProduct'), { required: true })}
            <YearField
              control={control}
              name={`gear.${index}.year`}
              label={t('edit.gearYear')}
              empty={null}
            />
          </ListItem>
        ))}
      </ListSection>

      <ListSection
        title={t('edit.sectionReleases')}
        hint={t('edit.linkHint')}
        addLabel={t('edit.addRelease')}
        canAdd={releases.fields.length < PROFILE_LIMITS.releasesMax}
        onAdd={() =>
          // A new release has no year yet: the form asks for it.
          releases.append({ url: '', year: undefined as unknown as number, title: '' })
        }
      >
        {releases.fields.map((item, index) => (
          <ListItem
            key={item.id}
            removeLabel={t('edit.removeItem', { what: t('edit.itemRelease'), number: index + 1 })}
            onRemove={() => releases.remove(index)}
          >
            {text(`releases.${index}.url`, t('edit.releaseUrl'), { type: 'url', required: true })}
            <YearField
              control={control}
              name={`releases.${index}.year`}
              label={t('edit.releaseYear')}
              empty={undefined}
              required
            />
            {text(`releases.${index}.title`, t('edit.releaseTitle'))}
          </ListItem>
        ))}
      </ListSection>

      <ListSection
        title={t('edit.sectionGigs')}
        addLabel={t('edit.addGig')}
        canAdd={gigs.fields.length < PROFILE_LIMITS.gigsMax}
        onAdd={() =>
          gigs.append({ startsAt: '', address: '', category: '', artists: '', streamUrl: '' })
        }
      >
        {gigs.fields.map((item, index) => (
          <ListItem
            key={item.id}
            removeLabel={t('edit.removeItem', { what: t('edit.itemGig'), number: index + 1 })}
            onRemove={() => gigs.remove(index)}
          >
            <GigTimeField
              control={control}
              name={`gigs.${index}.startsAt`}
              label={t('edit.gigStartsAt')}
            />
            {text(`gigs.${index}.address`, t('edit.gigAddress'), { required: true })}
            {text(`gigs.${index}.category`, t('edit.gigCategory'))}
            {text(`gigs.${index}.artists`, t('edit.gigArtists'))}
            {text(`gigs.${index}.streamUrl`, t('edit.gigStreamUrl'), { type: 'url' })}
          </ListItem>
        ))}
      </ListSection>
    </>
  );
}

/** A year as a number input: empty is `empty` (none for gear, missing for a release). */
function YearField({
  control,
  name,
  label,
  empty,
  required,
}: {
  control: ProfileFormControl;
  name: `gear.${number}.year` | `releases.${number}.year`;
  label: string;
  empty: null | undefined;
  required?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText()(fieldState.error);
  return (
    <OutlinedField
      name={field.name}
      label={label}
      type="number"
      inputMode="numeric"
      required={required}
      margin="dense"
      value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''}
      onChange={(event) =>
        field.onChange(event.target.value === '' ? empty : Number(event.target.value))
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? ' '}
    />
  );
}

/** A gig's start as a `datetime-local` input in the browser's time zone, kept as ISO with offset. */
function GigTimeField({
  control,
  name,
  label,
}: {
  control: ProfileFormControl;
  name: `gigs.${number}.startsAt`;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText()(fieldState.error);
  return (
    <OutlinedField
      name={field.name}
      label={label}
      type="datetime-local"
      required
      notched
      margin="dense"
      value={toLocalInput(field.value)}
      onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? ' '}
    />
  );
}

function ListSection({
  title,
  hint,
  addLabel,
  canAdd,
  onAdd,
  children,
}: {
  title: string;
  hint?: string;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h2" sx={sectionSx}>
        {title}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
      {children}
      <Button onClick={onAdd} disabled={!canAdd} sx={{ mt: 1 }}>
        {addLabel}
      </Button>
    </Box>
  );
}

function ListItem({
  removeLabel,
  onRemove,
  children,
}: {
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        borderBottom: 1,
        borderColor: 'divider',
        py: 1,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0, ...twoColumns }}>{children}</Box>
      <IconButton aria-label={removeLabel} onClick={onRemove} sx={{ mt: 1.5 }}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}
