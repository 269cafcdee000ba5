/**
 * The decisions of `npm start`'s supervisor (scripts/start.ts), kept pure so that they can be
 * tested without processes: whether a server that exited is started again, and after how long.
 */

/** main.ts exits with this when the environment is invalid (sysexits' EX_CONFIG). */
export const CONFIG_ERROR_EXIT_CODE = 78;

export type RestartPolicy = {
  /** The wait before the first restart; it doubles with each further quick failure. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** A server that stayed up this long counts as healthy: the next failure starts over. */
  stableAfterMs: number;
};

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
};

export type ServerExit = {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** How long the server ran. */
  upMs: number;
  /** The supervisor was asked to stop (SIGTERM/SIGINT) and passed it on. */
  stopping: boolean;
};

export type SupervisorDecision =
  | { action: 'exit'; code: number; reason: string }
  | { action: 'restart'; delayMs: number; failures: number; reason: string };

const describeExit = ({ code, signal }: ServerExit) =>
  signal ? `was killed by ${signal}` : `exited with code ${code ?? 'none'}`;

/**
 * After the server exited: stop with it when we were asked to stop, when it ended cleanly (code
 * 0: someone stopped it on purpose) or when its configuration is invalid (a restart would fail
 * the same way); otherwise start it again after a back-off that doubles with each failure in a
 * row (`failures` before this one) up to the maximum, and starts over once a server stayed up.
 */
export function decideAfterExit(
  exit: ServerExit,
  failures: number,
  policy: RestartPolicy = DEFAULT_RESTART_POLICY,
): SupervisorDecision {
  if (exit.stopping) {
    return { action: 'exit', code: exit.code ?? 0, reason: 'stopped on request' };
  }
  if (exit.code === 0) {
    return { action: 'exit', code: 0, reason: 'the server stopped cleanly' };
  }
  if (exit.code === CONFIG_ERROR_EXIT_CODE) {
    return {
      action: 'exit',
      code: exit.code,
      reason: 'the configuration is invalid; fix it and start again',
    };
  }
  const previous = exit.upMs >= policy.stableAfterMs ? 0 : failures;
  const delayMs = Math.min(policy.initialDelayMs * 2 ** previous, policy.maxDelayMs);
  return {
    action: 'restart',
    delayMs,
    failures: previous + 1,
    reason: `the server ${describeExit(exit)} after ${formatSeconds(exit.upMs)}`,
  };
}

export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The values zod's `stringbool` (config.ts) reads as false. */
const OFF = new Set(['false', '0', 'no', 'off', 'n', 'disabled']);

/**
 * The quick start's environment: production mode, and, when the demo data is seeded (the
 * default) and nobody chose a GEMA provider, the simulated society, so that the demo shows the
 * whole product (docs/decisions.md). A real deployment sets SEED_ON_EMPTY=false and keeps GEMA
 * off unless it opts in. Returns the environment and what to tell the user.
 */
export function quickStartEnvironment(env: NodeJS.ProcessEnv): {
  env: NodeJS.ProcessEnv;
  notes: string[];
} {
  const next: NodeJS.ProcessEnv = { NODE_ENV: 'production', ...env };
  const notes: string[] = [];
  const seeding = !OFF.has((env.SEED_ON_EMPTY ?? '').trim().toLowerCase());
  if (seeding && !env.GEMA_PROVIDER?.trim()) {
    next.GEMA_PROVIDER = 'development';
    notes.push(
      'demo mode: GEMA verification uses the SIMULATED collecting society (GEMA_PROVIDER=development); ' +
        'set SEED_ON_EMPTY=false for a real deployment',
    );
  }
  return { env: next, notes };
}
