import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppError } from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../components/ui/badge.tsx';
import { CardGrid, CardList } from '../components/ui/card-list.tsx';
import { CoverImage } from '../components/ui/cover-image.tsx';
import { DateBlock } from '../components/ui/date-block.tsx';
import { DetailHero } from '../components/ui/detail-hero.tsx';
import { DetailAside, Fact, FactList } from '../components/ui/detail-layout.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { EntityCard } from '../components/ui/entity-card.tsx';
import { FilterBar } from '../components/ui/filter-bar.tsx';
import { ErrorState } from '../components/ui/error-state.tsx';
import { PageHeader, SectionHeader } from '../components/ui/page-header.tsx';
import { CardSkeletons } from '../components/ui/skeletons.tsx';
import { SnackbarView } from '../components/ui/snackbar-view.tsx';
import { StickyActionBar } from '../components/ui/sticky-action-bar.tsx';
import { UserAvatar } from '../components/ui/user-avatar.tsx';
import { currentLanguage } from '../lib/i18n.ts';

/** Sample content (not interface text): what a real list would hold, in each language. */
const SAMPLES = {
  de: {
    gigsSubtitle: 'Auftritte, Sessions und Festivals, die Bands suchen',
    offerTitle: 'Sommerbühne im Hof – Singer-Songwriter gesucht',
    offerMeta: 'Kulturhalle · Köln',
    pageMeta: 'Band · Hamburg',
    profileMeta: 'Schlagzeug, Percussion · Leipzig',
    genres: 'Indie, Folk, Pop',
    emptyTitle: 'Keine Auftritte für diese Filter',
    emptyText: 'Erweitere den Umkreis oder setze die Filter zurück.',
    emptyAction: 'Filter zurücksetzen',
    snackbar: 'Du folgst „Die Nachtschicht“ nicht mehr.',
    sections: 'Abschnitt mit Aktion',
    showAll: 'Alle anzeigen',
  },
  en: {
    gigsSubtitle: 'Gigs, sessions and festivals looking for bands',
    offerTitle: 'Summer stage in the courtyard – singer-songwriter wanted',
    offerMeta: 'Kulturhalle · Cologne',
    pageMeta: 'Band · Hamburg',
    profileMeta: 'Drums, percussion · Leipzig',
    genres: 'Indie, folk, pop',
    emptyTitle: 'No gigs for these filters',
    emptyText: 'Widen the distance or reset the filters.',
    emptyAction: 'Reset filters',
    snackbar: 'You no longer follow “Die Nachtschicht”.',
    sections: 'A section with an action',
    showAll: 'Show all',
  },
} as const;

/** One piece of the gallery: photographed on its own by its `data-piece` name. */
function Piece({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box
      data-piece={name}
      sx={{ p: 2, bgcolor: 'background.default', width: 640, maxWidth: '100%' }}
    >
      {children}
    </Box>
  );
}

