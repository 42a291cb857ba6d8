import { z } from 'zod';
import { requiredId } from './selection';

/** GET /discount/check/code/{code}/course-service/{serviceId}: whether the learner may use the
 * code for the service, and the price it gives. Money in minor units (kopecks). */
export const DiscountCheckParams = z.object({
  code: z.string().trim().min(1).max(64),
  serviceId: requiredId('serviceId'),
});

export const DiscountedPrice = z.object({
  price: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
});
export type DiscountedPrice = z.infer<typeof DiscountedPrice>;

export const DiscountCheck = z.object({
  success: z.literal(true),
  code: z.string(),
  type: z.enum(['percent', 'fixed']),
  /** A percent, or kopecks off. */
  value: z.number().int(),
  ...DiscountedPrice.shape,
});
export type DiscountCheck = z.infer<typeof DiscountCheck>;
