import { isId } from '@backline/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/ui/error-alert.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import {
  PAGE_EDIT_MAX_WIDTH,
  PageEditScreen,
} from '../../features/pages/components/page-edit-screen.tsx';
import { RouteLoading } from '../route-loading.tsx';
import { LazyAvatarCoverEditor, LazyMediaManager } from './media-slots.tsx';

/**
 * `/page/edit?id={pageId}` (the spec gives the path without the page). The media feature's
 * avatar/cover editor and media manager go into `avatarSlot` and `mediaSlot`.
 */
export function Component() {
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  if (session.status === 'error') return <ErrorAlert error={session.error} />;
  if (session.status !== 'authenticated') return <RouteLoading />;
  return (
    <PageEditScreen
      pageId={id && isId(id) ? id : null}
      userId={session.user.id}
      onLeft={(page) => navigate(page.resource, { replace: true })}
      onDeleted={() => navigate('/home', { replace: true })}
      avatarSlot={({ page, refresh }) => (
        <LazyAvatarCoverEditor
          owner={{ kind: 'page', id: page.id }}
          name={page.name}
          picture={page.picture}
          cover={page.cover}
          onChanged={refresh}
          screenMaxWidth={PAGE_EDIT_MAX_WIDTH}
        />
      )}
      mediaSlot={({ page }) => <LazyMediaManager owner={{ kind: 'page', id: page.id }} />}
    />
  );
}
