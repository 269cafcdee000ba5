import Box from '@mui/material/Box';
import type { BookingOffer } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../../components/ui/page-header.tsx';
import { formatDateTime } from '../../../../lib/format.ts';

/** The offer's dates, each with its confirmed and open slots. */
export function DeskDates({ offer }: { offer: BookingOffer }) {
  const { t } = useTranslation(['booking-desk', 'booking', 'errors']);
  return (
    <Box component="section" aria-labelledby="dates-title" sx={{ mb: 3 }}>
      <SectionHeader id="dates-title" title={t('applicantList.datesTitle')} />
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {offer.dates.map((date) => (
          <li key={date.id}>
            {t('applicantList.dateLine', {
              date: date.startsAt ? formatDateTime(date.startsAt) : t('booking:noDate'),
              confirmed: date.confirmed,
              count: date.slots,
            })}
          </li>
        ))}
      </Box>
    </Box>
  );
}
