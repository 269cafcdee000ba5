import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  AppError,
  DATE_LOCALES,
  instrumentName,
  type Locale,
  type PublicProfile,
} from '@backline/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { DateBlock } from '../../../components/ui/date-block.tsx';
import { DetailHero, detailCoverSizes } from '../../../components/ui/detail-hero.tsx';
import { DetailAside, DetailLayout, DetailSection } from '../../../components/ui/detail-layout.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { DetailSkeleton } from '../../../components/ui/skeletons.tsx';
import { StickyActionBar } from '../../../components/ui/sticky-action-bar.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { useTranslation } from 'react-i18next';
import { publicProfileQuery } from '../api/profile-api.ts';
import { SCREEN_GUTTERS } from '../../../components/ui/screen-gutters.ts';

export type ProfileDetailScreenProps = {
  /** The user id from `{slug}-{id}`. */
  id: string;
  /** The signed-in viewer (for the edit button on the own profile). */
  viewerId: string | null;
  /** Shown when the profile does not exist or is not visible to the viewer. */
  notFound: ReactNode;
  /** Where the media sections (albums, audio, video, documents) are mounted, below the details. */
  mediaSlot?: ReactNode;
};

/** `/user/{slug}-{id}`, `/benutzer/…`, `/musiker/…`: a user's public profile. */
export function ProfileDetailScreen({
  id,
  viewerId,
  notFound,
  mediaSlot,
}: ProfileDetailScreenProps) {
  const query = useQuery(publicProfileQuery(id));
  if (query.error instanceof AppError && query.error.code === 'request.entity_not_found') {
    return <>{notFound}</>;
  }
  if (query.error) {
    return (
      <Box sx={{ ...SCREEN_GUTTERS, maxWidth: PROFILE_DETAIL_MAX_WIDTH }}>
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Box>
    );
  }
  if (!query.data) {
    return (
      <Box sx={{ ...SCREEN_GUTTERS, maxWidth: PROFILE_DETAIL_MAX_WIDTH }}>
        <DetailSkeleton />
      </Box>
    );
  }
  return <ProfileDetail profile={query.data} own={viewerId === id} mediaSlot={mediaSlot} />;
}

/** The screen's width; the cover spans it. */
const PROFILE_DETAIL_MAX_WIDTH = 1100;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

export function ProfileDetail({
  profile,
  own,
  mediaSlot,
}: {
  profile: PublicProfile;
  own: boolean;
  mediaSlot?: ReactNode;
}) {
  const { t, i18n } = useTranslation(['profiles', 'common']);
  const language: Locale = i18n.language === 'en' ? 'en' : 'de';
  const formatGig = (iso: string) =>
    new Intl.DateTimeFormat(DATE_LOCALES[language], {
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(new Date(iso));
  const facts = [
    profile.age !== null ? t('detail.age', { age: profile.age }) : null,
    profile.city
      ? `${profile.city.name}, ${t(`common:city.countries.${profile.city.country}`)}`
      : null,
    profile.pronouns,
  ].filter((fact): fact is string => Boolean(fact));
  const sorted = [...profile.gigs].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const hasAside = profile.instruments.length > 0 || profile.links.length > 0;

  return (
    <Box component="article" sx={{ ...SCREEN_GUTTERS, maxWidth: PROFILE_DETAIL_MAX_WIDTH }}>
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
              {profile.professional ? (
                <Badge tone="primary">{t('detail.professional')}</Badge>
              ) : null}
              {profile.badges.gema ? <Badge tone="premium">{t('detail.gemaBadge')}</Badge> : null}
            </>
          ) : undefined
        }
        // Users cannot be followed or messaged yet (no such route): the owner's edit is the
        // only action this screen has.
        actions={
          own ? (
            <StickyActionBar>
              <Button component={RouterLink} to="/user/edit" variant="contained">
                {t('detail.edit')}
              </Button>
            </StickyActionBar>
          ) : undefined
        }
      />

      <DetailLayout
        aside={
          hasAside ? (
            <>
              {profile.instruments.length > 0 ? (
                <DetailAside title={t('detail.instruments')} titleId="profile-instruments">
                  <Box
                    component="ul"
                    sx={{
                      display: 'flex',
                      gap: 0.5,
                      flexWrap: 'wrap',
                      p: 0,
                      m: 0,
                      listStyle: 'none',
                    }}
                  >
                    {profile.instruments.map((id) => (
                      <li key={id}>
                        <Badge>{instrumentName(id, language)}</Badge>
                      </li>
                    ))}
                  </Box>
                </DetailAside>
              ) : null}
              {profile.links.length > 0 ? (
                <DetailAside title={t('detail.links')} titleId="profile-links">
                  <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
                    {profile.links.map((link) => (
                      <li key={link.url}>
                        <Link
                          href={link.url}
                          target="_blank"
                          rel="noopener noreferrer nofollow ugc"
                          sx={{ overflowWrap: 'anywhere' }}
                        >
                          {link.label || hostOf(link.url)}
                        </Link>
                      </li>
                    ))}
                  </Box>
                </DetailAside>
              ) : null}
            </>
          ) : undefined
        }
      >
        {profile.description ? (
          <DetailSection title={t('detail.about')} id="profile-about">
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {profile.description}
            </Typography>
          </DetailSection>
        ) : null}

        {profile.gear.length > 0 ? (
          <DetailSection title={t('detail.gear')} id="profile-gear">
            <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
              {profile.gear.map((item, index) => (
                <li key={index}>
                  {item.brand} {item.product}
                  {item.year ? ` (${item.year})` : ''}
                </li>
              ))}
            </Box>
          </DetailSection>
        ) : null}

        {profile.releases.length > 0 ? (
          <DetailSection title={t('detail.releases')} id="profile-releases">
            <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
              {profile.releases.map((release, index) => (
                <li key={index}>
                  <Link href={release.url} target="_blank" rel="noopener noreferrer nofollow ugc">
                    {release.title || hostOf(release.url)}
                  </Link>
                  {release.year ? ` (${release.year})` : ''}
                </li>
              ))}
            </Box>
          </DetailSection>
        ) : null}

        {sorted.length > 0 ? (
          <DetailSection title={t('detail.gigs')} id="profile-gigs">
            <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {sorted.map((gig, index) => (
                <Paper
                  component="li"
                  variant="outlined"
                  key={index}
                  sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'flex-start' }}
                >
                  {/* The full date and time are beside it: the leaf only shows it. */}
                  <Box aria-hidden="true" sx={{ lineHeight: 0 }}>
                    <DateBlock date={gig.startsAt} size="small" />
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="p" sx={{ fontWeight: 600 }}>
                      <time dateTime={gig.startsAt}>{formatGig(gig.startsAt)}</time>
                      {gig.category ? ` · ${gig.category}` : ''}
                    </Typography>
                    {gig.artists ? <Typography>{gig.artists}</Typography> : null}
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {gig.address}
                    </Typography>
                    {gig.streamUrl ? (
                      <Link
                        href={gig.streamUrl}
                        target="_blank"
                        rel="noopener noreferrer nofollow ugc"
                      >
                        {t('detail.stream')}
                      </Link>
                    ) : null}
                  </Box>
                </Paper>
              ))}
            </Box>
          </DetailSection>
        ) : null}

        {mediaSlot}
      </DetailLayout>
    </Box>
  );
}
