import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { CardGrid, CardList } from '../../components/ui/card-list.tsx';
import { CoverImage } from '../../components/ui/cover-image.tsx';
import { DateBlock } from '../../components/ui/date-block.tsx';
import { EntityCard } from '../../components/ui/entity-card.tsx';
import { FilterBar } from '../../components/ui/filter-bar.tsx';
import { PageHeader, SectionHeader } from '../../components/ui/page-header.tsx';
import { UserAvatar } from '../../components/ui/user-avatar.tsx';
import { Piece } from './piece.tsx';
import { GIG_DATE, type Sample } from './samples.ts';

/** The page header with its actions, and a section header. */
export function PageHeaderPiece({ sample }: { sample: Sample }) {
  const { t } = useTranslation(['booking', 'pages', 'common']);
  return (
    <Piece name="page-header">
      <PageHeader
        title={t('booking:gigsTitle')}
        documentTitle="Backline design system"
        subtitle={sample.gigsSubtitle}
        actions={<Button variant="contained">{t('booking:create')}</Button>}
      />
      <SectionHeader title={sample.sections} action={<Button>{sample.showAll}</Button>} />
    </Piece>
  );
}

/** The filter bar with quick filters and an active filter. */
export function FilterBarPiece() {
  const { t } = useTranslation(['booking', 'pages', 'common']);
  return (
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
  );
}

/** The list cards: an offer, a page and a profile. */
export function EntityCardsPiece({ sample }: { sample: Sample }) {
  const { t } = useTranslation(['booking', 'pages', 'common']);
  const offerCard = (
    <EntityCard
      to="/booking/1"
      title={sample.offerTitle}
      leading={<DateBlock date={GIG_DATE} />}
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
  );
}

/** The tiles of a card grid. */
export function CardGridPiece({ sample }: { sample: Sample }) {
  return (
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
  );
}
