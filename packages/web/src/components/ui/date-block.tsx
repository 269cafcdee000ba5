import Box from '@mui/material/Box';
import { formatDate, type DateInput } from '../../lib/format.ts';
import { visuallyHidden } from './visually-hidden.ts';

export type DateBlockProps = {
  date: DateInput;
  /** Smaller in dense lists. */
  size?: 'medium' | 'small';
};

/**
 * A calendar leaf for the start of a gig or an event: weekday, day, month. Screen readers hear
 * the full date once instead of three fragments.
 */
export function DateBlock({ date, size = 'medium' }: DateBlockProps) {
  const width = size === 'small' ? 48 : 60;
  const when = new Date(date);
  return (
    <Box
      component="time"
      dateTime={when.toISOString()}
      sx={{
        width,
        flexShrink: 0,
        // A leaf, not a column: it keeps its height beside a card's taller text.
        alignSelf: 'flex-start',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        lineHeight: 1.1,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          width: '100%',
          textAlign: 'center',
          py: 0.25,
          fontSize: '0.75rem',
          fontWeight: 700,
          textTransform: 'uppercase',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {formatDate(when, { weekday: 'short' })}
      </Box>
      <Box
        component="span"
        aria-hidden="true"
        sx={{ fontSize: size === 'small' ? '1.25rem' : '1.5rem', fontWeight: 700, pt: 0.5 }}
      >
        {formatDate(when, { day: 'numeric' })}
      </Box>
      <Box
        component="span"
        aria-hidden="true"
        sx={{ fontSize: '0.75rem', color: 'text.secondary', pb: 0.5 }}
      >
        {formatDate(when, { month: 'short' })}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {formatDate(when, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
      </Box>
    </Box>
  );
}
