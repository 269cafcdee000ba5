import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OfferManageScreen } from '../../features/booking/components/offer-manage-screen.tsx';
import { MessageButton } from '../../features/messaging/components/message-button.tsx';
import { NotFoundScreen } from '../not-found-screen.tsx';
import { LazyCityFilter } from './lazy-city-filter.tsx';

/**
 * `/booking/{id}/applicants`: the offerer's view of an offer and its applications; each
 * applicant can be written to about their application (the chat asks who writes when the
 * offerer may write as a page too).
 */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation('messaging');
  return (
    <OfferManageScreen
      key={id}
      id={id}
      notFound={<NotFoundScreen />}
      renderCityPicker={(props) => <LazyCityFilter id="applicant-list-city" {...props} />}
      messageAction={(application) => (
        <MessageButton
          to={{ kind: application.artist.kind, id: application.artist.id }}
          context={{ kind: 'application', id: application.id }}
          label={t('buttonShort')}
          size="small"
          ariaLabel={`${t('buttonShort')}: ${application.artist.name}`}
        />
      )}
    />
  );
}
