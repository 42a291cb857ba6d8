import type { DiscountCheck, DiscountCheckParams } from '../discounts';
import { endpoint } from '../endpoint';

/** Discount codes (signed-in). A code the learner may not use answers 422 with the reason. */
export const discountEndpoints = {
  check: endpoint<{ params: typeof DiscountCheckParams; answer: typeof DiscountCheck }>()({
    method: 'GET',
    path: '/discount/check/code/:code/course-service/:serviceId',
  }),
};
