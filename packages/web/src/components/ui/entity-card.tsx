import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export type EntityCardProps = {
  /** Where the card leads: its title links there, and the link covers the whole card. */
  to: string;
  title: string;
  /** `h2` in a screen's main list, `h3` in a section with its own heading. */
  headingComponent?: 'h2' | 'h3';
  /**
   * What the card leads with: a `DateBlock` for gigs and events, a `UserAvatar` for pages,
   * profiles and ads. In the `tile` layout, `cover` takes this place.
   */
  leading?: ReactNode;
  /** A picture across the top of a `tile` (a `CoverImage`), for grids of pages and listings. */
  cover?: ReactNode;
  /** One line of the facts that place the entity: "Kulturhalle · Köln", "Band · Hamburg". */
  meta?: ReactNode;
  /** Short labels: status, GEMA, premium, "Beworben". */
  badges?: ReactNode;
  /** The one fact that matters beyond the meta line: pay and free slots, genres, followers. */
  facts?: ReactNode;
  /** The card's primary action (follow, apply, message). It sits above the card's link. */
  action?: ReactNode;
  /** `row` in lists (leading item on the left), `tile` in grids (cover on top). */
  layout?: 'row' | 'tile';
};

/**
 * The card every list of Backline is made of: an offer, a page, a profile, and the contact ads,
 * classifieds, events and stories to come. The title is the card's one link (a stretched link:
 * the whole card is the target, screen readers hear one link with the title); the action and
 * links inside `facts` stay clickable on their own.
 */
export function EntityCard({
  to,
  title,
  headingComponent = 'h2',
  leading,
  cover,
  meta,
  badges,
  facts,
  action,
  layout = 'row',
}: EntityCardProps) {
  const tile = layout === 'tile';
  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: tile ? 'column' : 'row',
        // On a phone a row's action goes on a line of its own, so the title keeps its width.
        flexWrap: tile ? 'nowrap' : { xs: 'wrap', sm: 'nowrap' },
        gap: tile ? 0 : 2,
        p: tile ? 0 : 2,
        overflow: 'hidden',
        transition: 'border-color 150ms, box-shadow 150ms',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-within': { borderColor: 'primary.main', boxShadow: 1 },
      }}
    >
      {tile ? cover : leading}
      <Stack sx={{ minWidth: 0, flex: '1 1 0', gap: 0.5, p: tile ? 2 : 0 }}>
        <Typography
          component={headingComponent}
          variant="h3"
          sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.0625rem', sm: '1.125rem' } }}
        >
          <Link
            component={RouterLink}
            to={to}
            underline="hover"
            color="inherit"
            sx={{
              // The stretched link: the whole card is the link's target.
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {title}
          </Link>
        </Typography>
        {meta ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {meta}
          </Typography>
        ) : null}
        {badges ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {badges}
          </Stack>
        ) : null}
        {facts ? (
          <Box sx={{ position: 'relative', zIndex: 1, typography: 'body2' }}>{facts}</Box>
        ) : null}
        {action && tile ? (
          <Box sx={{ position: 'relative', zIndex: 1, mt: 'auto', pt: 1 }}>{action}</Box>
        ) : null}
      </Stack>
      {action && !tile ? (
        <Box
          sx={{
            position: 'relative',
            zIndex: 1,
            alignSelf: 'center',
            flexShrink: 0,
            flexBasis: { xs: '100%', sm: 'auto' },
            display: 'flex',
            justifyContent: 'flex-end',
            mt: { xs: -1, sm: 0 },
          }}
        >
          {action}
        </Box>
      ) : null}
    </Paper>
  );
}
