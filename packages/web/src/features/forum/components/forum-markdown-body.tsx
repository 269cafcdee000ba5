import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';

const ForumMarkdownView = lazy(() =>
  import('./forum-markdown-view.tsx').then((module) => ({ default: module.ForumMarkdownView })),
);

/** The rendered text; the renderer loads with the first text, the plain text shows until then. */
export function ForumMarkdownBody({ text }: { text: string }) {
  return (
    <Suspense
      fallback={
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
      }
    >
      <ForumMarkdownView text={text} />
    </Suspense>
  );
}
