import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { MEDIA_ACCEPT, MEDIA_UPLOAD_LIMITS } from '@backline/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ui/error-alert.tsx';
import { deleteAudio, linkSoundCloud, reorderAudio, uploadAudio } from '../../api/media-api.ts';
import { checkFile } from '../../../../lib/file-checks.ts';
import { useUpload } from '../../hooks/use-upload.ts';
import { moveItem } from '../../media-format.ts';
import { DeleteButton, FileButton, ReorderButtons } from '../manager-parts.tsx';
import { AudioMeta, AudioPlayer } from '../media-players.tsx';
import { UploadStatus } from '../upload-status.tsx';
import { LinkForm } from './link-form.tsx';
import { SectionHeading, settledRefresh, type SectionContext } from './section-parts.tsx';

/** Audio: mp3 uploads and SoundCloud links, each with its player, order and delete. */
export function AudioSection({ owner, media, refresh, update, announce }: SectionContext) {
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
