import Box from '@mui/material/Box';
import type { Picture } from '@backline/domain';
import { entityColour } from './entity-colour.ts';
import { pictureSources } from './picture-sources.ts';

export type CoverImageProps = {
  picture?: Picture | null;
  /** The text alternative; empty when the cover only decorates a titled card or header. */
  alt?: string;
  /** Width ÷ height of the box; the picture is cropped to it, so nothing shifts while it loads. */
  aspectRatio?: string;
  /** How wide the cover is drawn (`sizes`), so the browser picks the stored size that fits. */
  sizes: string;
  /** The entity whose colour the default cover takes. */
  seed: string;
  /** The hero of a detail screen loads first; covers in lists load when scrolled near. */
  priority?: boolean;
};

/**
 * A cover in a fixed aspect-ratio box: the stored picture at the size that fits, or a default
 * in the entity's colour (a soft gradient with a faint stage-light pattern) when there is none.
 */
export function CoverImage({
  picture,
  alt = '',
  aspectRatio = '16 / 9',
  sizes,
  seed,
  priority = false,
}: CoverImageProps) {
  const colour = entityColour(seed);
  if (!picture) {
    return (
      <Box
        aria-hidden="true"
        data-default-cover=""
        sx={{
          width: '100%',
          aspectRatio,
          backgroundColor: colour,
          backgroundImage: `radial-gradient(circle at 20% 0%, rgba(255,255,255,0.35), transparent 45%), radial-gradient(circle at 85% 10%, rgba(255,255,255,0.2), transparent 35%), linear-gradient(160deg, transparent 40%, rgba(0,0,0,0.35))`,
        }}
      />
    );
  }
  const sources = pictureSources(picture, sizes);
  return (
    <Box
      component="img"
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      sx={{ display: 'block', width: '100%', aspectRatio, objectFit: 'cover', bgcolor: colour }}
    />
  );
}
