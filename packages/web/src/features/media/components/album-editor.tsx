import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useMutation } from '@tanstack/react-query';
import {
  MAX_ALBUM_TITLE_LENGTH,
  MAX_CAPTION_LENGTH,
  MEDIA_ACCEPT,
  UpdateAlbumSchema,
  UpdatePhotoSchema,
  type Album,
  type AlbumPhoto,
  type MediaList,
  type MediaOwner,
} from '@backline/domain';
import { useId, useRef, useState, type ReactNode } from 'react';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { useController } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { applyServerErrors, hasServerFieldErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { pictureSources } from '../../../components/ui/picture-sources.ts';
import { useTranslation } from 'react-i18next';
import {
  deleteAlbum,
  deletePhoto,
  renameAlbum,
  reorderPhotos,
  updatePhotoCaption,
  uploadAlbumPhoto,
} from '../api/media-api.ts';
import { checkFile } from '../file-checks.ts';
import { useUpload } from '../hooks/use-upload.ts';
import { moveItem } from '../media-format.ts';
import { DeleteButton, FileButton, ReorderButtons, type Announce } from './manager-parts.tsx';
import { UploadStatus } from './upload-status.tsx';

export type AlbumEditorProps = {
  owner: MediaOwner;
  album: Album;
  refresh: () => Promise<void>;
  update: (change: (media: MediaList) => MediaList) => void;
  announce: Announce;
  /** The album's own up/down buttons (the list decides the order). */
  reorder: ReactNode;
};

/**
 * How wide a photo of the editor's grid is drawn (cells of at least 140 px, 2 to 4 columns in the
 * edit screens: about 140 to 180 px at every width).
 */
const ALBUM_GRID_SIZES = '180px';

/** One album: rename, delete, add photos (one after the other, with progress), captions, order. */
export function AlbumEditor({
  owner,
  album,
  refresh,
  update,
  announce,
  reorder,
}: AlbumEditorProps) {
  const { t } = useTranslation('media');
  const headingId = useId();
  const upload = useUpload();
  const [renaming, setRenaming] = useState(false);
  const cancelled = useRef(false);
  const settled = { onSettled: () => refresh() };
  const renameForm = useAppForm(UpdateAlbumSchema, { defaultValues: { title: album.title } });
  const rename = useMutation({
    mutationFn: (title: string) => renameAlbum(owner, album.id, title),
    onSuccess: () => {
      setRenaming(false);
      announce(t('manager.saved'));
    },
    ...settled,
  });
  const remove = useMutation({
    mutationFn: () => deleteAlbum(owner, album.id),
    onSuccess: () => announce(t('manager.deleted', { name: album.title })),
    ...settled,
  });
  const reorderPhotosMutation = useMutation({
    mutationFn: (ids: string[]) => reorderPhotos(owner, album.id, ids),
    ...settled,
  });
  const caption = useMutation({
    mutationFn: ({ photoId, text }: { photoId: string; text: string | null }) =>
      updatePhotoCaption(owner, album.id, photoId, text),
    onSuccess: () => announce(t('manager.saved')),
    ...settled,
  });
  const removePhoto = useMutation({
    mutationFn: ({ photoId }: { photoId: string; name: string }) =>
      deletePhoto(owner, album.id, photoId),
    onSuccess: (_, { name }) => announce(t('manager.deleted', { name })),
    ...settled,
  });
  const pending = [rename, remove, reorderPhotosMutation, caption, removePhoto].some(
    (m) => m.isPending,
  );
  const failure =
    (hasServerFieldErrors(renameForm.formState.errors) ? null : rename.error) ??
    remove.error ??
    reorderPhotosMutation.error ??
    caption.error ??
    removePhoto.error;

  const onRename = renameForm.handleSubmit(({ title }) =>
    rename.mutate(title, { onError: (error) => applyServerErrors(renameForm, error) }),
  );

  const addPhotos = async (files: File[]) => {
    cancelled.current = false;
    let added = 0;
    for (const [index, file] of files.entries()) {
      if (cancelled.current) break;
      const name = `${t('albums.uploadingPhotos', { current: index + 1, total: files.length })} (${file.name})`;
      const result = await upload.run(name, async (callbacks) => {
        const problem = await checkFile(file, 'image');
        if (problem) throw problem;
        return uploadAlbumPhoto(owner, album.id, file, callbacks);
      });
      if (!result) break;
      added += 1;
    }
    if (added > 0) await refresh();
  };

  const cancelUpload = () => {
    cancelled.current = true;
    upload.cancel();
  };

  const movePhoto = (index: number, delta: -1 | 1) => {
    const photos = moveItem(album.photos, index, delta);
    update((media) => ({
      ...media,
      albums: media.albums.map((item) => (item.id === album.id ? { ...item, photos } : item)),
    }));
    reorderPhotosMutation.mutate(photos.map((photo) => photo.id));
  };

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <Typography
          id={headingId}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, flex: 1, minWidth: 120, overflowWrap: 'anywhere' }}
        >
          {album.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('albums.photoCount', { count: album.photos.length })}
        </Typography>
        {reorder}
        <DeleteButton name={album.title} disabled={pending} onConfirm={() => remove.mutate()} />
      </Stack>

      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
        <FileButton
          label={t('albums.addPhotos')}
          accept={MEDIA_ACCEPT.image.accept}
          multiple
          disabled={upload.busy}
          icon={<AddPhotoAlternateIcon />}
          testId={`album-photos-${album.id}`}
          onFiles={(files) => void addPhotos(files)}
        />
        {!renaming && (
          <Button
            size="small"
            onClick={() => {
              renameForm.reset({ title: album.title });
              setRenaming(true);
            }}
          >
            {t('albums.rename')}
          </Button>
        )}
      </Stack>

      {renaming && (
        <Stack
          component="form"
          noValidate
          onSubmit={onRename}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' }, mb: 1 }}
        >
          <FormTextField
            control={renameForm.control}
            name="title"
            size="small"
            fullWidth={false}
            label={t('albums.renameLabel', { name: album.title })}
            inputProps={{ maxLength: MAX_ALBUM_TITLE_LENGTH }}
          />
          <Button type="submit" variant="contained" disabled={pending}>
            {t('manager.save')}
          </Button>
          <Button onClick={() => setRenaming(false)}>{t('manager.cancel')}</Button>
        </Stack>
      )}

      <UploadStatus state={upload.state} onCancel={cancelUpload} />
      <ErrorAlert error={failure} sx={{ my: 1 }} />

      {album.photos.length === 0 ? (
        <Typography color="text.secondary">{t('albums.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 1,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {album.photos.map((photo, index) => (
            <PhotoItem
              key={photo.id}
              photo={photo}
              index={index}
              count={album.photos.length}
              disabled={pending}
              onMove={(delta) => movePhoto(index, delta)}
              onCaption={(text) => caption.mutateAsync({ photoId: photo.id, text })}
              onDelete={() =>
                removePhoto.mutate({
                  photoId: photo.id,
                  name: t('albums.photo', { index: index + 1 }),
                })
              }
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}

function PhotoItem({
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
