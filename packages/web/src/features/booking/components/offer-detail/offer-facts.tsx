import Link from '@mui/material/Link';
import { BOOKING_CULTURES, genreLabel, type BookingOffer } from '@backline/domain';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DetailAside, Fact, FactList } from '../../../../components/ui/detail-layout.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { currentLanguage } from '../../../../lib/i18n.ts';
import { payText } from '../../booking-format.ts';

/** The offer's facts beside it: venue, pay, duration, deadline and the acts it wants. */
export function OfferFacts({ offer }: { offer: BookingOffer }) {
  const { t } = useTranslation('booking');
  const language = currentLanguage();
  const pay = payText(offer.pay);
  const genres = (ids: string[]) => ids.map((genre) => genreLabel(genre, language)).join(', ');
  const cultures = (ids: string[]) =>
    ids
      .map((id) => BOOKING_CULTURES.find((culture) => culture.id === id)?.[language] ?? id)
      .join(', ');

  return (
    <DetailAside>
      <FactList>
        <Fact label={t('venue')}>
          {offer.virtual ? (
            t('virtual')
          ) : offer.venue ? (
            <Link component={RouterLink} to={offer.venue.resource}>
              {[offer.venue.name, offer.venue.city].filter(Boolean).join(', ')}
            </Link>
          ) : (
            '–'
          )}
        </Fact>
        <Fact label={t('payLabel')}>{t(pay.key, { amount: pay.amount })}</Fact>
        <Fact label={t('duration')}>{t('minutes', { count: offer.durationMinutes })}</Fact>
        {offer.applyUntil ? (
          <Fact label={t('applyUntil')}>{formatDateTime(offer.applyUntil)}</Fact>
        ) : null}
        {offer.wantedGenres.length > 0 ? (
          <Fact label={t('wantedGenres')}>{genres(offer.wantedGenres)}</Fact>
        ) : null}
        {offer.excludedGenres.length > 0 ? (
          <Fact label={t('excludedGenres')}>{genres(offer.excludedGenres)}</Fact>
        ) : null}
        {offer.wantedCultures.length > 0 ? (
          <Fact label={t('form.wantedCultures')}>{cultures(offer.wantedCultures)}</Fact>
        ) : null}
        {offer.excludedCultures.length > 0 ? (
          <Fact label={t('form.excludedCultures')}>{cultures(offer.excludedCultures)}</Fact>
        ) : null}
        {offer.soughtForms.length > 0 ? (
          <Fact label={t('form.soughtForms')}>
            {offer.soughtForms
              .map((artistForm) => t(`form.${artistForm as 'band' | 'solo'}`))
              .join(', ')}
          </Fact>
        ) : null}
      </FactList>
    </DetailAside>
  );
}
