import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

const loadConfirmDialog = () => import('./confirm-dialog.tsx');
const ConfirmDialog = lazy(() =>
  loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })),
);

/** Fetches the dialog's code ahead of the first click (on pointer enter or focus of its opener). */
export function preloadConfirmDialog(): void {
  void loadConfirmDialog().catch(() => undefined);
}

/**
 * `ConfirmDialog`, loaded the first time it opens and kept mounted afterwards (so it closes with
 * its transition and returns focus). Until its code is there nothing shows; a chunk that cannot be
 * fetched goes to the screen's error boundary like any lazily loaded part.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
