import { createContext, useContext, useEffect } from 'react';

const APP_NAME = 'Backline';

export const documentTitle = (title: string | null | undefined): string =>
  title ? `${title} · ${APP_NAME}` : APP_NAME;

/**
 * Where a page title goes while prerendering (no effects run there): the prerender collects the
 * screen's title for the page's `<title>`.
 */
export const PageTitleCollector = createContext<((title: string) => void) | null>(null);

/** Sets `document.title` to "<title> · Backline" while the calling screen is shown. */
export function usePageTitle(title: string | null | undefined): void {
  const collector = useContext(PageTitleCollector);
  collector?.(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
