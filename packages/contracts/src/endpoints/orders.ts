import { endpoint } from '../endpoint';
import type { Order, OrderParams, OrderQuery } from '../order';

/** The caller's orders; the call also takes the token in the query (the return from a payment
 * page, spec section 7). */
export const orderEndpoints = {
  // POST because the client calls it on its return from the payment page; it changes nothing.
  order: endpoint<{ params: typeof OrderParams; query: typeof OrderQuery; answer: typeof Order }>()(
    { method: 'POST', path: '/order/:id' },
  ),
};
