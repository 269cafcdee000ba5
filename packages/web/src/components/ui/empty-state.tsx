import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  /** What is missing, as a statement: "Noch keine Bewerbungen". */
  title: string;
  /** Why, or what happens once there is something. */
  text?: ReactNode;
  /** The next step: one button or link ("Auftritte finden", "Filter zurücksetzen"). */
  action?: ReactNode;
  icon?: ReactNode;
  /** The heading level of the title inside the screen's outline. */
  headingComponent?: 'h2' | 'h3' | 'p';
};

/** An empty list or section: what is missing and the next step, never a blank area. */
export function EmptyState({
  title,
  text,
  action,
  icon,
  headingComponent = 'h2',
}: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        px: 2,
        py: { xs: 4, sm: 5 },
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 3,
      }}
    >
      {icon ? (
        <Box
          aria-hidden="true"
          sx={{ color: 'text.secondary', mb: 1, '& svg': { fontSize: '2.5rem' } }}
        >
          {icon}
        </Box>
      ) : null}
      <Typography component={headingComponent} variant="h3" sx={{ mb: text ? 0.5 : 0 }}>
        {title}
      </Typography>
      {text ? (
        <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto' }}>
          {text}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}
