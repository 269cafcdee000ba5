import { lazy, Suspense } from 'react';
import { ForumListScreen } from '../../features/forum/components/forum-list-screen.tsx';

// The bookmark menu loads after the list, in a chunk of its own.
const BookmarkMenu = lazy(() =>
  import('../../features/bookmarks/components/bookmark-menu.tsx').then((module) => ({
    default: module.BookmarkMenu,
  })),
);

/** `/forum`: the topic list with its bookmarks. */
export function Component() {
  return (
    <ForumListScreen
      renderBookmarks={({ filter, onApply }) => (
        <Suspense fallback={null}>
          <BookmarkMenu
            route="/forum"
            filter={filter}
            onApply={onApply}
            manageHref="/user/bookmarks"
          />
        </Suspense>
      )}
    />
  );
}
