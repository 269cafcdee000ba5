import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Picture } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { pictureSources, screenContentSizes } from '../../../../components/ui/picture-sources.ts';

/** The current cover at 3:1 across the editor (or a note that there is none). */
export function CoverPreview({
  cover,
  name,
  screenMaxWidth,
}: {
  cover: Picture | null;
  /** The owner's name, for the cover's alt text. */
  name: string;
  screenMaxWidth: number;
}) {
  const { t } = useTranslation('media');
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '3 / 1',
        width: '100%',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {cover ? (
        <Box
          component="img"
          {...pictureSources(cover, screenContentSizes(screenMaxWidth))}
          alt={t('editor.coverAlt', { name })}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Typography color="text.secondary">{t('editor.noCover')}</Typography>
      )}
    </Box>
  );
}
