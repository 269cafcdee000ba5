import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Notice } from './snackbar-view.tsx';

export type { Notice } from './snackbar-view.tsx';

// MUI's Snackbar loads with the first notice, not with every first page.
const SnackbarView = lazy(() =>
  import('./snackbar-view.tsx').then((module) => ({ default: module.SnackbarView })),
);

type Queued = Notice & { key: number };

const NotifyContext = createContext<((notice: Notice) => void) | null>(null);

/**
 * One snackbar at a time for the whole app, queued (MUI's "consecutive snackbars" pattern).
 * notistack, the usual library for this, declares React ≤ 18 as its peer (decisions §33).
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Queued[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const notify = useCallback((notice: Notice) => {
    setQueue((items) => [...items, { ...notice, key: Date.now() + Math.random() }]);
    setOpen(true);
  }, []);
  const close = () => setOpen(false);
  const next = () => {
    setQueue((items) => items.slice(1));
    setOpen(true);
  };

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <SnackbarView notice={current} open={open} onClose={close} onExited={next} />
        </Suspense>
      ) : null}
    </NotifyContext.Provider>
  );
}

/** Shows a short notice at the bottom of the screen, with undo for reversible actions. */
export function useNotify(): (notice: Notice) => void {
  const notify = useContext(NotifyContext);
  return useMemo(
    () =>
      notify ??
      (() => {
        throw new Error('useNotify needs a SnackbarProvider above it');
      }),
    [notify],
  );
}
