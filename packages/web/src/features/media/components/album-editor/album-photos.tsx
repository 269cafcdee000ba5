import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AlbumPhoto } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { PhotoItem } from './photo-item.tsx';

export type AlbumPhotosProps = {
  photos: AlbumPhoto[];
  disabled: boolean;
  onMove: (index: number, delta: -1 | 1) => void;
  onCaption: (photoId: string, text: string | null) => Promise<unknown>;
  /** `name` is the photo's name for the announcement ("Photo 3"). */
  onDelete: (photoId: string, name: string) => void;
};

/** The album's photos in a grid (or a note that it has none). */
export function AlbumPhotos({ photos, disabled, onMove, onCaption, onDelete }: AlbumPhotosProps) {
  const { t } = useTranslation('media');
  if (photos.length === 0) {
    return <Typography color="text.secondary">{t('albums.empty')}</Typography>;
  }
  return (
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
      {photos.map((photo, index) => (
        <PhotoItem
          key={photo.id}
          photo={photo}
          index={index}
          count={photos.length}
          disabled={disabled}
          onMove={(delta) => onMove(index, delta)}
          onCaption={(text) => onCaption(photo.id, text)}
          onDelete={() => onDelete(photo.id, t('albums.photo', { index: index + 1 }))}
        />
      ))}
    </Box>
  );
}