/** Every piece of the design system with sample content. */
export function Gallery() {
  const { t } = useTranslation(['booking', 'pages', 'common']);
  const sample = SAMPLES[currentLanguage()];
  const gigDate = '2027-06-12T18:00:00.000Z';
  const offerCard = (
    <EntityCard
      to="/booking/1"
      title={sample.offerTitle}
      leading={<DateBlock date={gigDate} />}
      meta={sample.offerMeta}
      badges={
        <>
          <Badge tone="success">{t('booking:freeSlots', { count: 2 })}</Badge>
          <Badge tone="premium">{t('booking:premiumBadge')}</Badge>
        </>
      }
      facts={`${t('booking:pay.pay', { amount: '350 €' })} · ${sample.genres}`}
    />
  );
  const pageCard = (
    <EntityCard
      to="/page/1"
      title="Die Nachtschicht"
      leading={
        <UserAvatar name="Die Nachtschicht" seed="page-7" shape="rounded" size={56} decorative />
      }
      meta={sample.pageMeta}
      facts={`${sample.genres} · ${t('pages:detail.followers', { count: 128 })}`}
      action={<Button variant="outlined">{t('pages:detail.follow')}</Button>}
    />
  );
  return (
    <Stack sx={{ gap: 2, p: 2, bgcolor: 'background.default', minHeight: '100vh' }}>
      <Piece name="page-header">
        <PageHeader
          title={t('booking:gigsTitle')}
          documentTitle="Backline design system"
          subtitle={sample.gigsSubtitle}
          actions={<Button variant="contained">{t('booking:create')}</Button>}
        />
        <SectionHeader title={sample.sections} action={<Button>{sample.showAll}</Button>} />
      </Piece>
      <Piece name="filter-bar">
        <FilterBar
          search={{
            label: t('booking:search'),
            value: '',
            onChange: () => undefined,
            onSubmit: (event) => event.preventDefault(),
          }}
          quickFilters={[
            { key: 'paid', label: t('booking:paid'), selected: true, onToggle: () => undefined },
            { key: 'local', label: t('booking:local'), selected: false, onToggle: () => undefined },
          ]}
          activeFilters={[
            {
              key: 'type',
              label: `${t('booking:type')}: ${t('booking:performance.live')}`,
              onRemove: () => undefined,
            },
          ]}
          filterCount={2}
          panel={null}
          resultCount={12}
          resultText={t('booking:results', { count: 12 })}
          onReset={() => undefined}
        />
      </Piece>
      <Piece name="entity-cards">
        <CardList aria-label="cards">
          {offerCard}
          {pageCard}
          <EntityCard
            to="/user/1"
            title="Lena Marie Beck"
            leading={<UserAvatar name="Lena Marie Beck" seed="user-3" size={56} decorative />}
            meta={sample.profileMeta}
            badges={<Badge tone="primary">GEMA</Badge>}
          />
        </CardList>
      </Piece>
      <Piece name="card-grid">
        <CardGrid aria-label="tiles" minWidth={180}>
          {['Kulturhalle', 'Die Nachtschicht', 'Jazzkeller 62'].map((name, index) => (
            <EntityCard
              key={name}
              layout="tile"
              to={`/page/${index}`}
              title={name}
              cover={<CoverImage seed={`tile-${index}`} sizes="200px" />}
              meta={sample.pageMeta}
            />
          ))}
        </CardGrid>
      </Piece>
      <Piece name="avatars-badges">
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          {['Anna Schmidt', 'Die Ärzte', 'The 2 Bears', 'Jazzkeller 62', 'Björk'].map(
            (name, index) => (
              <UserAvatar
                key={name}
                name={name}
                seed={`a-${index}`}
                shape={index % 2 ? 'rounded' : 'circular'}
                size={48}
              />
            ),
          )}
          <DateBlock date={gigDate} size="small" />
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Badge>{t('booking:localBadge')}</Badge>
          <Badge tone="primary">GEMA</Badge>
          <Badge tone="success">{t('booking:freeSlots', { count: 1 })}</Badge>
          <Badge tone="warning">{t('booking:noFreeSlots')}</Badge>
          <Badge tone="error">{t('booking:applicationStatus.cancelled')}</Badge>
          <Badge tone="premium">{t('booking:premiumBadge')}</Badge>
        </Stack>
      </Piece>
      <Piece name="detail-hero">
        <DetailHero
          title="Die Nachtschicht"
          seed="page-7"
          coverSizes="608px"
          leading={<UserAvatar name="Die Nachtschicht" seed="page-7" shape="rounded" size={96} />}
          meta={sample.pageMeta}
          badges={<Badge tone="primary">GEMA</Badge>}
          actions={
            <StickyActionBar>
              <Button variant="contained">{t('pages:detail.follow')}</Button>
            </StickyActionBar>
          }
        />
        <DetailAside>
          <FactList>
            <Fact label={t('booking:payLabel')}>{t('booking:pay.pay', { amount: '350 €' })}</Fact>
            <Fact label={t('booking:type')}>{t('booking:performance.live')}</Fact>
          </FactList>
        </DetailAside>
      </Piece>
      <Piece name="empty-state">
        <EmptyState
          title={sample.emptyTitle}
          text={sample.emptyText}
          action={<Button variant="outlined">{sample.emptyAction}</Button>}
        />
      </Piece>
      <Piece name="skeletons">
        <CardSkeletons count={2} leading="date" />
      </Piece>
      <Piece name="error-state">
        <ErrorState error={new AppError('client.network')} onRetry={() => undefined} />
      </Piece>
      <Piece name="snackbar">
        {/* A transformed box makes the fixed snackbar sit inside the piece. */}
        <Box sx={{ position: 'relative', height: 72, transform: 'translateZ(0)' }}>
          <SnackbarView
            notice={{ key: 1, message: sample.snackbar, undo: () => undefined }}
            open
            onClose={() => undefined}
            onExited={() => undefined}
          />
        </Box>
      </Piece>
      <Typography variant="caption" color="text.secondary">
        Backline · components/ui
      </Typography>
    </Stack>
  );
}
