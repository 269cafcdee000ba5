import { lazy, Suspense, useState } from 'react';
import type { ReasonDialogProps } from './reason-dialog.tsx';

const ReasonDialog = lazy(() =>
  import('./reason-dialog.tsx').then((module) => ({ default: module.ReasonDialog })),
);

/**
 * `ReasonDialog`, loaded (with the form code) the first time it opens and kept mounted
 * afterwards, so that it closes with its transition and returns focus.
 */
export function LazyReasonDialog(props: ReasonDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ReasonDialog {...props} />
    </Suspense>
  );
}
