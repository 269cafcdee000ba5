import { BookmarksScreen } from '../../features/bookmarks/components/bookmarks-screen.tsx';

export function Component() {
  return <BookmarksScreen />;
}
