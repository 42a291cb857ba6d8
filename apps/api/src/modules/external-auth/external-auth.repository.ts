import { and, eq, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { externalAuths } from '../../db/schema/users';
import { oauthStates } from '../../db/schema/verification';

export type OAuthStateRow = typeof oauthStates.$inferSelect;
export type NewOAuthState = typeof oauthStates.$inferInsert;

/** Pending social sign-ins (their state) and the accounts they find or link. */
export function externalAuthRepository(db: Executor) {
  return {
    async createState(values: NewOAuthState): Promise<void> {
      await db.insert(oauthStates).values(values);
    },

    /** Abandoned sign-ins: their states are never coming back. */
    async deleteExpiredStates(now: Date): Promise<void> {
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
    },

    /** Takes a state out in one statement, so that a replayed callback finds nothing. */
    async consumeState(state: string, provider: string): Promise<OAuthStateRow | undefined> {
      const [row] = await db
        .delete(oauthStates)
        .where(and(eq(oauthStates.state, state), eq(oauthStates.provider, provider)))
        .returning();
      return row;
    },

    async findLink(source: string, subject: string) {
      const [row] = await db
        .select()
        .from(externalAuths)
        .where(and(eq(externalAuths.source, source), eq(externalAuths.subject, subject)));
      return row;
    },

    /** The user's other accounts at the same provider. */
    async unlinkOthers(userId: number, source: string, keptSubject: string): Promise<void> {
      await db
        .delete(externalAuths)
        .where(
          and(
            eq(externalAuths.userId, userId),
            eq(externalAuths.source, source),
            ne(externalAuths.subject, keptSubject),
          ),
        );
    },

    /** False when the account is already linked (the unique index decides, so two users
     * linking the same account at once cannot both win). */
    async link(values: {
      userId: number;
      source: string;
      subject: string;
      email: string | null;
    }): Promise<boolean> {
      const inserted = await db
        .insert(externalAuths)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: externalAuths.id });
      return inserted.length > 0;
    },
  };
}
