import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One piece of the gallery: photographed on its own by its `data-piece` name. */
export function Piece({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box
      data-piece={name}
      sx={{ p: 2, bgcolor: 'background.default', width: 640, maxWidth: '100%' }}
    >
      {children}
    </Box>
  );
}
