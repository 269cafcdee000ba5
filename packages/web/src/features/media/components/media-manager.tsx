import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import {
  AppError,
  CreateAlbumSchema,
  MEDIA_ACCEPT,
  MEDIA_UPLOAD_LIMITS,
  MAX_ALBUM_TITLE_LENGTH,
  MAX_MEDIA_TITLE_LENGTH,
  MediaLinkSchema,
  type MediaLink,
  type MediaList,
  type MediaOwner,
} from '@backline/domain';
import { useCallback, useId, useState } from 'react';
import { FormTextField } from '../../../components/ui/form/form-text-field.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { applyServerErrors, hasServerFieldErrors } from '../../../lib/forms/server-errors.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
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
import { DeleteButton, FileButton, ReorderButtons, type Announce } from './manager-parts.tsx';
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
    <Typography id={id} component="h2" variant="h2" gutterBottom>
      {children}
    </Typography>
  );
}

/** Every change of a section refetches the list afterwards, whether it worked or not. */
const settledRefresh = (refresh: () => Promise<void>) => ({ onSettled: () => refresh() });

function AlbumsSection({ owner, media, refresh, update, announce }: SectionContext) {
  const { t } = useTranslation('media');
  const headingId = useId();
  const form = useAppForm(CreateAlbumSchema, { defaultValues: { title: '' } });
  const create = useMutation({
    mutationFn: (title: string) => createAlbum(owner, title),
    onSuccess: () => {
      form.reset();
      announce(t('manager.saved'));
    },
    ...settledRefresh(refresh),
  });
  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderAlbums(owner, ids),
    ...settledRefresh(refresh),
  });
  const onSubmit = form.handleSubmit(({ title }) =>
    create.mutate(title, { onError: (error) => applyServerErrors(form, error) }),
  );

  const move = (index: number, delta: -1 | 1) => {
    const albums = moveItem(media.albums, index, delta);
    update((current) => ({ ...current, albums }));
    reorder.mutate(albums.map((album) => album.id));
  };

  const failure =
    (hasServerFieldErrors(form.formState.errors) ? null : create.error) ?? reorder.error;
  const pending = create.isPending || reorder.isPending;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('albums.title')}</SectionHeading>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <FormTextField
          control={form.control}
          name="title"
          size="small"
          fullWidth={false}
          label={t('albums.nameLabel')}
          inputProps={{ maxLength: MAX_ALBUM_TITLE_LENGTH }}
        />
        <Button type="submit" variant="contained" disabled={pending}>
          {t('albums.create')}
        </Button>
      </Stack>
      <ErrorAlert error={failure} sx={{ mb: 2 }} />
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
                    disabled={pending}
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

/**
 * A link (YouTube or SoundCloud) with a title, sent by `add`; the server's refusal of the link
 * or the title shows at that field, anything else above the list.
 */
function LinkForm({
  urlLabel,
  submitLabel,
  add,
  announce,
  refresh,
}: {
  urlLabel: string;
  submitLabel: string;
  add: (link: MediaLink) => Promise<unknown>;
  announce: Announce;
  refresh: () => Promise<void>;
}) {
  const { t } = useTranslation('media');
  const form = useAppForm(MediaLinkSchema, { defaultValues: { url: '', title: '' } });
  const mutation = useMutation({
    mutationFn: add,
    onSuccess: () => {
      form.reset();
      announce(t('manager.saved'));
    },
    ...settledRefresh(refresh),
  });
  const onSubmit = form.handleSubmit((link) =>
    mutation.mutate(link, { onError: (error) => applyServerErrors(form, error) }),
  );

  return (
    <>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ flex: 2, minWidth: 0 }}>
          <FormTextField
            control={form.control}
            name="url"
            size="small"
            type="url"
            label={urlLabel}
            inputProps={{ maxLength: 500, inputMode: 'url' }}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <FormTextField
            control={form.control}
            name="title"
            size="small"
            label={t('videos.videoTitle')}
            inputProps={{ maxLength: MAX_MEDIA_TITLE_LENGTH }}
          />
        </Box>
        <Button type="submit" variant="contained" disabled={mutation.isPending}>
          {submitLabel}
        </Button>
      </Stack>
      <ErrorAlert error={hasServerFieldErrors(form.formState.errors) ? null : mutation.error} />
    </>
  );
}

function AudioSection({ owner, media, refresh, update, announce }: SectionContext) {
  const { t } = useTranslation('media');
  const headingId = useId();
  const upload = useUpload();
  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderAudio(owner, ids),
    ...settledRefresh(refresh),
  });
  const remove = useMutation({
    mutationFn: (track: { id: string; title: string }) => deleteAudio(owner, track.id),
    onSuccess: (_, track) => announce(t('manager.deleted', { name: track.title })),
    ...settledRefresh(refresh),
  });

  const onFiles = async ([file]: File[]) => {
    if (!file) return;
    const result = await upload.run(file.name, async (callbacks) => {
      const problem = await checkFile(file, 'audio');
      if (problem) throw problem;
      return uploadAudio(owner, file, callbacks);
    });
    if (result) await refresh();
  };

  const move = (index: number, delta: -1 | 1) => {
    const audio = moveItem(media.audio, index, delta);
    update((current) => ({ ...current, audio }));
    reorder.mutate(audio.map((track) => track.id));
  };
  const pending = reorder.isPending || remove.isPending;

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
          add={({ url, title }) => linkSoundCloud(owner, url, title)}
          announce={announce}
          refresh={refresh}
        />
        <ErrorAlert error={reorder.error ?? remove.error} />
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
                    disabled={pending}
                    onMove={(delta) => move(index, delta)}
                  />
                  <DeleteButton
                    name={track.title}
                    disabled={pending}
                    onConfirm={() => remove.mutate(track)}
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
  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderVideos(owner, ids),
    ...settledRefresh(refresh),
  });
  const remove = useMutation({
    mutationFn: (video: { id: string; title: string }) => deleteVideo(owner, video.id),
    onSuccess: (_, video) => announce(t('manager.deleted', { name: video.title })),
    ...settledRefresh(refresh),
  });

  const move = (index: number, delta: -1 | 1) => {
    const videos = moveItem(media.videos, index, delta);
    update((current) => ({ ...current, videos }));
    reorder.mutate(videos.map((video) => video.id));
  };
  const pending = reorder.isPending || remove.isPending;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('videos.title')}</SectionHeading>
      <Stack spacing={2}>
        <LinkForm
          urlLabel={t('videos.url')}
          submitLabel={t('videos.add')}
          add={({ url, title }) => addVideo(owner, url, title)}
          announce={announce}
          refresh={refresh}
        />
        <ErrorAlert error={reorder.error ?? remove.error} />
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
                    disabled={pending}
                    onMove={(delta) => move(index, delta)}
                  />
                  <DeleteButton
                    name={video.title}
                    disabled={pending}
                    onConfirm={() => remove.mutate(video)}
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
  const upload = useUpload();
  const remove = useMutation({
    mutationFn: (document: { id: string; title: string }) => deleteDocument(owner, document.id),
    onSuccess: (_, document) => announce(t('manager.deleted', { name: document.title })),
    ...settledRefresh(refresh),
  });

  const onFiles = async ([file]: File[]) => {
    if (!file) return;
    const result = await upload.run(file.name, async (callbacks) => {
      const problem = await checkFile(file, 'document');
      if (problem) throw problem;
      return uploadDocument(owner, file, callbacks);
    });
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
        <ErrorAlert error={remove.error} />
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
                  disabled={remove.isPending}
                  onConfirm={() => remove.mutate(document)}
                />
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
