import { sql } from 'drizzle-orm';
import type { AppContext } from '../../src/context';
import { courseServices, type ServiceType } from '../../src/db/schema/course-services';
import { discountCodeServices, discountCodes } from '../../src/db/schema/discounts';
import { userScores } from '../../src/db/schema/points';
import { users } from '../../src/db/schema/users';

let sequence = 0;

/** A service of the course: 2990 roubles for 30 more days of access unless told otherwise. */
export async function buildService(
  ctx: AppContext,
  courseId: number,
  overrides: Partial<typeof courseServices.$inferInsert> & { type?: ServiceType } = {},
) {
  const [service] = await ctx.db
    .insert(courseServices)
    .values({
      courseId,
      type: 'course_subscription',
      title: 'Продление на 30 дней',
      price: 299000,
      days: 30,
      ...overrides,
    })
    .returning();
  if (!service) throw new Error('service not created');
  return service;
}

/** A code of the brand for the services: 10 % off, no expiry, no limit unless told otherwise. */
export async function buildDiscountCode(
  ctx: AppContext,
  brandId: number,
  serviceIds: number[],
  overrides: Partial<typeof discountCodes.$inferInsert> = {},
) {
  sequence += 1;
  const [code] = await ctx.db
    .insert(discountCodes)
    .values({ brandId, code: `TEST${sequence}`, kind: 'percent', value: 10, ...overrides })
    .returning();
  if (!code) throw new Error('code not created');
  if (serviceIds.length > 0) {
    await ctx.db
      .insert(discountCodeServices)
      .values(serviceIds.map((serviceId) => ({ codeId: code.id, serviceId })));
  }
  return code;
}

/** Points on the user's balance, as one award entry of the ledger. */
export async function givePoints(ctx: AppContext, userId: number, amount: number) {
  sequence += 1;
  return ctx.db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(userScores)
      .values({
        userId,
        amount,
        reason: 'dayFinished',
        subject: 'Тестовый курс',
        entryKey: `test:${sequence}`,
      })
      .returning();
    if (!entry) throw new Error('points not given');
    await tx
      .update(users)
      .set({ scoresAmount: sql`${users.scoresAmount} + ${amount}` })
      .where(sql`${users.id} = ${userId}`);
    return entry;
  });
}
