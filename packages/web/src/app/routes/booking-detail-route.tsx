import { parseSlugId } from '@backline/domain';
import { useParams } from 'react-router';
import { OfferDetailScreen } from '../../features/booking/components/offer-detail-screen.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { MessageButton } from '../../features/messaging/components/message-button.tsx';
import { ReportMenu } from '../../components/report/report-menu.tsx';
import { NotFoundScreen } from '../not-found-screen.tsx';

/**
 * `/booking/{slug}-{id}`: one offer; anyone but the offerer may write to its publisher about it,
 * and a signed-in member may report it (the overflow menu beside).
 */
export function Component() {
  const { slugId = '' } = useParams();
  const id = parseSlugId(slugId)?.id ?? '';
  const signedIn = Boolean(useSession().user);
  return (
    <OfferDetailScreen
      key={id}
      id={id}
      notFound={<NotFoundScreen />}
      messageAction={(offer) =>
        offer.viewer.isOfferer ? null : (
          <>
            <MessageButton
              to={{ kind: offer.publisher.kind, id: offer.publisher.id }}
              context={{ kind: 'booking', id: offer.id }}
            />
            {signedIn ? <ReportMenu subject={{ kind: 'booking', id: offer.id }} /> : null}
          </>
        )
      }
    />
  );
}
