import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DATE_LOCALES, type Locale, type PublicProfile } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { DateBlock } from '../../../../components/ui/date-block.tsx';
import { DetailSection } from '../../../../components/ui/detail-layout.tsx';

/** The profile's gigs, earliest first (nothing when it has none). */
export function ProfileGigs({ gigs }: { gigs: PublicProfile['gigs'] }) {
  const { t, i18n } = useTranslation(['profiles', 'common']);
  const language: Locale = i18n.language === 'en' ? 'en' : 'de';
  const formatGig = (iso: string) =>
    new Intl.DateTimeFormat(DATE_LOCALES[language], {
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(new Date(iso));
  const sorted = [...gigs].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  if (sorted.length === 0) return null;

  return (
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
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {gig.address}
              </Typography>
              {gig.streamUrl ? (
                <Link href={gig.streamUrl} target="_blank" rel="noopener noreferrer nofollow ugc">
                  {t('detail.stream')}
                </Link>
              ) : null}
            </Box>
          </Paper>
        ))}
      </Box>
    </DetailSection>
  );
}
