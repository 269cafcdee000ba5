import { useMutation, useQueryClient } from '@tanstack/react-query';
import { genreLabel, instrumentName, type DirectoryCard as Card } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { MessageButton } from '../../messaging/components/message-button.tsx';
import { setFollowing } from '../../pages/api/pages-api.ts';
import { PageFollowButton } from '../../pages/components/page-follow-button.tsx';
import { directoryChanged } from '../api/directory-api.ts';

/** Follow or unfollow a page from its card (the pages feature's API and button). */
function FollowAction({ card }: { card: Card }) {
  const queryClient = useQueryClient();
  const follow = useMutation({
    mutationFn: (next: boolean) => setFollowing(card.id, next),
    onSettled: () => directoryChanged(queryClient),
  });
  return (
    <PageFollowButton
      size="small"
      following={follow.isPending ? Boolean(follow.variables) : card.viewerFollows}
      disabled={follow.isPending}
      onToggle={(next) => follow.mutate(next)}
    />
  );
}

/**
 * One entry of a directory list: picture, name, city (and distance), what they play or which
 * genres, badges (GEMA, band or solo, type of organization), followers or contacts, and the
 * action: follow a page, write to a musician.
 */
export function DirectoryCard({ card }: { card: Card }) {
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
  let action = null;
  if (!person) action = <FollowAction card={card} />;
  else if (!card.self) {
    action = (
      <MessageButton
        to={{ kind: 'user', id: card.id }}
        label={t('message')}
        ariaLabel={t('messageTo', { name: card.name })}
        size="small"
      />
    );
  }
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
