import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';

export type PageTitleProps = {
  /** The screen's `<h1>`, also used for `document.title`. */
  children: string;
  /** `document.title` when it should differ from the heading. */
  documentTitle?: string;
  subtitle?: ReactNode;
};

/** The one `<h1>` of a screen; keeps the document title in step. */
export function PageTitle({ children, documentTitle, subtitle }: PageTitleProps) {
  usePageTitle(documentTitle ?? children);
  return (
    <>
      <Typography variant="h1" sx={{ mb: subtitle ? 1 : 3 }}>
        {children}
      </Typography>
      {subtitle ? (
        <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      ) : null}
    </>
  );
}
