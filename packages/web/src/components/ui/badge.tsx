import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** What a badge says by its colour; every tone keeps its text at 4.5:1 in both schemes. */
export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'error' | 'premium';

const TONE_COLOUR: Record<BadgeTone, string> = {
  neutral: 'text.secondary',
  primary: 'primary.main',
  success: 'success.main',
  warning: 'warning.main',
  error: 'error.main',
  premium: 'secondary.main',
};

export type BadgeProps = {
  children: ReactNode;
  tone?: BadgeTone;
  icon?: ReactNode;
};

/**
 * A short outlined label on a card or a header: a status, "Premium", "GEMA", "Beworben". Not
 * interactive (MUI's Chip is for filters) and light enough for every list.
 */
export function Badge({ children, tone = 'neutral', icon }: BadgeProps) {
  const colour = TONE_COLOUR[tone];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.125,
        border: 1,
        borderColor: colour,
        borderRadius: 4,
        color: colour,
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        '& svg': { fontSize: '1rem' },
      }}
    >
      {icon}
      {children}
    </Box>
  );
}
