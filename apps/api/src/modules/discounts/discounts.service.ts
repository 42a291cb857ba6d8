import type { DiscountCheck } from '@platform/contracts/discounts';
import {
  applyDiscount,
  type DiscountRefusal,
  discountErrorMessage,
  discountRefusal,
  normalizeDiscountCode,
} from '@platform/domain/discounts';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import type { SignedInUser } from '../auth/sessions.repository';
import { discountsRepository, type ServiceRow, type UseOptions } from './discounts.repository';

const refused = (refusal: DiscountRefusal) => fieldError('code', discountErrorMessage(refusal).key);

/** The code's discount on the service for this learner, or the reason it cannot be used (422
 * on `code`). Reads through `db`, locking the code's row when asked (inside a transaction). */
export async function usableDiscount(
  db: Executor,
  user: SignedInUser,
  service: ServiceRow,
  typed: string,
  now: Date,
  options: UseOptions = {},
) {
  const code = normalizeDiscountCode(typed);
  const found = await discountsRepository(db).findForUse(
    user.brandId,
    code,
    service.id,
    user.id,
    options,
  );
  const refusal = discountRefusal(
    found
      ? {
          expiresAt: found.row.expiresAt?.getTime() ?? null,
          usageLimit: found.row.usageLimit,
          used: found.used,
          appliesToService: found.appliesToService,
          usedByLearner: found.usedByLearner,
        }
      : null,
    now.getTime(),
  );
  if (refusal || !found) throw refused(refusal ?? 'notFound');
  const rule = { kind: found.row.kind, value: found.row.value };
  return { code: found.row, price: applyDiscount(service.price, rule) };
}

export function discountsService(ctx: AppContext) {
  const discounts = discountsRepository(ctx.db);
  return {
    /** GET /discount/check/code/{code}/course-service/{serviceId}. */
    async check(user: SignedInUser, typed: string, serviceId: number): Promise<DiscountCheck> {
      const service = await discounts.findService(user.brandId, serviceId);
      if (!service) throw notFound();
      const { code, price } = await usableDiscount(ctx.db, user, service, typed, ctx.clock.now());
      return {
        success: true,
        code: code.code,
        type: code.kind,
        value: code.value,
        ...price,
        currency: service.currency,
      };
    },
  };
}
