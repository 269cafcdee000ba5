import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BookingOffer } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { DateBlock } from '../../../../components/ui/date-block.tsx';
import { DetailSection } from '../../../../components/ui/detail-layout.tsx';
import { formatDateTime } from '../../../../lib/format.ts';

/** The offer's dates: when, the confirmed and open slots, and whether it takes applications. */
export function OfferDates({ offer }: { offer: BookingOffer }) {
  const { t } = useTranslation('booking');
  return (
    <DetailSection title={t('datesTitle')} id="offer-dates">
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {offer.dates.map((date) => (
          <Paper
            component="li"
            key={date.id}
            variant="outlined"
            sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center' }}
          >
            {date.startsAt ? (
              // The full date and time are beside it: the leaf only shows it.
              <Box aria-hidden="true" sx={{ lineHeight: 0 }}>
                <DateBlock date={date.startsAt} size="small" />
              </Box>
            ) : null}
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {date.startsAt ? formatDateTime(date.startsAt) : t('noDate')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('slotsOf', { confirmed: date.confirmed, count: date.slots })}
                {' · '}
                {date.paused ? t('paused') : date.open ? t('dateOpen') : t('dateClosed')}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Stack>
    </DetailSection>
  );
}
