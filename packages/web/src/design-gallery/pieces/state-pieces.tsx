import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AppError } from '@backline/domain';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { CardSkeletons } from '../../components/ui/skeletons.tsx';
import { SnackbarView } from '../../components/ui/snackbar-view.tsx';
import { Piece } from './piece.tsx';
import type { Sample } from './samples.ts';

/** The states a list or screen can be in: empty, loading, failed, and the undo snackbar. */
export function StatePieces({ sample }: { sample: Sample }) {
  return (
    <>
      <Piece name="empty-state">
        <EmptyState
          title={sample.emptyTitle}
          text={sample.emptyText}
          action={<Button variant="outlined">{sample.emptyAction}</Button>}
        />
      </Piece>
      <Piece name="skeletons">
        <CardSkeletons count={2} leading="date" />
      </Piece>
      <Piece name="error-state">
        <ErrorState error={new AppError('client.network')} onRetry={() => undefined} />
      </Piece>
      <Piece name="snackbar">
        {/* A transformed box makes the fixed snackbar sit inside the piece. */}
        <Box sx={{ position: 'relative', height: 72, transform: 'translateZ(0)' }}>
          <SnackbarView
            notice={{ key: 1, message: sample.snackbar, undo: () => undefined }}
            open
            onClose={() => undefined}
            onExited={() => undefined}
          />
        </Box>
      </Piece>
    </>
  );
}
