import { parseSlugId } from '@backline/domain';
import { useParams } from 'react-router';
import { TopicScreen } from '../../features/forum/components/topic-screen.tsx';
import { NotFoundScreen } from '../not-found-screen.tsx';

/** `/forum/{slug}-{id}`: one topic with its comments. */
export function Component() {
  const id = parseSlugId(useParams()['slugId'] ?? '')?.id;
  return id ? <TopicScreen key={id} id={id} notFound={<NotFoundScreen />} /> : <NotFoundScreen />;
}
