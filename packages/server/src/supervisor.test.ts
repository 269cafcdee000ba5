import { describe, expect, it } from 'vitest';
import {
  CONFIG_ERROR_EXIT_CODE,
  DEFAULT_RESTART_POLICY,
  decideAfterExit,
  quickStartEnvironment,
  type ServerExit,
} from './supervisor.ts';

const crash = (upMs: number): ServerExit => ({ code: 1, signal: null, upMs, stopping: false });

/** The delays of `count` quick crashes in a row, each fed the previous decision's count. */
function delaysOf(exits: ServerExit[]): number[] {
  let failures = 0;
  return exits.map((exit) => {
    const decision = decideAfterExit(exit, failures);
    if (decision.action !== 'restart')
      throw new Error(`expected a restart, got ${decision.reason}`);
    failures = decision.failures;
    return decision.delayMs;
  });
}

describe('the supervisor of npm start', () => {
  it('restarts a crashed server after 1 s, doubling with each quick crash up to 30 s', () => {
    expect(delaysOf(Array.from({ length: 8 }, () => crash(2_000)))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('starts the back-off over once the server stayed up a minute', () => {
    const exits = [crash(500), crash(500), crash(500), crash(60_000), crash(500)];
    expect(delaysOf(exits)).toEqual([1_000, 2_000, 4_000, 1_000, 2_000]);
    expect(delaysOf([crash(59_999), crash(59_999)])).toEqual([1_000, 2_000]);
  });

  it('restarts a server killed by a signal it was not asked to stop with (OOM, kill -9)', () => {
    const decision = decideAfterExit(
      { code: null, signal: 'SIGKILL', upMs: 5_000, stopping: false },
      0,
    );
    expect(decision).toMatchObject({ action: 'restart', delayMs: 1_000, failures: 1 });
    expect(decision.reason).toBe('the server was killed by SIGKILL after 5.0 s');
  });

  it('does not restart after SIGTERM or SIGINT it passed on, and exits with the server', () => {
    expect(decideAfterExit({ code: 0, signal: null, upMs: 9_000, stopping: true }, 3)).toEqual({
      action: 'exit',
      code: 0,
      reason: 'stopped on request',
    });
    // A second signal forces the server out with 1: still no restart.
    expect(
      decideAfterExit({ code: 1, signal: null, upMs: 9_000, stopping: true }, 0),
    ).toMatchObject({
      action: 'exit',
      code: 1,
    });
    expect(
      decideAfterExit({ code: null, signal: 'SIGTERM', upMs: 9_000, stopping: true }, 0),
    ).toMatchObject({ action: 'exit', code: 0 });
  });

  it('does not restart a server that stopped cleanly or whose configuration is invalid', () => {
    expect(decideAfterExit({ code: 0, signal: null, upMs: 100, stopping: false }, 0)).toMatchObject(
      {
        action: 'exit',
        code: 0,
      },
    );
    expect(
      decideAfterExit(
        { code: CONFIG_ERROR_EXIT_CODE, signal: null, upMs: 100, stopping: false },
        0,
      ),
    ).toMatchObject({ action: 'exit', code: CONFIG_ERROR_EXIT_CODE });
  });

  it('uses the policy it is given', () => {
    const policy = { ...DEFAULT_RESTART_POLICY, initialDelayMs: 10, maxDelayMs: 25 };
    expect(decideAfterExit(crash(0), 0, policy)).toMatchObject({ delayMs: 10 });
    expect(decideAfterExit(crash(0), 1, policy)).toMatchObject({ delayMs: 20 });
    expect(decideAfterExit(crash(0), 2, policy)).toMatchObject({ delayMs: 25 });
  });
});

describe('the quick start environment', () => {
  it('runs in production with the simulated GEMA society while demo data is seeded', () => {
    const { env, notes } = quickStartEnvironment({ PATH: '/bin' });
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      GEMA_PROVIDER: 'development',
      PATH: '/bin',
    });
    expect(notes.join(' ')).toMatch(/SIMULATED collecting society/);
  });

  it('leaves GEMA to the configuration of a real deployment', () => {
    for (const SEED_ON_EMPTY of ['false', 'FALSE', '0', 'no', 'off']) {
      const { env, notes } = quickStartEnvironment({ SEED_ON_EMPTY });
      expect(env.GEMA_PROVIDER, SEED_ON_EMPTY).toBeUndefined();
      expect(notes).toEqual([]);
    }
    expect(quickStartEnvironment({ GEMA_PROVIDER: 'disabled' }).env.GEMA_PROVIDER).toBe('disabled');
    expect(quickStartEnvironment({ NODE_ENV: 'development' }).env.NODE_ENV).toBe('development');
  });
});
