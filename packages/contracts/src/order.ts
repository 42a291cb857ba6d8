import { z } from 'zod';
import { IdParams } from './envelope';
import { UnixSeconds } from './time';

export const OrderParams = IdParams;
/** The return from a payment page carries the session token in the query. */
export const OrderQuery = z.object({ token: z.string().optional() });

/** The order as the client models it; amounts in the currency's major unit, time in seconds. */
export const Order = z.object({
  id: z.number().int(),
  status: z.enum(['new', 'paid', 'cancelled', 'refunded']),
  amount: z.number().int(),
  currency: z.string(),
  items: z.array(z.object({ title: z.string(), amount: z.number().int() })),
  created_at: UnixSeconds,
});
export type Order = z.infer<typeof Order>;
