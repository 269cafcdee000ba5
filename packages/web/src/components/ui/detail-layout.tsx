import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type DetailLayoutProps = {
  /** The description, dates, media: what is read from top to bottom. */
  children: ReactNode;
  /** The key facts (a `FactList` in a `DetailAside`): a column on the right from `md`. */
  aside?: ReactNode;
};

/** Width of the side column on wide screens. */
const ASIDE_WIDTH = 320;

/**
 * The body of a detail screen under its `DetailHero`: the main column and, from `md`, the key
 * facts in a side column beside it. On phones and tablets the facts come first, under the hero,
 * because they answer what visitors came for (when, where, how much).
 */
export function DetailLayout({ children, aside }: DetailLayoutProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: aside ? `minmax(0, 1fr) ${ASIDE_WIDTH}px` : 'minmax(0, 1fr)',
        },
      }}
    >
      {aside ? (
        <Box component="aside" sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 }, minWidth: 0 }}>
          {aside}
        </Box>
      ) : null}
      <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 }, minWidth: 0, display: 'grid', gap: 3 }}>
        {children}
      </Box>
    </Box>
  );
}

/** A card in the side column: an optional heading over its content. */
export function DetailAside({
  title,
  titleId,
  children,
}: {
  title?: string;
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={title ? titleId : undefined}
      sx={{ p: 2, '& + &': { mt: 2 } }}
    >
      {title ? (
        <Typography id={titleId} component="h2" variant="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}

/** A list of facts: a label over each value. */
export function FactList({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
      {children}
    </Box>
  );
}

/** One fact of a `FactList`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </div>
  );
}

/** A section of the main column, with its `h2`. */
export function DetailSection({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
