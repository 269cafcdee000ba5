import Box from '@mui/material/Box';
import { visuallyHidden } from './visually-hidden.ts';

/**
 * A navigation counter (unread, open requests): a small red pill with the number (99+ beyond),
 * nothing at zero. `corner` sits on an icon button's corner, `inline` follows a text. The number
 * is hidden from screen readers; `label` ("3 ungelesene Nachrichten") is read instead, in
 * parentheses after the element's own name. No MUI Badge: this is part of the entry bundle.
 */
export function CountBadge({
  count,
  label,
  placement = 'inline',
  testId,
}: {
  count: number;
  /** Read by screen readers; omit when the element's own label already says the count. */
  label?: string;
  placement?: 'corner' | 'inline';
  testId?: string;
}) {
  if (count <= 0) return null;
  return (
    <>
      {/* The element's name reads "Nachrichten (3 ungelesene Nachrichten)". */}
      {label ? (
        <Box component="span" sx={visuallyHidden}>
          {` (${label})`}
        </Box>
      ) : null}
      <Box
        component="span"
        aria-hidden="true"
        data-testid={testId}
        sx={{
          ...(placement === 'corner'
            ? { position: 'absolute', top: 2, right: 0 }
            : { display: 'inline-block', ml: 0.75 }),
          minWidth: 18,
          height: 18,
          px: 0.5,
          borderRadius: 9,
          bgcolor: 'error.dark',
          color: '#fff',
          fontSize: 11,
          fontWeight: 700,
          lineHeight: '18px',
          textAlign: 'center',
        }}
      >
        {count > 99 ? '99+' : count}
      </Box>
    </>
  );
}
