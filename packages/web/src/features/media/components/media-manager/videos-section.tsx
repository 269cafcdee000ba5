import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ui/error-alert.tsx';
import { addVideo, deleteVideo, reorderVideos } from '../../api/media-api.ts';
import { moveItem } from '../../media-format.ts';
import { DeleteButton, ReorderButtons } from '../manager-parts.tsx';
import { VideoPlayer } from '../media-players.tsx';
import { LinkForm } from './link-form.tsx';
import { SectionHeading, settledRefresh, type SectionContext } from './section-parts.tsx';

/** YouTube videos: add by link, each with its player, order and delete. */
export function VideosSection({ owner, media, refresh, update, announce }: SectionContext) {
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
