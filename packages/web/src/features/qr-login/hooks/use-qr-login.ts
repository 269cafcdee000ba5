import type { QrChallengeCreated } from '@backline/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { createQrChallenge, qrApprovalQuery } from '../api/qr-login.ts';

export type QrLoginState =
  | { phase: 'creating' }
  | { phase: 'waiting'; challenge: QrChallengeCreated }
  | { phase: 'expired' }
  | { phase: 'signing-in' }
  | { phase: 'failed'; error: unknown };

/**
 * The waiting browser: makes a challenge, then asks the server again and again (each request is
 * held open up to 25 s) until the phone approved it, it expired or the screen is left. Once
 * approved, `onToken` gets the new session's token (stored like after a password sign-in).
 */
export function useQrLogin(onToken: (token: string) => Promise<void>) {
  const create = useMutation({ mutationFn: createQrChallenge });
  const signIn = useMutation({ mutationFn: (token: string) => onToken(token) });
  const challenge = create.data ?? null;
  // Only until the token is there: signing in clears the query cache.
  const approval = useQuery({ ...qrApprovalQuery(challenge), enabled: signIn.isIdle });
  const token = approval.data && 'token' in approval.data ? approval.data.token : null;

  // One challenge when the screen opens (strict mode's second effect must not make another).
  const created = useRef(false);
  useEffect(() => {
    if (created.current) return;
    created.current = true;
    create.mutate();
  }, [create]);

  useEffect(() => {
    if (token !== null && signIn.isIdle) signIn.mutate(token);
  }, [token, signIn]);

  /** "New code": a fresh challenge after the last one expired or failed. */
  const { mutate: createAgain } = create;
  const { reset: resetSignIn } = signIn;
  const restart = useCallback(() => {
    resetSignIn();
    createAgain();
  }, [createAgain, resetSignIn]);

  let state: QrLoginState;
  if (create.isError) state = { phase: 'failed', error: create.error };
  else if (signIn.isError) state = { phase: 'failed', error: signIn.error };
  else if (!signIn.isIdle || token !== null) state = { phase: 'signing-in' };
  else if (!challenge) state = { phase: 'creating' };
  else if (
    approval.isError ||
    (approval.data && 'status' in approval.data && approval.data.status === 'expired')
  ) {
    state = { phase: 'expired' };
  } else state = { phase: 'waiting', challenge };
  return { state, restart };
}
