import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SearchHit } from '@backline/domain';
import { useTranslation } from 'react-i18next';

/** "Live-Location · Köln": what kind of thing the hit is, and where (`search` texts, `box.types`). */
export function useHitMeta() {
  const { t } = useTranslation('search');
  return (hit: SearchHit): string => {
    const type =
      hit.type && ['musician', 'private', 'artist', 'location', 'organization'].includes(hit.type)
        ? t(`box.types.${hit.type as 'musician'}`)
        : t(`box.kinds.${hit.kind}`);
    return hit.subtitle ? `${type} · ${hit.subtitle}` : type;
  };
}

/** One suggestion: the name, and under it what and where. */
export function SearchHitLabel({ hit }: { hit: SearchHit }) {
  const metaOf = useHitMeta();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {hit.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="div">
        {metaOf(hit)}
      </Typography>
    </Box>
  );
}
