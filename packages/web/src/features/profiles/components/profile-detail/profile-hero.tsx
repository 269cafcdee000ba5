import Button from '@mui/material/Button';
import type { PublicProfile } from '@backline/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge.tsx';
import { DetailHero, detailCoverSizes } from '../../../../components/ui/detail-hero.tsx';
import { StickyActionBar } from '../../../../components/ui/sticky-action-bar.tsx';
import { UserAvatar } from '../../../../components/ui/user-avatar.tsx';

/** The screen's width; the cover spans it. */
export const PROFILE_DETAIL_MAX_WIDTH = 1100;

/**
 * The profile's cover, picture, name and facts, its badges and its primary action: the edit on
 * the own profile, the contact action (`action`) on someone else's.
 */
export function ProfileHero({
  profile,
  own,
  action,
}: {
  profile: PublicProfile;
  own: boolean;
  action?: ReactNode;
}) {
  const { t } = useTranslation(['profiles', 'common']);
  const facts = [
    profile.age !== null ? t('detail.age', { age: profile.age }) : null,
    profile.city
      ? `${profile.city.name}, ${t(`common:city.countries.${profile.city.country}`)}`
      : null,
    profile.pronouns,
  ].filter((fact): fact is string => Boolean(fact));

  return (
    <DetailHero
      title={profile.name}
      seed={profile.id}
      cover={profile.cover}
      coverAlt={t('detail.cover', { name: profile.name })}
      leadingShape="circular"
      coverSizes={detailCoverSizes(PROFILE_DETAIL_MAX_WIDTH)}
      leading={
        <UserAvatar
          name={profile.name}
          picture={profile.picture}
          seed={profile.id}
          size={96}
          decorative
        />
      }
      meta={facts.length > 0 ? facts.join(' · ') : undefined}
      badges={
        profile.professional || profile.badges.gema ? (
          <>
            {profile.professional ? <Badge tone="primary">{t('detail.professional')}</Badge> : null}
            {profile.badges.gema ? <Badge tone="premium">{t('detail.gemaBadge')}</Badge> : null}
          </>
        ) : undefined
      }
      actions={
        own ? (
          <StickyActionBar>
            <Button component={RouterLink} to="/user/edit" variant="contained">
              {t('detail.edit')}
            </Button>
          </StickyActionBar>
        ) : (
          action
        )
      }
    />
  );
}
