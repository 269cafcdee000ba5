import { parseSlugId } from '@backline/domain';
import { useParams } from 'react-router';
import { OfferDetailScreen } from '../../features/booking/components/offer-detail-screen.tsx';
import { MessageButton } from '../../features/messaging/components/message-button.tsx';
import { NotFoundScreen } from '../not-found-screen.tsx';

/** `/booking/{slug}-{id}`: one offer; anyone but the offerer may write to its publisher about it. */
export function Component() {
  const { slugId = '' } = useParams();
  const id = parseSlugId(slugId)?.id ?? '';
  return (
    <OfferDetailScreen
      key={id}
      id={id}
      notFound={<NotFoundScreen />}
      messageAction={(offer) =>
        offer.viewer.isOfferer ? null : (
          <MessageButton
            to={{ kind: offer.publisher.kind, id: offer.publisher.id }}
            context={{ kind: 'booking', id: offer.id }}
          />
        )
      }
    />
  );
}
