import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppError, type MediaOwner } from '@backline/domain';
import { useCallback, useState } from 'react';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { useTranslation } from 'react-i18next';
import { useMediaList } from '../hooks/use-media-list.ts';
import type { Announce } from './manager-parts.tsx';
import { AlbumsSection } from './media-manager/albums-section.tsx';
import { AudioSection } from './media-manager/audio-section.tsx';
import { DocumentsSection } from './media-manager/documents-section.tsx';
import type { SectionContext } from './media-manager/section-parts.tsx';
import { VideosSection } from './media-manager/videos-section.tsx';

export type { SectionContext } from './media-manager/section-parts.tsx';

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
