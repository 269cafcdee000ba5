import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PageKind, PageRole } from '@backline/domain';
import {
  accountCodes,
  gemaMemberships,
  pageMembers,
  pages,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { DEMO_ADMIN_TOTP_SECRET } from '../../db/seed/index.ts';
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
  /** A musician who is a (plain) member of `actor.page`, a band owned by someone else. */
  'pageMember',
  /** A musician who is an admin of `actor.page`, a band owned by someone else. */
  'pageAdmin',
  /** A musician who owns `actor.page`, a band. */
  'pageOwner',
  /** A musician with a verified GEMA membership. */
  'gemaVerified',
] as const;
export type ActiveRole = (typeof ACTIVE_ROLES)[number];

/** The page roles among the contexts, and the team role each one has in its page. */
export const PAGE_ROLE_OF_CONTEXT = {
  pageMember: 'member',
  pageAdmin: 'admin',
  pageOwner: 'owner',
} as const satisfies Partial<Record<ActiveRole, PageRole>>;
type PageContext = keyof typeof PAGE_ROLE_OF_CONTEXT;
const isPageContext = (role: ActiveRole): role is PageContext =>
  Object.hasOwn(PAGE_ROLE_OF_CONTEXT, role);

/** The password of every account the matrix makes (fits the sign-up rules). */
export const MATRIX_PASSWORD = 'Matrix-Passw0rd9';

/** A second password that fits the rules: what a reset or a change sets. */
export const MATRIX_NEW_PASSWORD = 'Matrix-Neu-Passw0rd2';

/** A second-factor secret for the contexts with two-factor sign-in (the demo admin's). */
export const MATRIX_TOTP_SECRET = DEMO_ADMIN_TOTP_SECRET;

export type Account = { id: string; email: string; name: string };

/** A page made for the matrix, and the actor's role in it. */
export type MatrixPage = { id: string; urlname: string; ownerId: string; role: PageRole };

/**
 * A caller: an account (none for the visitor) and, when signed in, its session. The page
 * contexts also have a page (`page`); everyone else has none.
 */
export type Actor = {
  role: ActiveRole;
  account: Account | null;
  token: string | null;
  sessionId: string | null;
  page: MatrixPage | null;
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

const nextYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000);

/** The account each signed-in context is made with. */
const ACCOUNT_OF_ROLE: Record<Exclude<ActiveRole, 'visitor'>, () => AccountOptions> = {
  private: () => ({ type: 'private' }),
  musician: () => ({ type: 'musician' }),
  moderator: () => ({ type: 'private', role: 'moderator', twoFactor: true }),
  admin: () => ({ type: 'private', role: 'admin' }),
  admin2fa: () => ({ type: 'private', role: 'admin', twoFactor: true }),
  banned: () => ({ type: 'musician', communityBanUntil: nextYear() }),
  deactivated: () => ({ type: 'musician' }),
  pageMember: () => ({ type: 'musician' }),
  pageAdmin: () => ({ type: 'musician' }),
  pageOwner: () => ({ type: 'musician' }),
  gemaVerified: () => ({ type: 'musician' }),
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

  /** A fresh account (musician unless told) with a live session: `{ id, email, name, token }`. */
  async function createSignedInAccount(options: AccountOptions = {}) {
    const account = await createAccount(options);
    const { token } = await createSession(account.id);
    return { ...account, token };
  }

  /** Many live sessions of one account in one insert (the bad-input test uses one per request). */
  async function createSessions(userId: string, count: number): Promise<string[]> {
    const tokens = Array.from({ length: count }, () => createSessionToken());
    await db
      .insert(sessions)
      .values(tokens.map((token) => ({ userId, tokenHash: hashSessionToken(token) })));
    return tokens;
  }

  /** A band page owned by `ownerId` (a fresh musician when not given). */
  async function createPage(
    options: { ownerId?: string; kind?: PageKind } = {},
  ): Promise<MatrixPage> {
    const ownerId = options.ownerId ?? (await createAccount()).id;
    const urlname = `matrix-${unique()}`;
    const kind = options.kind ?? 'artist';
    const [row] = await db
      .insert(pages)
      .values({
        kind,
        artistForm: kind === 'artist' ? 'band' : null,
        organizationType: kind === 'organization' ? 'firma' : null,
        name: `Matrix Page ${urlname}`,
        urlname,
        createdBy: ownerId,
      })
      .returning({ id: pages.id });
    if (!row) throw new Error('Inserting a matrix page returned no row.');
    await db
      .insert(pageMembers)
      .values({ pageId: row.id, userId: ownerId, role: 'owner', joinedVia: 'created' });
    return { id: row.id, urlname, ownerId, role: 'owner' };
  }

  /** Puts `userId` into the page's team with `role` (not owner: a page has one). */
  async function addPageMember(pageId: string, userId: string, role: Exclude<PageRole, 'owner'>) {
    await db.insert(pageMembers).values({ pageId, userId, role, joinedVia: 'admin' });
  }

  /** A verified GEMA membership for the account. */
  async function verifyGema(userId: string): Promise<void> {
    await db
      .insert(gemaMemberships)
      .values({ userId, memberNumber: `M${unique()}`, provider: 'development' });
  }

  async function deactivate(userId: string): Promise<void> {
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, userId));
  }

  /** A fresh caller in the given context. */
  async function createActor(role: ActiveRole): Promise<Actor> {
    if (role === 'visitor') {
      return { role, account: null, token: null, sessionId: null, page: null };
    }
    const account = await createAccount(ACCOUNT_OF_ROLE[role]());
    const { token, sessionId } = await createSession(account.id);
    if (role === 'deactivated') await deactivate(account.id);
    if (role === 'gemaVerified') await verifyGema(account.id);
    let page: MatrixPage | null = null;
    if (isPageContext(role)) {
      const teamRole = PAGE_ROLE_OF_CONTEXT[role];
      if (teamRole === 'owner') {
        page = await createPage({ ownerId: account.id });
      } else {
        const othersPage = await createPage();
        await addPageMember(othersPage.id, account.id, teamRole);
        page = { ...othersPage, role: teamRole };
      }
    }
    return { role, account, token, sessionId, page };
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
    createSignedInAccount,
    createSessions,
    createActor,
    createPage,
    addPageMember,
    verifyGema,
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
