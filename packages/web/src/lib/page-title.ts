import { useEffect } from 'react';

const APP_NAME = 'Backline';

/** Sets `document.title` to "<title> · Backline" while the calling screen is shown. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
