import type { PublicProfile } from '@backline/domain';
import { instrumentName } from '@backline/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { EntityCard } from '../../../components/ui/entity-card.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';

/** What a profile card shows: a part of the public profile. */
export type ProfileCardData = Pick<
  PublicProfile,
  'id' | 'name' | 'resource' | 'picture' | 'city' | 'instruments' | 'professional' | 'badges'
>;

/** How many instruments a card names before "+n". */
const CARD_INSTRUMENTS = 3;

export type ProfileCardProps = {
  profile: ProfileCardData;
  /** `h3` in a section with its own heading, `h2` in a screen's main list. */
  headingComponent?: 'h2' | 'h3';
  /** The card's primary action (contact, once there is messaging). */
  action?: ReactNode;
};

/**
 * A musician in a list (directory, search, contacts): the picture or initials in the person's
 * colour, the city, the instruments, and the professional and GEMA badges.
 */
export function ProfileCard({ profile, headingComponent = 'h3', action }: ProfileCardProps) {
  const { t } = useTranslation('profiles');
  const language = currentLanguage();
  const instruments = profile.instruments
    .slice(0, CARD_INSTRUMENTS)
    .map((id) => instrumentName(id, language));
  const more = profile.instruments.length - instruments.length;
  return (
    <EntityCard
      to={profile.resource}
      title={profile.name}
      headingComponent={headingComponent}
      leading={
        <UserAvatar
          name={profile.name}
          picture={profile.picture}
          seed={profile.id}
          size={56}
          decorative
        />
      }
      meta={profile.city?.name}
      badges={
        profile.professional || profile.badges.gema ? (
          <>
            {profile.professional ? <Badge tone="primary">{t('detail.professional')}</Badge> : null}
            {profile.badges.gema ? <Badge tone="premium">{t('detail.gemaBadge')}</Badge> : null}
          </>
        ) : undefined
      }
      facts={
        instruments.length > 0
          ? `${instruments.join(', ')}${more > 0 ? ` +${more}` : ''}`
          : undefined
      }
      action={action}
    />
  );
}
