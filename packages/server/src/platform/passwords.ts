import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id (algorithm 2: the package's `Algorithm` is a const enum, which type stripping cannot
 * read) with the OWASP-recommended minimum: 19 MiB, 2 passes, 1 lane. The parameters are stored
 * in each hash, so raising them later only affects new hashes.
 */
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the throwaway hash ahead of time, so the first unknown sign-in is not slower. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}

/**
 * Verifies against a throwaway hash with the same parameters, so that signing in with an unknown
 * account takes as long as a wrong password and does not reveal whether the account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
