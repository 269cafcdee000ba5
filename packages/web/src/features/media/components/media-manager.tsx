import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AppError,
  MEDIA_ACCEPT,
  MEDIA_UPLOAD_LIMITS,
  MAX_ALBUM_TITLE_LENGTH,
  MAX_MEDIA_TITLE_LENGTH,
  type MediaList,
  type MediaOwner,
} from '@backline/domain';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { OutlinedField } from '../../../components/ui/outlined-field.tsx';
import { ErrorAlert, toAppError } from '../../../components/ui/error-alert.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { useTranslation } from 'react-i18next';
import {
  addVideo,
  createAlbum,
  deleteAudio,
  deleteDocument,
  deleteVideo,
  linkSoundCloud,
  reorderAlbums,
  reorderAudio,
  reorderVideos,
  uploadAudio,
  uploadDocument,
} from '../api/media-api.ts';
import { checkFile } from '../file-checks.ts';
import { useMediaList } from '../hooks/use-media-list.ts';
import { useUpload } from '../hooks/use-upload.ts';
import { moveItem } from '../media-format.ts';
import { AlbumEditor } from './album-editor.tsx';
import {
  DeleteButton,
  ErrorText,
  FileButton,
  ReorderButtons,
  useAction,
  type Announce,
} from './manager-parts.tsx';
import { AudioMeta, AudioPlayer, DocumentLink, VideoPlayer } from './media-players.tsx';
import { UploadStatus } from './upload-status.tsx';

export type MediaManagerProps = {
  /**
   * Whose media: the signed-in user's (`{ kind: 'user', id }`) or a page's (`{ kind: 'page', id }`;
   * every change then goes with `x-object-user: <page id>`).
   */
  owner: MediaOwner;
};

/**
 * Editing the media of a profile or page: photo albums (create, rename, photos with captions,
 * order, delete), audio (mp3 uploads and SoundCloud links), YouTube videos and documents. Uploads
 * show progress and can be cancelled; order changes with up/down buttons; each success is
 * announced politely to screen readers.
 */
export function MediaManager({ owner }: MediaManagerProps) {
  const { t } = useTranslation('media');
  const { query, refresh, update } = useMediaList(owner);
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback<Announce>((message) => setAnnouncement(message), []);

  if (query.isPending) return <CircularProgress aria-label={t('manager.title')} />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  const media = query.data;
  // The server decides who may change an owner's media; say so rather than offer dead buttons.
  if (!media.canManage) return <ErrorAlert error={new AppError('auth.forbidden')} />;
  const context: SectionContext = { owner, media, refresh, update, announce };

  return (
    <Box>
      <Stack spacing={4} divider={<Divider flexItem />}>
        <AlbumsSection {...context} />
        <AudioSection {...context} />
        <VideosSection {...context} />
        <DocumentsSection {...context} />
      </Stack>
      <Typography role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Typography>
    </Box>
  );
}

export type SectionContext = {
  owner: MediaOwner;
  media: MediaList;
  refresh: () => Promise<void>;
  update: (change: (media: MediaList) => MediaList) => void;
  announce: Announce;
};

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} component="h2" variant="h6" gutterBottom>
      {children}
    </Typography>
  );
}

/** A title field (and a link field) with the field of a failure shown under it. */
const fieldError = (error: unknown, field: string): AppError | null => {
  if (!error) return null;
  const appError = toAppError(error);
  return appError.field === field ? appError : null;
};

