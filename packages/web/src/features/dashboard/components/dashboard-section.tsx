import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { hasScreen } from '@backline/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionHeader } from '../../../components/ui/page-header.tsx';

/** Whether an address (with or without a query) leads to a screen that exists today. */
export const leadsToScreen = (to: string): boolean => hasScreen(to.split(/[?#]/)[0] ?? to);

export type DashboardSectionProps = {
  title: string;
  /** The real screen behind the section ("Alle anzeigen"); hidden when it has no screen yet. */
  showAll?: string;
  children: (headingId: string) => ReactNode;
};

/** One section of the dashboard: its `<h2>`, the quiet "show all" link, its cards. */
export function DashboardSection({ title, showAll, children }: DashboardSectionProps) {
  const { t } = useTranslation('home');
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <SectionHeader
        id={id}
        title={title}
        action={
          showAll && leadsToScreen(showAll) ? (
            <Button
              component={RouterLink}
              to={showAll}
              size="small"
              aria-label={t('dashboard.showAllLabel', { section: title })}
              sx={{ flexShrink: 0 }}
            >
              {t('dashboard.showAll')}
            </Button>
          ) : undefined
        }
      />
      {children(id)}
    </Box>
  );
}
