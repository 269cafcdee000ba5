import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublicProfile } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../../components/ui/detail-layout.tsx';
import { hostOf } from './link-host.ts';

/** The profile's text sections: about, gear and releases (each only when filled in). */
export function ProfileSections({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation(['profiles', 'common']);

  return (
    <>
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
    </>
  );
}
