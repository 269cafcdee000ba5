import Box from '@mui/material/Box';
import { Children, type ReactNode } from 'react';

export type CardListProps = {
  children: ReactNode;
  /** The list's accessible name when the heading above does not give it one. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

const listSx = { listStyle: 'none', p: 0, m: 0 } as const;

/**
 * Cards one under another (the default for results: easy to scan on a phone). The column is
 * `minmax(0, 1fr)`: an implicit grid column is as wide as its widest content, so one card with an
 * unbreakable line (a long link in a message preview) widened the whole list past the phone.
 */
export function CardList({ children, ...aria }: CardListProps) {
  return (
    <Box
      component="ul"
      {...aria}
      sx={{ ...listSx, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}
    >
      {Children.map(children, (child) => (child ? <li>{child}</li> : null))}
    </Box>
  );
}

/**
 * Tiles in columns as wide as fit (at least `minWidth` px each): pages, profiles, listings with
 * pictures. One column on a phone.
 */
export function CardGrid({
  children,
  minWidth = 240,
  ...aria
}: CardListProps & { minWidth?: number }) {
  return (
    <Box
      component="ul"
      {...aria}
      sx={{
        ...listSx,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: `repeat(auto-fill, minmax(${minWidth}px, 1fr))`,
        },
      }}
    >
      {Children.map(children, (child) => (child ? <li>{child}</li> : null))}
    </Box>
  );
}
