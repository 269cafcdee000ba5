import { directoryListOfRoute, type BookmarkRoute } from '@backline/domain';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { DirectoryScreen } from '../../features/directory/components/directory-screen.tsx';
import { DirectoryCardAction } from './directory-card-action.tsx';
import { LazyCityFilter } from './lazy-city-filter.tsx';

// The bookmark menu loads after the list, in a chunk of its own (the city search too).
const BookmarkMenu = lazy(() =>
  import('../../features/bookmarks/components/bookmark-menu.tsx').then((module) => ({
    default: module.BookmarkMenu,
  })),
);

/** `/verzeichnis/{musiker,livelocations,bands,firmen}`: a directory list with its bookmarks. */
export function Component() {
  const route = useLocation().pathname.replace(/\/+$/, '');
  const list = directoryListOfRoute(route) ?? 'musicians';
  const bookmarkRoute = route as BookmarkRoute;
  return (
    <DirectoryScreen
      key={list}
      list={list}
      renderBookmarks={({ filter, onApply }) => (
        <Suspense fallback={null}>
          <BookmarkMenu
            route={bookmarkRoute}
            filter={filter}
            onApply={onApply}
            manageHref="/user/bookmarks"
          />
        </Suspense>
      )}
      renderCityPicker={(props) => <LazyCityFilter id="directory-city" {...props} />}
      renderAction={(card) => <DirectoryCardAction card={card} />}
    />
  );
}
