import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';

export type PageHeaderProps = {
  /** The screen's `<h1>`, also used for `document.title`. */
  title: string;
  /** `document.title` when it should differ from the heading. */
  documentTitle?: string;
  /** One line under the title: what the screen is for, or the one fact that matters. */
  subtitle?: ReactNode;
  /** The screen's primary action (one contained button), and at most two quiet ones. */
  actions?: ReactNode;
};

/**
 * The one header of every screen: title, subtitle, primary action. On phones the actions wrap
 * under the title; from `sm` they sit on its right.
 */
export function PageHeader({ title, documentTitle, subtitle, actions }: PageHeaderProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <Box component="header" sx={{ mb: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
      >
        <Typography variant="h1" sx={{ flexGrow: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {actions ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {subtitle ? (
        <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}

export type SectionHeaderProps = {
  id?: string;
  title: string;
  /** A quiet link or button on the right ("Alle anzeigen"). */
  action?: ReactNode;
  /** The heading level, `h2` unless the section is nested. */
  component?: 'h2' | 'h3';
};

/** The heading of a section within a screen, with an optional action on its right. */
export function SectionHeader({ id, title, action, component = 'h2' }: SectionHeaderProps) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}
    >
      <Typography id={id} component={component} variant={component === 'h2' ? 'h2' : 'h3'}>
        {title}
      </Typography>
      {action}
    </Stack>
  );
}
