import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled card of the page edit screen (an anchor target: `#team`, `#invites`, ...). */
export function AdminSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      id={id}
      sx={{ p: { xs: 2, sm: 2.5 }, mt: 3 }}
    >
      <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
