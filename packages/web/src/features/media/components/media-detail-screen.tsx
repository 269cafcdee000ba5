import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AudioTrack, Video } from '@backline/domain';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader, SectionHeader } from '../../../components/ui/page-header.tsx';
import { DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { useTranslation } from 'react-i18next';
import { mediaItemQuery } from '../api/media-api.ts';
import { ownerPath } from '../media-paths.ts';
import { AudioMeta, AudioPlayer, VideoPlayer } from './media-players.tsx';

export type MediaDetailKind = 'video' | 'audio';

export type MediaDetailScreenProps = {
  /** `video` for `/video/{id}/…`; `audio` for `/audio/{id}/…` and `/mp3-track/{id}/…`. */
  kind: MediaDetailKind;
  id: string;
};

/** One video or audio item: title, player, owner link and the way back to the list. */
export function MediaDetailScreen({ kind, id }: MediaDetailScreenProps) {
  const { t } = useTranslation(['media', 'common']);
  const query = useQuery(mediaItemQuery(kind, id));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <BackButton />
      {query.isPending || query.isError ? (
        // The item's title is not known yet: the kind of media heads the screen meanwhile.
        <PageHeader title={t(kind === 'video' ? 'videos.title' : 'audio.title')} />
      ) : null}
      {query.isPending ? (
        <DetailSkeleton />
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <MediaDetail item={query.data} />
      )}
    </Container>
  );
}

function MediaDetail({ item }: { item: Video | AudioTrack }) {
  const { t } = useTranslation(['media', 'common']);
  const profile = ownerPath(item.owner);
  return (
    <article>
      <PageHeader title={item.title} />
      <Stack spacing={2}>
        {item.type === 'video' ? (
          <>
            <VideoPlayer video={item} />
            <Typography variant="body2" color="text.secondary">
              {t('videos.privacy')}
            </Typography>
          </>
        ) : (
          <>
            <AudioMeta track={item} />
            <AudioPlayer track={item} />
            {Object.keys(item.tags).length > 0 && (
              <Box component="section" aria-labelledby="media-tags-title">
                <SectionHeader id="media-tags-title" title={t('detail.tags')} />
                <Box
                  component="dl"
                  sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, m: 0 }}
                >
                  {Object.entries(item.tags).map(([name, value]) => (
                    <Box key={name} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {name}
                      </Typography>
                      <Typography
                        component="dd"
                        variant="body2"
                        sx={{ m: 0, overflowWrap: 'anywhere' }}
                      >
                        {value}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Box>
            )}
          </>
        )}
        {profile && (
          <Typography>
            <Link component={RouterLink} to={profile}>
              {t('detail.ownerProfile')}
            </Link>
          </Typography>
        )}
      </Stack>
    </article>
  );
}
