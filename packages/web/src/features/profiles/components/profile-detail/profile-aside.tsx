import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { instrumentName, type Locale, type PublicProfile } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge.tsx';
import { DetailAside } from '../../../../components/ui/detail-layout.tsx';
import { hostOf } from './link-host.ts';

/** Whether the profile has anything for the aside (instruments or links). */
export const hasProfileAside = (profile: PublicProfile) =>
  profile.instruments.length > 0 || profile.links.length > 0;

/** The aside: the instruments played and the profile's links. */
export function ProfileAside({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation(['profiles', 'common']);
  const language: Locale = i18n.language === 'en' ? 'en' : 'de';

  return (
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
  );
}
