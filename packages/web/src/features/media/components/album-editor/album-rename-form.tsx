import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MAX_ALBUM_TITLE_LENGTH, UpdateAlbumSchema } from '@backline/domain';
import type { FormEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/ui/form/form-text-field.tsx';
import { useAppForm } from '../../../../lib/forms/use-app-form.ts';

/** The rename form's state, filled with the album's title. */
export const useAlbumRenameForm = (title: string) =>
  useAppForm(UpdateAlbumSchema, { defaultValues: { title } });

/** The album's title in a field, with save and cancel (open while renaming). */
export function AlbumRenameForm({
  control,
  title,
  pending,
  onSubmit,
  onCancel,
}: {
  control: ReturnType<typeof useAlbumRenameForm>['control'];
  /** The album's current title, for the field's label. */
  title: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('media');
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' }, mb: 1 }}
    >
      <FormTextField
        control={control}
        name="title"
        size="small"
        fullWidth={false}
        label={t('albums.renameLabel', { name: title })}
        inputProps={{ maxLength: MAX_ALBUM_TITLE_LENGTH }}
      />
      <Button type="submit" variant="contained" disabled={pending}>
        {t('manager.save')}
      </Button>
      <Button onClick={onCancel}>{t('manager.cancel')}</Button>
    </Stack>
  );
}
