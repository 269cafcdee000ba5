import { AppError, type QrChallengeCreated } from '@backline/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createQrChallenge, waitForApproval } from '../api/qr-login.ts';

export type QrLoginState =
  | { phase: 'creating' }
  | { phase: 'waiting'; challenge: QrChallengeCreated }
  | { phase: 'expired' }
  | { phase: 'signing-in' }
  | { phase: 'failed'; error: unknown };

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** One challenge, from its creation until it is approved, expired or abandoned. */
async function runChallenge(
  signal: AbortSignal,
  update: (state: QrLoginState) => void,
  onToken: () => (token: string) => Promise<void>,
): Promise<void> {
  let challenge: QrChallengeCreated;
  try {
    challenge = await createQrChallenge();
  } catch (error) {
    if (!signal.aborted) update({ phase: 'failed', error });
    return;
  }
  if (signal.aborted) return;
  update({ phase: 'waiting', challenge });
  const expiresAt = new Date(challenge.expiresAt).getTime();
  while (!signal.aborted) {
    try {
      const result = await waitForApproval(challenge, signal);
      if (signal.aborted) return;
      if ('token' in result) {
        update({ phase: 'signing-in' });
        await onToken()(result.token);
        return;
      }
      if (result.status === 'expired') break;
    } catch (error) {
      if (signal.aborted) return;
      // Used or unknown: nothing to wait for any more.
      if (error instanceof AppError && error.code === 'qr.challenge_invalid') break;
      // A network hiccup: try again shortly while the code is still valid.
      if (Date.now() > expiresAt) break;
      await pause(2000, signal);
    }
  }
  if (!signal.aborted) update({ phase: 'expired' });
}

/**
 * The waiting browser: makes a challenge, then asks the server again and again (each request is
 * held open up to 25 s) until the phone approved it, it expired or the screen is left. Once
 * approved, `onToken` gets the new session's token (stored like after a password sign-in).
 */
export function useQrLogin(onToken: (token: string) => Promise<void>) {
  const [state, setState] = useState<QrLoginState>({ phase: 'creating' });
  const tokenHandler = useRef(onToken);
  useEffect(() => {
    tokenHandler.current = onToken;
  }, [onToken]);

  // Each generation is one challenge; "new code" starts the next.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void runChallenge(controller.signal, setState, () => tokenHandler.current);
    return () => controller.abort();
  }, [generation]);

  /** "New code": a fresh challenge after the last one expired or failed. */
  const restart = useCallback(() => {
    setState({ phase: 'creating' });
    setGeneration((previous) => previous + 1);
  }, []);

  return { state, restart };
}
