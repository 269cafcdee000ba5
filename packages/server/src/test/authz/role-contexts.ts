import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountCodes, sessions, users } from '../../db/schema/index.ts';
import { DEMO_ADMIN_TOTP_SECRET } from '../../db/seed.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { createSessionToken, hashSessionToken } from '../../platform/tokens.ts';
import { currentTotp } from '../../modules/two-factor/two-factor.service.ts';
import type { AccountCodePurpose } from '../../db/schema/account-codes.ts';

/**
 * The caller contexts of the authorization matrix (quality.md). Each cell of the matrix gets a
 * fresh account in its context, so that a row may change or end the caller's account (deactivate,
 * change the password, log out) without touching any other cell.
 */
export const ACTIVE_ROLES = [
  /** No token at all. */
  'visitor',
  /** A private (non-musician) account. */
  'private',
  /** A musician account. */
  'musician',
  /** Site role moderator, with two-factor sign-in on (as the role requires). */
  'moderator',
  /** Site role admin WITHOUT two-factor sign-in: the admin routes must refuse it. */
  'admin',
  /** Site role admin with two-factor sign-in on: the one context the admin routes serve. */
  'admin2fa',
  /** A musician under a community ban (until next year): may still use the account. */
  'banned',
  /** A musician deactivated after signing in: the token must stop working (401). */
  'deactivated',
] as const;
export type ActiveRole = (typeof ACTIVE_ROLES)[number];

/**
 * Contexts of issue 4 (pages and GEMA verification). They belong to the matrix's role type now, so
 * that the table grows columns rather than a second table when pages arrive; no route serves them
 * yet, so no row names them.
 */
export type PendingRole = 'pageMember' | 'pageAdmin' | 'pageOwner' | 'gemaVerified';
export type RoleContext = ActiveRole | PendingRole;

/** The password of every account the matrix makes (fits the sign-up rules). */
export const MATRIX_PASSWORD = 'Matrix-Passw0rd9';

/** A second-factor secret for the contexts with two-factor sign-in (the demo admin's). */
export const MATRIX_TOTP_SECRET = DEMO_ADMIN_TOTP_SECRET;

export type Account = { id: string; email: string; name: string };

/** A caller: an account (none for the visitor) and, when signed in, its session. */
export type Actor = {
  role: ActiveRole;
  account: Account | null;
  token: string | null;
  sessionId: string | null;
};

export type AccountOptions = {
  type?: 'private' | 'musician';
  role?: 'user' | 'moderator' | 'admin';
  twoFactor?: boolean;
  communityBanUntil?: Date | null;
  activated?: boolean;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let counter = 0;
const unique = () => {
  counter += 1;
  return `${Date.now().toString(36)}${counter.toString(36)}`;
};

/** Builds accounts, sessions and codes for the matrix and the bad-input test, straight in the DB. */
export async function createFixtures(app: FastifyInstance) {
  const { db } = app.database;
  const passwordHash = await hashPassword(MATRIX_PASSWORD);

  async function createAccount(options: AccountOptions = {}): Promise<Account> {
    const stamp = unique();
    const email = `matrix.${stamp}@example.com`;
    const name = `Matrix Person ${stamp}`;
    const [row] = await db
      .insert(users)
      .values({
        email,
        name,
        passwordHash,
        type: options.type ?? 'musician',
        role: options.role ?? 'user',
        activatedAt: options.activated === false ? null : new Date(),
        totpSecret: options.twoFactor ? MATRIX_TOTP_SECRET : null,
        totpEnabledAt: options.twoFactor ? new Date() : null,
        communityBanUntil: options.communityBanUntil ?? null,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('Inserting a matrix account returned no row.');
    return { id: row.id, email, name };
  }

  /** A live session as `POST /api/token` makes it (random token, stored hashed). */
  async function createSession(userId: string): Promise<{ token: string; sessionId: string }> {
    const token = createSessionToken();
    const [row] = await db
      .insert(sessions)
      .values({ userId, tokenHash: hashSessionToken(token) })
      .returning({ id: sessions.id });
    if (!row) throw new Error('Inserting a matrix session returned no row.');
    return { token, sessionId: row.id };
  }

  /** Many live sessions of one account in one insert (the bad-input test uses one per request). */
  async function createSessions(userId: string, count: number): Promise<string[]> {
    const tokens = Array.from({ length: count }, () => createSessionToken());
    await db
      .insert(sessions)
      .values(tokens.map((token) => ({ userId, tokenHash: hashSessionToken(token) })));
    return tokens;
  }

  const nextYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000);

  const ACCOUNT_OF_ROLE: Record<Exclude<ActiveRole, 'visitor'>, () => AccountOptions> = {
    private: () => ({ type: 'private' }),
    musician: () => ({ type: 'musician' }),
    moderator: () => ({ type: 'private', role: 'moderator', twoFactor: true }),
    admin: () => ({ type: 'private', role: 'admin' }),
    admin2fa: () => ({ type: 'private', role: 'admin', twoFactor: true }),
    banned: () => ({ type: 'musician', communityBanUntil: nextYear() }),
    deactivated: () => ({ type: 'musician' }),
  };

  async function deactivate(userId: string): Promise<void> {
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, userId));
  }

  /** A fresh caller in the given context. */
  async function createActor(role: ActiveRole): Promise<Actor> {
    if (role === 'visitor') return { role, account: null, token: null, sessionId: null };
    const account = await createAccount(ACCOUNT_OF_ROLE[role]());
    const { token, sessionId } = await createSession(account.id);
    if (role === 'deactivated') await deactivate(account.id);
    return { role, account, token, sessionId };
  }

  /** The options that make an account of this context (for sign-in through the API). */
  const accountOptionsOf = (role: Exclude<ActiveRole, 'visitor'>) => ACCOUNT_OF_ROLE[role]();

  /** A live one-time code (activation, reset, ...) whose plain text the caller knows. */
  async function createCode(userId: string, purpose: AccountCodePurpose): Promise<string> {
    const code = String(100_000 + Math.floor(Math.random() * 900_000));
    await db
      .insert(accountCodes)
      .values({
        userId,
        purpose,
        codeHash: sha256(code),
        expiresAt: sql`now() + interval '30 minutes'`,
      })
      .onConflictDoUpdate({
        target: [accountCodes.userId, accountCodes.purpose],
        set: { codeHash: sha256(code), attempts: 0, expiresAt: sql`now() + interval '30 minutes'` },
      });
    return code;
  }

  /** Switches two-factor sign-in on for the account and answers a current code. */
  async function enableTwoFactor(userId: string): Promise<string> {
    await db
      .update(users)
      .set({ totpSecret: MATRIX_TOTP_SECRET, totpEnabledAt: new Date(), totpLastStep: null })
      .where(eq(users.id, userId));
    return currentTotp(MATRIX_TOTP_SECRET);
  }

  return {
    createAccount,
    createSession,
    createSessions,
    createActor,
    deactivate,
    createCode,
    enableTwoFactor,
    accountOptionsOf,
    uniqueEmail: () => `matrix.${unique()}@example.com`,
    /** A German mobile number nobody else in this run has. */
    uniquePhone: () => `+49170${String(1_000_000 + (counter += 1)).slice(-7)}`,
  };
}

export type Fixtures = Awaited<ReturnType<typeof createFixtures>>;
