import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { hasScreen } from '@backline/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionHeader } from '../../../components/ui/page-header.tsx';
import { CardSkeletons, type CardSkeletonsProps } from '../../../components/ui/skeletons.tsx';

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

export type SectionKey = 'conversations' | 'requests' | 'gigs' | 'ratings' | 'news';

/** Each section: its "show all" screen, the skeleton's shape, the next step when it is empty. */
export const SECTIONS: Record<
  SectionKey,
  {
    showAll: string;
    leading: CardSkeletonsProps['leading'];
    /** The empty state's next step (its text is `dashboard.{section}.next`). */
    next?: { to: string; section: 'gigs' | 'news' };
  }
> = {
  conversations: { showAll: '/messaging', leading: 'circle' },
  requests: { showAll: '/user/contacts?list=incoming', leading: 'circle' },
  gigs: { showAll: '/booking/dates', leading: 'date', next: { to: '/gigs', section: 'gigs' } },
  ratings: { showAll: '/booking/ratings', leading: 'date' },
  news: {
    showAll: '/gigs?network=1&sort=newest',
    leading: 'date',
    next: { to: '/gigs', section: 'news' },
  },
};
export const ORDER: readonly SectionKey[] = [
  'conversations',
  'requests',
  'gigs',
  'ratings',
  'news',
];

export function SectionFrame({
  section,
  children,
}: {
  section: SectionKey;
  children: (headingId: string) => ReactNode;
}) {
  const { t } = useTranslation('home');
  return (
    <DashboardSection title={t(`dashboard.${section}.title`)} showAll={SECTIONS[section].showAll}>
      {children}
    </DashboardSection>
  );
}

/** One column on phones, two from `md` on. */
export function SectionGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        mt: { xs: 3, md: 4 },
        display: 'grid',
        gap: { xs: 4, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

/** The sections' frames with skeletons: while the dashboard's code or answer is on its way. */
export function DashboardSkeleton() {
  return (
    <SectionGrid>
      {ORDER.map((section) => (
        <SectionFrame key={section} section={section}>
          {() => <CardSkeletons count={2} leading={SECTIONS[section].leading} />}
        </SectionFrame>
      ))}
    </SectionGrid>
  );
}
