import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { pictureSources, screenContentSizes } from '../../../components/ui/picture-sources.ts';
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
  if (query.error) return <ErrorAlert error={query.error} />;
  if (!query.data) return <Box role="progressbar" aria-busy="true" sx={{ minHeight: 200 }} />;
  return <ProfileDetail profile={query.data} own={viewerId === id} mediaSlot={mediaSlot} />;
}

/** The screen's width; the cover spans it. */
const PROFILE_DETAIL_MAX_WIDTH = 880;

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

  return (
    <Box component="article" sx={{ ...SCREEN_GUTTERS, maxWidth: PROFILE_DETAIL_MAX_WIDTH }}>
      {profile.cover ? (
        <Box
          component="img"
          {...pictureSources(profile.cover, screenContentSizes(PROFILE_DETAIL_MAX_WIDTH))}
          alt={t('detail.cover', { name: profile.name })}
          sx={{
            width: '100%',
            aspectRatio: '3 / 1',
            objectFit: 'cover',
            borderRadius: 1,
            display: 'block',
            mb: 2,
          }}
        />
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <UserAvatar name={profile.name} picture={profile.picture} size={96} decorative />
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <PageHeader
            title={profile.name}
            subtitle={facts.length > 0 ? facts.join(' · ') : undefined}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {profile.professional ? (
              <Chip color="primary" size="small" label={t('detail.professional')} />
            ) : null}
            {profile.badges.gema ? (
              <Chip color="secondary" size="small" label={t('detail.gemaBadge')} />
            ) : null}
          </Box>
        </Box>
        {own ? (
          <Button component={RouterLink} to="/user/edit" variant="outlined">
            {t('detail.edit')}
          </Button>
        ) : null}
      </Box>

      {profile.instruments.length > 0 ? (
        <Section title={t('detail.instruments')}>
          <Box
            component="ul"
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}
          >
            {profile.instruments.map((id) => (
              <li key={id}>
                <Chip label={instrumentName(id, language)} variant="outlined" />
              </li>
            ))}
          </Box>
        </Section>
      ) : null}

      {profile.description ? (
        <Section title={t('detail.about')}>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {profile.description}
          </Typography>
        </Section>
      ) : null}

      {profile.links.length > 0 ? (
        <Section title={t('detail.links')}>
          <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
            {profile.links.map((link) => (
              <li key={link.url}>
                <Link href={link.url} target="_blank" rel="noopener noreferrer nofollow ugc">
                  {link.label || hostOf(link.url)}
                </Link>
              </li>
            ))}
          </Box>
        </Section>
      ) : null}

      {profile.gear.length > 0 ? (
        <Section title={t('detail.gear')}>
          <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
            {profile.gear.map((item, index) => (
              <li key={index}>
                {item.brand} {item.product}
                {item.year ? ` (${item.year})` : ''}
              </li>
            ))}
          </Box>
        </Section>
      ) : null}

      {profile.releases.length > 0 ? (
        <Section title={t('detail.releases')}>
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
        </Section>
      ) : null}

      {sorted.length > 0 ? (
        <Section title={t('detail.gigs')}>
          <Box component="ul" sx={{ pl: 0, m: 0, listStyle: 'none' }}>
            {sorted.map((gig, index) => (
              <Box
                component="li"
                key={index}
                sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                <Typography component="p" sx={{ fontWeight: 500 }}>
                  <time dateTime={gig.startsAt}>{formatGig(gig.startsAt)}</time>
                  {gig.category ? ` · ${gig.category}` : ''}
                </Typography>
                {gig.artists ? <Typography>{gig.artists}</Typography> : null}
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {gig.address}
                </Typography>
                {gig.streamUrl ? (
                  <Link href={gig.streamUrl} target="_blank" rel="noopener noreferrer nofollow ugc">
                    {t('detail.stream')}
                  </Link>
                ) : null}
              </Box>
            ))}
          </Box>
        </Section>
      ) : null}

      {mediaSlot}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
