import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Album, AlbumPhoto, MediaList, MediaOwner } from '@backline/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ImageViewer } from '../../../components/ui/image-viewer.tsx';
import { pictureSources } from '../../../components/ui/picture-sources.ts';
import { useTranslation } from 'react-i18next';
import { mediaQuery } from '../api/media-api.ts';
import { mediaDetailPath } from '../media-paths.ts';
import { AudioMeta, AudioPlayer, DocumentLink, VideoPlayer } from './media-players.tsx';

export type MediaGalleryProps = {
  /** Whose media (a user's profile or a page). */
  owner: MediaOwner;
  /** The heading level of the sections (default 2: the gallery sits below the page's h1). */
  headingLevel?: 2 | 3;
};

/**
 * The media of a profile or page for viewing: photo albums (a grid; a photo opens in the image
 * viewer with pinch zoom 1-4), audio players, YouTube videos behind a poster until played, and
 * documents as download links. Sections without items are left out.
 */
export function MediaGallery({ owner, headingLevel = 2 }: MediaGalleryProps) {
  const { t } = useTranslation('media');
  const query = useQuery(mediaQuery(owner));
  if (query.isPending) return <CircularProgress aria-label={t('manager.title')} />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  return <MediaGalleryView media={query.data} headingLevel={headingLevel} />;
}

export function MediaGalleryView({
  media,
  headingLevel = 2,
}: {
  media: MediaList;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('media');
  const heading = headingLevel === 2 ? 'h2' : 'h3';
  const sub = headingLevel === 2 ? 'h3' : 'h4';
  const albums = media.albums.filter((album) => album.photos.length > 0);
  const empty =
    albums.length === 0 &&
    media.audio.length === 0 &&
    media.videos.length === 0 &&
    media.documents.length === 0;
  if (empty) return <Typography color="text.secondary">{t('gallery.empty')}</Typography>;

  return (
    <Stack spacing={4}>
      {albums.length > 0 && (
        <Box component="section">
          <Typography component={heading} variant={heading} gutterBottom>
            {t('albums.title')}
          </Typography>
          <Stack spacing={3}>
            {albums.map((album) => (
              <AlbumGrid key={album.id} album={album} headingComponent={sub} />
            ))}
          </Stack>
        </Box>
      )}
      {media.audio.length > 0 && (
        <Box component="section">
          <Typography component={heading} variant={heading} gutterBottom>
            {t('audio.title')}
          </Typography>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {media.audio.map((track) => (
              <Box component="li" key={track.id}>
                <Link component={RouterLink} to={mediaDetailPath(track)} sx={{ fontWeight: 600 }}>
                  {track.title}
                </Link>
                <AudioMeta track={track} />
                <Box sx={{ mt: 0.5 }}>
                  <AudioPlayer track={track} />
                </Box>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      {media.videos.length > 0 && (
        <Box component="section">
          <Typography component={heading} variant={heading} gutterBottom>
            {t('videos.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('videos.privacy')}
          </Typography>
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
            {media.videos.map((video) => (
              <Box component="li" key={video.id} sx={{ minWidth: 0 }}>
                <VideoPlayer video={video} />
                <Link
                  component={RouterLink}
                  to={mediaDetailPath(video)}
                  sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}
                >
                  {video.title}
                </Link>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      {media.documents.length > 0 && (
        <Box component="section">
          <Typography component={heading} variant={heading} gutterBottom>
            {t('documents.title')}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {media.documents.map((document) => (
              <Box component="li" key={document.id}>
                <DocumentLink document={document} />
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

/**
 * How wide a photo of the gallery grid is drawn: cells of at least 100 px, as many as fit (about
 * 100 to 140 px on a phone and on the profile and page screens).
 */
const GALLERY_GRID_SIZES = '140px';

/** The viewer's image: the stored sizes up to the photo's own width. */
const viewerSources = (photo: AlbumPhoto) => {
  const { src, srcSet } = pictureSources(photo.picture, '100vw', {
    originalWidth: photo.width,
    fallback: 'full',
  });
  return { src, srcSet };
};

function AlbumGrid({ album, headingComponent }: { album: Album; headingComponent: 'h3' | 'h4' }) {
  const { t } = useTranslation('media');
  const [open, setOpen] = useState<AlbumPhoto | null>(null);
  const altOf = (photo: AlbumPhoto, index: number) =>
    photo.caption || t('gallery.photoAlt', { index: index + 1, album: album.title });
  const openIndex = open ? album.photos.indexOf(open) : -1;
  return (
    <Box>
      <Typography component={headingComponent} variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {album.title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(100px, 1fr))',
        }}
      >
        {album.photos.map((photo, index) => (
          <Box component="li" key={photo.id} sx={{ minWidth: 0 }}>
            <ButtonBase
              onClick={() => setOpen(photo)}
              aria-label={t('gallery.openPhoto', { name: altOf(photo, index) })}
              sx={{ display: 'block', width: '100%', borderRadius: 1, overflow: 'hidden' }}
            >
              <Box
                component="img"
                {...pictureSources(photo.picture, GALLERY_GRID_SIZES, {
                  originalWidth: photo.width,
                  fallback: 'normal',
                })}
                alt=""
                loading="lazy"
                decoding="async"
                sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
            {photo.caption && (
              <Typography variant="caption" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {photo.caption}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {open && (
        <ImageViewer
          open
          onClose={() => setOpen(null)}
          {...viewerSources(open)}
          alt={altOf(open, openIndex)}
        />
      )}
    </Box>
  );
}
