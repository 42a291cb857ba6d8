import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courseServices } from '../../db/schema/course-services';
import { courses } from '../../db/schema/courses';
import {
  discountCodeServices,
  discountCodes,
  discountRedemptions,
} from '../../db/schema/discounts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type ServiceRow = typeof courseServices.$inferSelect;

const r = discountRedemptions;

export interface UseOptions {
  lock?: boolean;
  exceptAttempt?: string;
}

export function discountsRepository(db: Executor) {
  return {
    /** An active service of a course of the brand (or of no brand). */
    async findService(brandId: number, serviceId: number): Promise<ServiceRow | undefined> {
      const [row] = await db
        .select({ service: courseServices })
        .from(courseServices)
        .innerJoin(courses, eq(courses.id, courseServices.courseId))
        .where(
          and(
            eq(courseServices.id, serviceId),
            eq(courseServices.isActive, true),
            sql`(${courses.brandId} is null or ${courses.brandId} = ${brandId})`,
          ),
        );
      return row?.service;
    },

    /**
     * The brand's code with what decides whether the learner may use it for the service: whether
     * it applies to it, its unreleased uses and whether one of them is the learner's (other than
     * the use of `exceptAttempt`, a retried purchase). `lock` holds the code's row until the
     * transaction ends, so that concurrent uses queue on it.
     */
    async findForUse(
      brandId: number,
      code: string,
      serviceId: number,
      userId: number,
      { lock = false, exceptAttempt }: UseOptions = {},
    ) {
      const query = db
        .select()
        .from(discountCodes)
        .where(and(eq(discountCodes.brandId, brandId), eq(discountCodes.code, code)));
      const [row] = await (lock ? query.for('update') : query);
      if (!row) return undefined;
      const counted = and(
        eq(r.codeId, row.id),
        isNull(r.releasedAt),
        exceptAttempt === undefined ? undefined : ne(r.attemptKey, exceptAttempt),
      );
      const [[scope], [uses], [mine]] = await Promise.all([
        db
          .select({ count: count() })
          .from(discountCodeServices)
          .where(
            and(
              eq(discountCodeServices.codeId, row.id),
              eq(discountCodeServices.serviceId, serviceId),
            ),
          ),
        db.select({ count: count() }).from(r).where(counted),
        db
          .select({ count: count() })
          .from(r)
          .where(and(counted, eq(r.userId, userId))),
      ]);
      return {
        row,
        appliesToService: (scope?.count ?? 0) > 0,
        used: uses?.count ?? 0,
        usedByLearner: (mine?.count ?? 0) > 0,
      };
    },

    /** A code of the brand for the services, unless the brand has one by that name (demo data). */
    async addCodeOnce(
      values: Omit<typeof discountCodes.$inferInsert, 'id'>,
      serviceIds: number[],
    ): Promise<void> {
      const [code] = await db
        .insert(discountCodes)
        .values(values)
        .onConflictDoNothing({ target: [discountCodes.brandId, discountCodes.code] })
        .returning({ id: discountCodes.id });
      if (!code || serviceIds.length === 0) return;
      await db
        .insert(discountCodeServices)
        .values(serviceIds.map((serviceId) => ({ codeId: code.id, serviceId })));
    },

    /** The learner's use of the code for the attempt; a retried attempt keeps its use. */
    async reserve(values: {
      codeId: number;
      userId: number;
      attemptKey: string;
      discount: number;
    }) {
      await db
        .insert(r)
        .values(values)
        .onConflictDoNothing({ target: [r.userId, r.attemptKey] });
    },

    /** Whether the attempt already holds a use (a retry of it). */
    async heldBy(userId: number, attemptKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: r.id })
        .from(r)
        .where(and(eq(r.userId, userId), eq(r.attemptKey, attemptKey), isNull(r.releasedAt)));
      return row !== undefined;
    },

    attachOrder: (userId: number, attemptKey: string, orderId: number) =>
      db
        .update(r)
        .set({ orderId })
        .where(and(eq(r.userId, userId), eq(r.attemptKey, attemptKey))),

    /** The attempt's order was not paid: its use no longer counts. */
    release: (userId: number, attemptKey: string, at: Date) =>
      db
        .update(r)
        .set({ releasedAt: at })
        .where(and(eq(r.userId, userId), eq(r.attemptKey, attemptKey), isNull(r.releasedAt))),
  };
}
