import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { safeRedirectTarget } from '../../../lib/navigation.ts';
import { setToken } from '../../../lib/session-storage.ts';
import { createKeyToken } from '../api/create-key-token.ts';
import { meQuery } from '../api/fetch-me.ts';

/** `?key=<one-time login key>` on any address signs in with that key (spec section 7). */
export const KEY_QUERY_PARAM = 'key';

/** What the login screen is told when a key did not work (router location state). */
export type KeyLoginState = { keyLoginFailed: true };

export const isKeyLoginFailedState = (state: unknown): state is KeyLoginState =>
  typeof state === 'object' && state !== null && 'keyLoginFailed' in state;

let pendingKey: string | null = null;

/**
 * Takes `key` out of the address bar at once (before the router reads the address, so that no
 * guard, history entry or referrer keeps it) and keeps it for `useKeyLogin`. Called once at start.
 */
export function takeLoginKeyFromAddress(): void {
  const url = new URL(window.location.href);
  const key = url.searchParams.get(KEY_QUERY_PARAM);
  if (key === null) return;
  url.searchParams.delete(KEY_QUERY_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (key.trim() !== '') pendingKey = key;
}

/** For tests: the key waiting to be used. */
export const peekPendingLoginKey = (): string | null => pendingKey;

/**
 * Signs in with the key taken from the address (once): stores the token like the login form,
 * loads the user and leaves `/login` for the redirect target or /home. A key that does not work
 * ends on `/login`, which shows 'Unknown account or wrong credentials'. Mounted once, in the app
 * shell; `key` appearing later (a link inside the app) is taken as well.
 */
export function useKeyLogin(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate: signIn } = useMutation({
    mutationFn: ({ key }: { key: string; redirect: string | null; fromLogin: boolean }) =>
      createKeyToken(key),
    onSuccess: ({ token }, { redirect, fromLogin }) => {
      queryClient.clear();
      setToken(token);
      // The user loads with the new session; a failure there is not the key's.
      void queryClient.prefetchQuery(meQuery);
      if (fromLogin) void navigate(redirect ?? '/home', { replace: true });
    },
    onError: () => {
      const state: KeyLoginState = { keyLoginFailed: true };
      void navigate('/login', { replace: true, state });
    },
  });

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const inAddress = params.get(KEY_QUERY_PARAM);
    if (inAddress !== null) {
      // A key that reached the router after the start (a link inside the app).
      params.delete(KEY_QUERY_PARAM);
      const search = params.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true },
      );
      if (inAddress.trim() !== '') pendingKey = inAddress;
    }
    const key = pendingKey;
    if (key === null) return;
    pendingKey = null;
    const fromLogin = location.pathname === '/login';
    const redirect = fromLogin ? safeRedirectTarget(params.get('redirect')) : null;
    signIn({ key, redirect, fromLogin });
  }, [location.pathname, location.search, location.hash, navigate, signIn]);
}
