import { useParams } from 'react-router';
import { PageJoinScreen } from '../../features/pages/components/page-join-screen.tsx';

/** `/page/invite/{token}`: an invite link into a page's team (login route). */
export function Component() {
  const { token = '' } = useParams();
  return <PageJoinScreen token={token} />;
}
