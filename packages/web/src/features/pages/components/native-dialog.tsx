import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export type NativeDialogProps = {
  title: string;
  /** Escape or the close request of the browser (not while busy). */
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
};

/**
 * A modal native `<dialog>`: focus trap, Escape and the backdrop come from the browser, at no
 * bundle cost (MUI's Dialog pulls Modal and Popper into the route).
 */
export function NativeDialog({ title, onClose, busy = false, children }: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <Box
      component="dialog"
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      sx={{
        border: 'none',
        borderRadius: 2,
        p: 0,
        width: 'min(480px, calc(100vw - 32px))',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 24,
        '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.5)' },
      }}
    >
      <Box sx={{ p: 3 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
