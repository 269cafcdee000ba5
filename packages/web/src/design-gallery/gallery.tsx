import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AvatarsBadgesPiece, DetailHeroPiece } from './pieces/detail-pieces.tsx';
import {
  CardGridPiece,
  EntityCardsPiece,
  FilterBarPiece,
  PageHeaderPiece,
} from './pieces/list-pieces.tsx';
import { currentSample } from './pieces/samples.ts';
import { StatePieces } from './pieces/state-pieces.tsx';

/** Every piece of the design system with sample content. */
export function Gallery() {
  // The pieces' namespaces; a change of language renders the gallery (and its samples) again.
  useTranslation(['booking', 'pages', 'common']);
  const sample = currentSample();
  return (
    <Stack sx={{ gap: 2, p: 2, bgcolor: 'background.default', minHeight: '100vh' }}>
      <PageHeaderPiece sample={sample} />
      <FilterBarPiece />
      <EntityCardsPiece sample={sample} />
      <CardGridPiece sample={sample} />
      <AvatarsBadgesPiece />
      <DetailHeroPiece sample={sample} />
      <StatePieces sample={sample} />
      <Typography variant="caption" color="text.secondary">
        Backline · components/ui
      </Typography>
    </Stack>
  );
}
