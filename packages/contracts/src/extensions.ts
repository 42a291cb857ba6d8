import { z } from 'zod';
import { Order } from './order';
import { requiredId } from './selection';
import { UnixMilliseconds } from './time';

/** Extensions (spec 002 "Extend", section 7): what a stream can be extended by and the purchase
 * of it. Money in minor units (kopecks). */

export const ExtendParams = z.object({ streamId: requiredId('streamId') });
export const ExtendServiceParams = ExtendParams.extend({ serviceId: requiredId('serviceId') });

export const EXTEND_TYPE_CODES = ['course_subscription', 'expert_additional_question'] as const;

export const ExtendService = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number().int(),
  currency: z.string(),
  /** Days the purchase adds. */
  days: z.number().int(),
});

export const Extend = z.object({
  /** The service's id: the option is bought as POST /extend/{streamId}/course-service/{id}. */
  id: z.number().int(),
  streamId: z.number().int(),
  typeCode: z.enum(EXTEND_TYPE_CODES),
  service: ExtendService,
});
export type Extend = z.infer<typeof Extend>;

/** The stream's options with what the screen shows beside them. */
export const ExtendOptions = z.object({
  streamId: z.number().int(),
  courseTitle: z.string(),
  /** Access ends (ms, as a stream's dates are). */
  endDate: UnixMilliseconds,
  /** The expert questions end (ms), null when the stream has no limit on them. */
  messageExpiresDate: UnixMilliseconds.nullable(),
  /** The learner's points, and how many of them may pay part of a purchase (0 below 200). */
  points: z.object({ balance: z.number().int(), spendable: z.boolean() }),
  extends: z.array(Extend),
});
export type ExtendOptions = z.infer<typeof ExtendOptions>;

export const ExtendBody = z.object({
  phone: z.string().trim().max(64).optional(),
  name: z.string().trim().max(255).optional(),
  email: z.string().trim().max(255).optional(),
  /** Sent only after GET /discount/check succeeded for it. */
  promocode: z.string().trim().max(64).optional(),
  /** Points paying part of the price, one point a rouble (the balance must reach 200). */
  points: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** The client's key of this attempt: sending it again answers the same order. */
  idempotency_key: z.string().trim().min(8).max(100).optional(),
});

export const ExtendStarted = z.object({
  order: Order,
  /** Where to pay; null when nothing is left to pay (the order is already paid). */
  redirectUrl: z.string().nullable(),
});
export type ExtendStarted = z.infer<typeof ExtendStarted>;
