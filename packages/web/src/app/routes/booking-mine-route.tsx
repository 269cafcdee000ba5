import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MyApplicationsScreen } from '../../features/booking/components/my-applications-screen.tsx';
import { MyOffersScreen } from '../../features/booking/components/my-offers-screen.tsx';
import { MessageButton } from '../../features/messaging/components/message-button.tsx';

/**
 * `/booking/myoffers` and `/booking/myapplies`; on an application, "Nachricht" writes to the
 * offer's publisher about it, as the band that applied.
 */
export function Component() {
  const { t } = useTranslation('messaging');
  return useLocation().pathname.endsWith('/myapplies') ? (
    <MyApplicationsScreen
      messageAction={(application) =>
        application.offerer ? (
          <MessageButton
            to={{ kind: application.offerer.kind, id: application.offerer.id }}
            context={{ kind: 'application', id: application.id }}
            as={{ kind: 'page', id: application.artist.id }}
            label={t('buttonShort')}
            size="small"
            ariaLabel={`${t('buttonShort')}: ${application.offerer.name}`}
          />
        ) : null
      }
    />
  ) : (
    <MyOffersScreen />
  );
}
