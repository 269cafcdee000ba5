import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isLocale, LANGUAGE_QUERY_PARAM, setLanguage } from './i18n.ts';

/**
 * `?lang=en` or `?lang=de` on any address switches the interface language, remembers it and is
 * then removed from the address bar (the rest of the query and the hash stay).
 */
export function useLanguageQueryParam(): void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(LANGUAGE_QUERY_PARAM)) return;
    const requested = params.get(LANGUAGE_QUERY_PARAM);
    if (isLocale(requested)) void setLanguage(requested);
    params.delete(LANGUAGE_QUERY_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location.pathname, location.search, location.hash, navigate]);
}
