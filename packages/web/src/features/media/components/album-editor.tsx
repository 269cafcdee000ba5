import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { MEDIA_ACCEPT, type Album, type MediaList, type MediaOwner } from '@backline/domain';
import { useId, useRef, useState, type ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { applyServerErrors, hasServerFieldErrors } from '../../../lib/forms/server-errors.ts';
import { useTranslation } from 'react-i18next';
import { uploadAlbumPhoto } from '../api/media-api.ts';
import { checkFile } from '../../../lib/file-checks.ts';
import { useUpload } from '../hooks/use-upload.ts';
import { moveItem } from '../media-format.ts';
import { useAlbumMutations } from './album-editor/album-mutations.ts';
import { AlbumRenameForm, useAlbumRenameForm } from './album-editor/album-rename-form.tsx';
import { AlbumPhotos } from './album-editor/album-photos.tsx';
import { DeleteButton, FileButton, type Announce } from './manager-parts.tsx';
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
  const upload = useUpload();
  const [renaming, setRenaming] = useState(false);
  const cancelled = useRef(false);
  const renameForm = useAlbumRenameForm(album.title);
  const { rename, remove, reorderPhotosMutation, caption, removePhoto, pending } =
    useAlbumMutations({ owner, album, refresh, announce, onRenamed: () => setRenaming(false) });
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
        <AlbumRenameForm
          control={renameForm.control}
          title={album.title}
          pending={pending}
          onSubmit={onRename}
          onCancel={() => setRenaming(false)}
        />
      )}

      <UploadStatus state={upload.state} onCancel={cancelUpload} />
      <ErrorAlert error={failure} sx={{ my: 1 }} />

      <AlbumPhotos
        photos={album.photos}
        disabled={pending}
        onMove={movePhoto}
        onCaption={(photoId, text) => caption.mutateAsync({ photoId, text })}
        onDelete={(photoId, name) => removePhoto.mutate({ photoId, name })}
      />
    </Paper>
  );
}
