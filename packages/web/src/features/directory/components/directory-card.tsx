import { genreLabel, instrumentName, type DirectoryCard as Card } from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';

/**
 * One entry of a directory list: picture, name, city (and distance), what they play or which
 * genres, badges (GEMA, band or solo, type of organization), followers or contacts, and the
 * action the route composes (follow a page, write to a musician).
 */
export function DirectoryCard({ card, action }: { card: Card; action?: ReactNode }) {
  const { t } = useTranslation(['directory', 'pages']);
  const language = currentLanguage();
  const person = card.kind === 'user';
  const place = [
    card.city,
    card.distanceKm !== null ? t('distanceAway', { km: card.distanceKm }) : null,
    card.kind === 'user' ? null : t(`pages:kinds.${card.kind}`),
  ]
    .filter(Boolean)
    .join(' · ');
  const tags = person
    ? card.instruments.map((id) => instrumentName(id, language))
    : card.genres.map((id) => genreLabel(id, language));
  const badges = [
    card.gemaVerified ? (
      <Badge key="gema" tone="success">
        {t('gemaBadge')}
      </Badge>
    ) : null,
    card.artistForm ? (
      <Badge key="form" tone="neutral">
        {t(`pages:artistForms.${card.artistForm}`)}
      </Badge>
    ) : null,
    card.organizationType ? (
      <Badge key="type" tone="neutral">
        {t(`pages:organizationTypes.${card.organizationType}`)}
      </Badge>
    ) : null,
    card.self ? (
      <Badge key="self" tone="primary">
        {t('you')}
      </Badge>
    ) : null,
  ].filter(Boolean);
  const count = person
    ? t('contacts', { count: card.followers })
    : t('followers', { count: card.followers });
  return (
    <EntityCard
      to={card.resource}
      title={card.name}
      leading={
        <UserAvatar
          name={card.name}
          picture={card.picture}
          seed={card.id}
          size={56}
          shape={person ? 'circular' : 'rounded'}
          decorative
        />
      }
      meta={place || null}
      badges={badges.length > 0 ? badges : null}
      facts={[tags.join(', '), count].filter(Boolean).join(' · ')}
      action={action}
    />
  );
}
