import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { i18n, type Namespace, type TranslationKey } from './i18n.ts';
import type { TranslateParams } from './translator.ts';

export type TFunction<N extends Namespace> = (
  key: TranslationKey<N>,
  params?: TranslateParams,
) => string;

/**
 * The texts of namespace `N` (default `common`); `other:key` reaches another namespace. The
 * component re-renders when the language changes. Same shape as react-i18next's hook.
 */
export function useTranslation<N extends Namespace = 'common'>(
  namespace?: N | readonly [N, ...Namespace[]],
): { t: TFunction<N>; i18n: typeof i18n } {
  const subscribe = useCallback((notify: () => void) => i18n.on('languageChanged', notify), []);
  // The revision changes with the language and when texts of the language arrive.
  const revision = useSyncExternalStore(subscribe, () => i18n.revision);
  const ns = (Array.isArray(namespace) ? namespace[0] : namespace) as N | undefined;
  const t = useMemo<TFunction<N>>(
    // `revision` is read so that new texts give a new `t` (and memoised children update).
    () => (key, params) => (revision >= 0 ? i18n.translate(key, params, ns) : key),
    [revision, ns],
  );
  return { t, i18n };
}
