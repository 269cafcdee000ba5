import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { DateBlock } from '../../components/ui/date-block.tsx';
import { DetailHero } from '../../components/ui/detail-hero.tsx';
import { DetailAside, Fact, FactList } from '../../components/ui/detail-layout.tsx';
import { StickyActionBar } from '../../components/ui/sticky-action-bar.tsx';
import { UserAvatar } from '../../components/ui/user-avatar.tsx';
import { Piece } from './piece.tsx';
import { GIG_DATE, type Sample } from './samples.ts';

/** Avatars (initials, both shapes), a date block and every badge tone. */
export function AvatarsBadgesPiece() {
  const { t } = useTranslation(['booking', 'pages', 'common']);
  return (
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
        <DateBlock date={GIG_DATE} size="small" />
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
  );
}

/** A detail hero with its sticky action, and an aside of facts. */
export function DetailHeroPiece({ sample }: { sample: Sample }) {
  const { t } = useTranslation(['booking', 'pages', 'common']);
  return (
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
  );
}
