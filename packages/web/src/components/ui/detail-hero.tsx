import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Picture } from '@backline/domain';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { CoverImage } from './cover-image.tsx';

/**
 * `sizes` of the hero's cover on a screen with `SCREEN_GUTTERS` and this `maxWidth`: within the
 * gutters from `sm`, edge to edge on phones.
 */
export const detailCoverSizes = (maxWidth: number): string =>
  `(min-width: ${maxWidth}px) ${maxWidth - 48}px, (min-width: 600px) calc(100vw - 48px), 100vw`;

export type DetailHeroProps = {
  /** The screen's `<h1>`, also used for `document.title`. */
  title: string;
  /** The entity whose colour the default cover takes (its id). */
  seed: string;
  /** The stored cover; without one the default cover in the entity's colour. */
  cover?: Picture | null;
  /** The cover's text alternative when it shows something the title does not say. */
  coverAlt?: string;
  /** How wide the cover is drawn (`sizes`): `detailCoverSizes(maxWidth)` of the screen. */
  coverSizes: string;
  /** The avatar (a `UserAvatar` about 96 px) or a `DateBlock`, overlapping the cover's foot. */
  leading?: ReactNode;
  /** The leading item's outline, so the ring around it follows it: a person's avatar is round. */
  leadingShape?: 'circular' | 'rounded';
  /** One line of the facts that place the entity: "Band · Köln · 12 Follower". */
  meta?: ReactNode;
  /** Short labels: status, premium, GEMA. */
  badges?: ReactNode;
  /**
   * The primary action and at most two quiet ones, beside the title from `sm` (a
   * `StickyActionBar` here keeps the primary one at the bottom of a phone's screen).
   */
  actions?: ReactNode;
};

/**
 * The head of every detail screen (offer, page, profile, and the event, classified and contact ad
 * to come): a cover across the top, the avatar overlapping its foot, the title, one meta line,
 * badges and the primary action. The cover loads first (`priority`) in a fixed aspect-ratio box,
 * so nothing below it shifts.
 */
export function DetailHero({
  title,
  seed,
  cover,
  coverAlt,
  coverSizes,
  leading,
  leadingShape = 'rounded',
  meta,
  badges,
  actions,
}: DetailHeroProps) {
  usePageTitle(title);
  return (
    <Box component="header" sx={{ mb: { xs: 2, sm: 3 } }}>
      <Box
        sx={{
          borderRadius: { xs: 0, sm: 3 },
          overflow: 'hidden',
          // On phones the cover runs to the screen's edges: out of the screen's gutters.
          mx: { xs: -2, sm: 0 },
        }}
      >
        <CoverImage
          picture={cover}
          alt={coverAlt}
          sizes={coverSizes}
          seed={seed}
          aspectRatio="3 / 1"
          priority
        />
      </Box>
      <Stack
        direction="row"
        sx={{
          alignItems: 'flex-end',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 1,
          px: { sm: 2 },
          mt: leading ? { xs: -4, sm: -6 } : 2,
        }}
      >
        {leading ? (
          <Box
            sx={{
              position: 'relative',
              lineHeight: 0,
              borderRadius: leadingShape === 'circular' ? '50%' : 3,
              border: 4,
              borderColor: 'background.default',
              bgcolor: 'background.default',
              flexShrink: 0,
            }}
          >
            {leading}
          </Box>
        ) : null}
        <Box sx={{ flex: '1 1 240px', minWidth: 0, pt: leading ? { xs: 0, sm: 6 } : 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {meta ? (
            <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {meta}
            </Typography>
          ) : null}
        </Box>
      </Stack>
      {badges || actions ? (
        <Stack
          direction="row"
          sx={{
            mt: 1.5,
            px: { sm: 2 },
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {badges}
          </Stack>
          {actions ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              {actions}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
