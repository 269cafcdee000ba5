import { lazy, Suspense, useState } from 'react';
import type { ReportDialogProps } from './report-dialog.tsx';

const loadReportDialog = () => import('./report-dialog.tsx');
const ReportDialog = lazy(() =>
  loadReportDialog().then((module) => ({ default: module.ReportDialog })),
);

/** Fetches the dialog's code ahead of the first click (on pointer enter or focus of its opener). */
export function preloadReportDialog(): void {
  void loadReportDialog().catch(() => undefined);
}

/**
 * `ReportDialog`, loaded (with its texts and the form code) the first time it opens and kept
 * mounted afterwards, so that it closes with its transition and returns focus.
 */
export function LazyReportDialog(props: ReportDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog {...props} />
    </Suspense>
  );
}
