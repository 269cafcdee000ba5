import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { ComposerProps } from './composer.tsx';

const Composer = lazy(() =>
  import('./composer.tsx').then((module) => ({ default: module.Composer })),
);

/**
 * The composer in a chunk of its own (its form code is a third of the chat's first load): the
 * history shows first, the field a moment later in a box of its height.
 */
export function LazyComposer(props: ComposerProps) {
  return (
    <Suspense fallback={<Box sx={{ minHeight: 96 }} />}>
      <Composer {...props} />
    </Suspense>
  );
}
