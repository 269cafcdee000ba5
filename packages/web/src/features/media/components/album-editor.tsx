import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import {
  AppError,
  MAX_ALBUM_TITLE_LENGTH,
  MAX_CAPTION_LENGTH,
  MEDIA_ACCEPT,
  type Album,
  type AlbumPhoto,
  type MediaList,
  type MediaOwner,
} from '@backline/domain';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
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
import {
  DeleteButton,
  ErrorText,
  FileButton,
  ReorderButtons,
  useAction,
  type Announce,
} from './manager-parts.tsx';
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
  const action = useAction(refresh);
  const upload = useUpload();
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(album.title);
  const [titleError, setTitleError] = useState<AppError | null>(null);
  const cancelled = useRef(false);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const name = title.trim();
    if (!name) {
      setTitleError(new AppError('validation.required'));
      return;
    }
    setTitleError(null);
    const ok = await action.run(
      () => renameAlbum(owner, album.id, name),
      () => announce(t('manager.saved')),
    );
    if (ok) setRenaming(false);
  };

  const addPhotos = async (files: File[]) => {
    cancelled.current = false;
    let added = 0;
    for (const [index, file] of files.entries()) {
      if (cancelled.current) break;
      const problem = await checkFile(file, 'image');
      if (problem) {
        upload.fail(problem);
        break;
      }
      const name = `${t('albums.uploadingPhotos', { current: index + 1, total: files.length })} (${file.name})`;
      const result = await upload.run(name, (callbacks) =>
        uploadAlbumPhoto(owner, album.id, file, callbacks),
      );
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
    void action.run(() =>
      reorderPhotos(
        owner,
        album.id,
        photos.map((photo) => photo.id),
      ),
    );
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
        <DeleteButton
          name={album.title}
          disabled={action.pending}
          onConfirm={() =>
            void action.run(
              () => deleteAlbum(owner, album.id),
              () => announce(t('manager.deleted', { name: album.title })),
            )
          }
        />
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
              setTitle(album.title);
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
          onSubmit={(event: FormEvent) => void rename(event)}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' }, mb: 1 }}
        >
          <OutlinedField
            size="small"
            fullWidth={false}
            label={t('albums.renameLabel', { name: album.title })}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={Boolean(titleError)}
            helperText={titleError ? <ErrorText error={titleError} /> : undefined}
            inputProps={{ maxLength: MAX_ALBUM_TITLE_LENGTH }}
          />
          <Button type="submit" variant="contained" disabled={action.pending}>
            {t('manager.save')}
          </Button>
          <Button onClick={() => setRenaming(false)}>{t('manager.cancel')}</Button>
        </Stack>
      )}

      <UploadStatus state={upload.state} onCancel={cancelUpload} />
      {action.error ? <ErrorAlert error={action.error} sx={{ my: 1 }} /> : null}

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
              disabled={action.pending}
              onMove={(delta) => movePhoto(index, delta)}
              onCaption={(caption) =>
                action.run(
                  () => updatePhotoCaption(owner, album.id, photo.id, caption),
                  () => announce(t('manager.saved')),
                )
              }
              onDelete={() =>
                void action.run(
                  () => deletePhoto(owner, album.id, photo.id),
                  () =>
                    announce(
                      t('manager.deleted', { name: t('albums.photo', { index: index + 1 }) }),
                    ),
                )
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
  onCaption: (caption: string | null) => Promise<boolean>;
  onDelete: () => void;
}) {
  const { t } = useTranslation('media');
  const [caption, setCaption] = useState(photo.caption ?? '');
  const name = t('albums.photo', { index: index + 1 });

  const save = () => {
    const next = caption.trim() === '' ? null : caption.trim();
    if (next === photo.caption) return;
    void onCaption(next);
  };

  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Box
        component="img"
        src={photo.picture.thumb}
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
      <Box sx={{ mt: 1 }}>
        <OutlinedField
          size="small"
          label={t('albums.caption')}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
          }}
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
