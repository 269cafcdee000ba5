import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { MAX_CAPTION_LENGTH, UpdatePhotoSchema, type AlbumPhoto } from '@backline/domain';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../../components/ui/form/field-error-text.ts';
import { OutlinedField } from '../../../../components/ui/outlined-field.tsx';
import { pictureSources } from '../../../../components/ui/picture-sources.ts';
import { applyServerErrors } from '../../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../../lib/forms/use-app-form.ts';
import { DeleteButton, ReorderButtons } from '../manager-parts.tsx';

/**
 * How wide a photo of the editor's grid is drawn (cells of at least 140 px, 2 to 4 columns in the
 * edit screens: about 140 to 180 px at every width).
 */
const ALBUM_GRID_SIZES = '180px';

/** One photo of the album's grid: the picture, its caption (saved on leaving it), order, delete. */
export function PhotoItem({
  photo,
  index,
  count,
  disabled,
  onMove,
  onCaption,
  onDelete,
}: {
  photo: AlbumPhoto;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (delta: -1 | 1) => void;
  onCaption: (caption: string | null) => Promise<unknown>;
  onDelete: () => void;
}) {
  const { t } = useTranslation('media');
  const name = t('albums.photo', { index: index + 1 });
  const form = useAppForm(UpdatePhotoSchema, { defaultValues: { caption: photo.caption ?? '' } });
  const { field, fieldState } = useController({ control: form.control, name: 'caption' });
  const errorText = useFieldErrorText()(fieldState.error);
  // Saved when the field is left or Enter is pressed, only when it changed.
  const save = form.handleSubmit(async ({ caption }) => {
    const next = caption === '' || caption === null ? null : caption;
    if (next === photo.caption) return;
    await onCaption(next).catch((error: unknown) => applyServerErrors(form, error));
  });

  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Box
        component="img"
        {...pictureSources(photo.picture, ALBUM_GRID_SIZES, {
          originalWidth: photo.width,
          fallback: 'normal',
        })}
        alt={photo.caption || name}
        loading="lazy"
        decoding="async"
        sx={{
          width: '100%',
          aspectRatio: '1 / 1',
          objectFit: 'cover',
          borderRadius: 1,
          display: 'block',
        }}
      />
      <Box sx={{ mt: 1 }} component="form" noValidate onSubmit={(event) => void save(event)}>
        <OutlinedField
          size="small"
          name={field.name}
          label={t('albums.caption')}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={() => {
            field.onBlur();
            void save();
          }}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={errorText}
          inputProps={{
            maxLength: MAX_CAPTION_LENGTH,
            'aria-label': t('albums.captionFor', { index: index + 1 }),
          }}
        />
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <ReorderButtons
          name={name}
          index={index}
          count={count}
          disabled={disabled}
          onMove={onMove}
        />
        <DeleteButton name={name} disabled={disabled} onConfirm={onDelete} />
      </Stack>
    </Box>
  );
}
