import { TransactionRollbackError, and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Locale } from '@backline/domain';
import type { Database, Transaction } from '../../db/client.ts';
import {
  externalIdentities,
  oidcFlows,
  users,
  type OidcFlowIdentity,
  type UserRow,
} from '../../db/schema/index.ts';

export type OidcFlowRow = typeof oidcFlows.$inferSelect;

export function createOidcRepository(db: Database) {
  return {
    async createFlow(input: {
      secretHash: string;
      provider: string;
      state: string;
      nonce: string;
      codeVerifier: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(oidcFlows).values(input);
    },

    async findLiveFlow(secretHash: string, provider: string): Promise<OidcFlowRow | null> {
      const [row] = await db
        .select()
        .from(oidcFlows)
        .where(
          and(
            eq(oidcFlows.secretHash, secretHash),
            eq(oidcFlows.provider, provider),
            gt(oidcFlows.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async updateFlow(
      id: string,
      values: { identity?: OidcFlowIdentity; userId?: string; passwordRequired?: boolean },
    ): Promise<void> {
      await db.update(oidcFlows).set(values).where(eq(oidcFlows.id, id));
    },

    /** Single use: true for the one caller that removed the flow. */
    async deleteFlow(id: string): Promise<boolean> {
      const rows = await db
        .delete(oidcFlows)
        .where(eq(oidcFlows.id, id))
        .returning({ id: oidcFlows.id });
      return rows.length > 0;
    },

    async deleteExpiredFlows(): Promise<void> {
      await db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, sql`now()`));
    },

    /** The account an issuer + subject is linked to; its `last_used_at` and e-mail are updated. */
    async useIdentity(identity: OidcFlowIdentity): Promise<string | null> {
      const [row] = await db
        .update(externalIdentities)
        .set({ lastUsedAt: sql`now()`, email: identity.email })
        .where(
          and(
            eq(externalIdentities.issuer, identity.issuer),
            eq(externalIdentities.subject, identity.subject),
          ),
        )
        .returning({ userId: externalIdentities.userId });
      return row?.userId ?? null;
    },

    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    /**
     * Links the identity to the account. An account that was never activated is activated (the
     * provider has verified its e-mail) and loses the password nobody confirmed, so that whoever
     * registered that e-mail before cannot sign in to it. False when the identity is linked to
     * another account already.
     */
    async link(
      userId: string,
      provider: string,
      identity: OidcFlowIdentity,
      options: { activate: boolean },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [linked] = await tx
          .insert(externalIdentities)
          .values({
            userId,
            provider,
            issuer: identity.issuer,
            subject: identity.subject,
            email: identity.email,
          })
          .onConflictDoNothing()
          .returning({ userId: externalIdentities.userId });
        if (!linked) {
          const [existing] = await tx
            .select({ userId: externalIdentities.userId })
            .from(externalIdentities)
            .where(
              and(
                eq(externalIdentities.issuer, identity.issuer),
                eq(externalIdentities.subject, identity.subject),
              ),
            );
          return existing?.userId === userId;
        }
        if (options.activate) {
          await tx
            .update(users)
            .set({ activatedAt: sql`now()`, passwordHash: null })
            .where(and(eq(users.id, userId), sql`${users.activatedAt} is null`));
        }
        return true;
      });
    },

    /** A new, activated account without password, linked to the identity; null on a conflict. */
    async createLinkedUser(input: {
      email: string;
      name: string;
      locale: Locale;
      provider: string;
      identity: OidcFlowIdentity;
    }): Promise<string | null> {
      const created = db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: input.email,
            name: input.name,
            type: 'private',
            locale: input.locale,
            passwordHash: null,
            activatedAt: sql`now()`,
          })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (!user) return null;
        const [linked] = await tx
          .insert(externalIdentities)
          .values({
            userId: user.id,
            provider: input.provider,
            issuer: input.identity.issuer,
            subject: input.identity.subject,
            email: input.email,
          })
          .onConflictDoNothing()
          .returning({ id: externalIdentities.id });
        // Linked meanwhile by another request: nothing of this one stays.
        if (!linked) tx.rollback();
        return user.id;
      });
      return created.catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return null;
        throw error;
      });
    },
  };
}

/** The purge: a purged account's links to external identities go. */
export async function purgeExternalIdentities(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(externalIdentities).where(eq(externalIdentities.userId, userId));
}
