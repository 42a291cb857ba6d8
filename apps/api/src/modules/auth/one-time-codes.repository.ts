import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { verificationCodes } from '../../db/schema/verification';

export type CodeRow = typeof verificationCodes.$inferSelect;
export type CodePurpose = CodeRow['purpose'];

/** What a code is for and where it went. `userId`, when given, narrows the scope to one account:
 * two accounts may verify the same phone number without voiding each other's codes. */
export interface CodeScope {
  purpose: CodePurpose;
  target: string;
  userId?: number;
}

function inScope(scope: CodeScope) {
  return and(
    eq(verificationCodes.purpose, scope.purpose),
    eq(verificationCodes.target, scope.target),
    scope.userId === undefined ? undefined : eq(verificationCodes.userId, scope.userId),
  );
}

export function oneTimeCodesRepository(db: Executor) {
  return {
    /** The newest code of a scope, used or not: it decides the resend countdown and is the only
     * one that can still be redeemed. */
    async latest(scope: CodeScope): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(inScope(scope))
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      return row;
    },

    async findByLinkTokenHash(hash: string): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.linkTokenHash, hash));
      return row;
    },

    /** A new code makes the earlier ones of its scope void. */
    async voidLive(scope: CodeScope, now: Date): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(and(inScope(scope), isNull(verificationCodes.consumedAt)));
    },

    async insert(values: typeof verificationCodes.$inferInsert): Promise<void> {
      await db.insert(verificationCodes).values(values);
    },

    /** Takes one of the code's attempts before it is compared, in one statement, so concurrent
     * guesses can never exceed the limit. Undefined when none is left or the code is used. */
    async reserveAttempt(id: number, maxAttempts: number): Promise<number | undefined> {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, id),
            lt(verificationCodes.attempts, maxAttempts),
            isNull(verificationCodes.consumedAt),
          ),
        )
        .returning({ attempts: verificationCodes.attempts });
      return row?.attempts;
    },

    /** Marks a code used; false when another request used it first. */
    async consume(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length > 0;
    },
  };
}