function AlbumsSection({ owner, media, refresh, update, announce }: SectionContext) {
  const { t } = useTranslation('media');
  const headingId = useId();
  const action = useAction(refresh);
  const [title, setTitle] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = title.trim();
    if (!name) {
      action.setError(new AppError('validation.required', { field: 'title' }));
      return;
    }
    await action.run(
      () => createAlbum(owner, name),
      () => {
        setTitle('');
        announce(t('manager.saved'));
      },
    );
  };

  const move = (index: number, delta: -1 | 1) => {
    const albums = moveItem(media.albums, index, delta);
    update((current) => ({ ...current, albums }));
    void action.run(() =>
      reorderAlbums(
        owner,
        albums.map((album) => album.id),
      ),
    );
  };

  const titleError = fieldError(action.error, 'title');
  return (
    <Box component="section" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('albums.title')}</SectionHeading>
      <Stack
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => void submit(event)}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <OutlinedField
          size="small"
          fullWidth={false}
          label={t('albums.nameLabel')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          inputProps={{ maxLength: MAX_ALBUM_TITLE_LENGTH }}
          error={Boolean(titleError)}
          helperText={titleError ? <ErrorText error={titleError} /> : undefined}
        />
        <Button type="submit" variant="contained" disabled={action.pending}>
          {t('albums.create')}
        </Button>
      </Stack>
      {action.error && !titleError ? <ErrorAlert error={action.error} sx={{ mb: 2 }} /> : null}
      {media.albums.length === 0 ? (
        <Typography color="text.secondary">{t('albums.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {media.albums.map((album, index) => (
            <Box component="li" key={album.id}>
              <AlbumEditor
                owner={owner}
                album={album}
                refresh={refresh}
                update={update}
                announce={announce}
                reorder={
                  <ReorderButtons
                    name={album.title}
                    index={index}
                    count={media.albums.length}
                    disabled={action.pending}
                    onMove={(delta) => move(index, delta)}
                  />
                }
              />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** A link (YouTube or SoundCloud) with a title. */
function LinkForm({
  urlLabel,
  submitLabel,
  onSubmit,
  error,
  pending,
}: {
  urlLabel: string;
  submitLabel: string;
  onSubmit: (url: string, title: string) => Promise<boolean>;
  error: unknown;
  pending: boolean;
}) {
  const { t } = useTranslation('media');
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [missing, setMissing] = useState<{ url: boolean; title: boolean }>({
    url: false,
    title: false,
  });
  const required = new AppError('validation.required');
  const urlError = missing.url ? required : fieldError(error, 'url');
  const titleError = missing.title ? required : fieldError(error, 'title');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { url: !url.trim(), title: !title.trim() };
    setMissing(next);
    if (next.url || next.title) return;
    if (await onSubmit(url.trim(), title.trim())) {
      setUrl('');
      setTitle('');
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => void submit(event)}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      sx={{ alignItems: { md: 'flex-start' } }}
    >
      <Box sx={{ flex: 2, minWidth: 0 }}>
        <OutlinedField
          size="small"
          type="url"
          label={urlLabel}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={Boolean(urlError)}
          helperText={urlError ? <ErrorText error={urlError} /> : undefined}
          inputProps={{ maxLength: 500, inputMode: 'url' }}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <OutlinedField
          size="small"
          label={t('videos.videoTitle')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(titleError)}
          helperText={titleError ? <ErrorText error={titleError} /> : undefined}
          inputProps={{ maxLength: MAX_MEDIA_TITLE_LENGTH }}
        />
      </Box>
      <Button type="submit" variant="contained" disabled={pending}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

const isFieldError = (error: unknown, fields: readonly string[]) =>
  Boolean(error) && fields.includes(toAppError(error).field ?? '');

function AudioSection({ owner, media, refresh, update, announce }: SectionContext) {
  const { t } = useTranslation('media');
  const headingId = useId();
  const action = useAction(refresh);
  const upload = useUpload();

  const onFiles = async ([file]: File[]) => {
    if (!file) return;
    const problem = await checkFile(file, 'audio');
    if (problem) return upload.fail(problem);
    const result = await upload.run(file.name, (callbacks) => uploadAudio(owner, file, callbacks));
    if (result) await refresh();
  };

  const move = (index: number, delta: -1 | 1) => {
    const audio = moveItem(media.audio, index, delta);
    update((current) => ({ ...current, audio }));
    void action.run(() =>
      reorderAudio(
        owner,
        audio.map((track) => track.id),
      ),
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('audio.title')}</SectionHeading>
      <Stack spacing={2}>
        <Box>
          <FileButton
            label={t('audio.upload')}
            accept={MEDIA_ACCEPT.audio.accept}
            disabled={upload.busy}
            testId="audio-file"
            onFiles={(files) => void onFiles(files)}
          />
          <Typography variant="caption" color="text.secondary">
            {t('audio.uploadHint', { allowed: MEDIA_UPLOAD_LIMITS.audio.label })}
          </Typography>
          <UploadStatus state={upload.state} onCancel={upload.cancel} />
        </Box>
        <Typography component="h3" variant="subtitle2">
          {t('audio.soundcloud')}
        </Typography>
        <LinkForm
          urlLabel={t('audio.soundcloudUrl')}
          submitLabel={t('manager.add')}
          error={action.error}
          pending={action.pending}
          onSubmit={(url, title) =>
            action.run(
              () => linkSoundCloud(owner, url, title),
              () => announce(t('manager.saved')),
            )
          }
        />
        {action.error && !isFieldError(action.error, ['url', 'title']) ? (
          <ErrorAlert error={action.error} />
        ) : null}
        {media.audio.length === 0 ? (
          <Typography color="text.secondary">{t('audio.none')}</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {media.audio.map((track, index) => (
              <Box component="li" key={track.id}>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                  <Typography
                    sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {track.title}
                  </Typography>
                  <ReorderButtons
                    name={track.title}
                    index={index}
                    count={media.audio.length}
                    disabled={action.pending}
                    onMove={(delta) => move(index, delta)}
                  />
                  <DeleteButton
                    name={track.title}
                    disabled={action.pending}
                    onConfirm={() =>
                      void action.run(
                        () => deleteAudio(owner, track.id),
                        () => announce(t('manager.deleted', { name: track.title })),
                      )
                    }
                  />
                </Stack>
                <AudioMeta track={track} />
                <AudioPlayer track={track} />
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

function VideosSection({ owner, media, refresh, update, announce }: SectionContext) {
  const { t } = useTranslation('media');
  const headingId = useId();
  const action = useAction(refresh);

  const move = (index: number, delta: -1 | 1) => {
    const videos = moveItem(media.videos, index, delta);
    update((current) => ({ ...current, videos }));
    void action.run(() =>
      reorderVideos(
        owner,
        videos.map((video) => video.id),
      ),
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('videos.title')}</SectionHeading>
      <Stack spacing={2}>
        <LinkForm
          urlLabel={t('videos.url')}
          submitLabel={t('videos.add')}
          error={action.error}
          pending={action.pending}
          onSubmit={(url, title) =>
            action.run(
              () => addVideo(owner, url, title),
              () => announce(t('manager.saved')),
            )
          }
        />
        {action.error && !isFieldError(action.error, ['url', 'title']) ? (
          <ErrorAlert error={action.error} />
        ) : null}
        {media.videos.length === 0 ? (
          <Typography color="text.secondary">{t('videos.none')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            {media.videos.map((video, index) => (
              <Box component="li" key={video.id} sx={{ minWidth: 0 }}>
                <VideoPlayer video={video} />
                <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mt: 0.5 }}>
                  <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {video.title}
                  </Typography>
                  <ReorderButtons
                    name={video.title}
                    index={index}
                    count={media.videos.length}
                    disabled={action.pending}
                    onMove={(delta) => move(index, delta)}
                  />
                  <DeleteButton
                    name={video.title}
                    disabled={action.pending}
                    onConfirm={() =>
                      void action.run(
                        () => deleteVideo(owner, video.id),
                        () => announce(t('manager.deleted', { name: video.title })),
                      )
                    }
                  />
                </Stack>
              </Box>
            ))}
          </Box>
        )}
      </Stack>
    </Box>
  );
}

function DocumentsSection({ owner, media, refresh, announce }: SectionContext) {
  const { t } = useTranslation('media');
  const headingId = useId();
  const action = useAction(refresh);
  const upload = useUpload();

  const onFiles = async ([file]: File[]) => {
    if (!file) return;
    const problem = await checkFile(file, 'document');
    if (problem) return upload.fail(problem);
    const result = await upload.run(file.name, (callbacks) =>
      uploadDocument(owner, file, callbacks),
    );
    if (result) await refresh();
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('documents.title')}</SectionHeading>
      <Stack spacing={2}>
        <Box>
          <FileButton
            label={t('documents.upload')}
            accept={MEDIA_ACCEPT.document.accept}
            disabled={upload.busy}
            testId="document-file"
            onFiles={(files) => void onFiles(files)}
          />
          <Typography variant="caption" color="text.secondary">
            {t('documents.uploadHint', { allowed: MEDIA_UPLOAD_LIMITS.document.label })}
          </Typography>
          <UploadStatus state={upload.state} onCancel={upload.cancel} />
        </Box>
        {action.error ? <ErrorAlert error={action.error} /> : null}
        {media.documents.length === 0 ? (
          <Typography color="text.secondary">{t('documents.none')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {media.documents.map((document) => (
              <Stack
                component="li"
                key={document.id}
                direction="row"
                sx={{ alignItems: 'center', gap: 0.5 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <DocumentLink document={document} />
                </Box>
                <DeleteButton
                  name={document.title}
                  disabled={action.pending}
                  onConfirm={() =>
                    void action.run(
                      () => deleteDocument(owner, document.id),
                      () => announce(t('manager.deleted', { name: document.title })),
                    )
                  }
                />
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
