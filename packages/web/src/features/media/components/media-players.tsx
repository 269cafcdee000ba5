import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { AudioTrack, MediaDocument, Video } from '@backline/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration, sizeText, youtubeEmbedUrl } from '../media-format.ts';

/**
 * A YouTube video behind a poster: nothing is loaded from YouTube until the user presses play;
 * then the privacy-enhanced player (youtube-nocookie.com) takes the poster's place.
 */
export function VideoPlayer({ video }: { video: Pick<Video, 'youtubeId' | 'title'> }) {
  const { t } = useTranslation('media');
  const [playing, setPlaying] = useState(false);
  const src = youtubeEmbedUrl(video.youtubeId, true);
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'common.black',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {playing && src ? (
        <Box
          component="iframe"
          src={src}
          title={video.title}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <ButtonBase
          onClick={() => setPlaying(true)}
          disabled={!src}
          aria-label={t('videos.play', { title: video.title })}
          title={t('videos.privacy')}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        >
          {/* No poster from YouTube's image host either: until play, YouTube sees nothing. */}
          <Box
            component="span"
            sx={{
              position: 'absolute',
              inset: 0,
              background: 'linear-gradient(135deg, #0d1b2a 0%, #1976d2 100%)',
              color: 'common.white',
              display: 'flex',
              alignItems: 'flex-end',
              p: 2,
              fontWeight: 600,
              textAlign: 'left',
            }}
          >
            {video.title}
          </Box>
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              width: 64,
              height: 64,
              borderRadius: '50%',
              bgcolor: 'rgba(0,0,0,0.7)',
              color: 'common.white',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <PlayArrowIcon fontSize="large" />
          </Box>
        </ButtonBase>
      )}
    </Box>
  );
}

/** An uploaded mp3 in the browser's player (nothing loads before play), or a SoundCloud link. */
export function AudioPlayer({ track }: { track: AudioTrack }) {
  const { t } = useTranslation('media');
  if (track.source === 'soundcloud' || !track.streamUrl) {
    return track.url ? (
      <Link href={track.url} target="_blank" rel="noopener noreferrer">
        {t('audio.listenOn', { title: track.title })}
        <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-hidden />
      </Link>
    ) : null;
  }
  return (
    <Box
      component="audio"
      controls
      preload="none"
      src={track.streamUrl}
      aria-label={track.title}
      sx={{ width: '100%', maxWidth: 480, display: 'block' }}
    />
  );
}

export function AudioMeta({ track }: { track: AudioTrack }) {
  const { t } = useTranslation('media');
  const parts = [
    track.artist,
    track.durationSeconds === null
      ? null
      : t('audio.duration', { duration: formatDuration(track.durationSeconds) }),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? (
    <Typography variant="body2" color="text.secondary">
      {parts.join(' · ')}
    </Typography>
  ) : null;
}

/** A document as a download link with its format and size. */
export function DocumentLink({ document }: { document: MediaDocument }) {
  const { t } = useTranslation('media');
  const size = sizeText(document.sizeBytes);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      {document.format === 'zip' ? (
        <FolderZipIcon color="action" aria-hidden />
      ) : (
        <DescriptionIcon color="action" aria-hidden />
      )}
      <Link href={document.url} download={document.fileName} sx={{ overflowWrap: 'anywhere' }}>
        {t('documents.download', {
          title: document.title,
          format: document.format.toUpperCase(),
          size: t(size.key, { value: size.value }),
        })}
      </Link>
    </Stack>
  );
}
