import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link } from 'react-router';

/** A short titled section with one link onwards (e.g. from settings to a settings screen). */
export function LinkCard({
  title,
  text,
  action,
  to,
}: {
  title: string;
  text: string;
  action: string;
  to: string;
}) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {text}
      </Typography>
      <Button component={Link} to={to} variant="outlined">
        {action}
      </Button>
    </Box>
  );
}
