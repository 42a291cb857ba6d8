import { endpoint } from '../endpoint';
import type {
  CancelSubscriptionAnswer,
  CancelSubscriptionBody,
  CancelSubscriptionQuery,
  Installment,
  InstallmentList,
  InstallmentParams,
  InstallmentQuery,
  SubscribeAnswer,
  SubscribeBody,
  Subscription,
  SubscriptionList,
  SubscriptionParams,
  SubscriptionPlanList,
  SubscriptionsQuery,
} from '../subscriptions';

/** The learner's subscriptions (signed-in). */
export const subscriptionEndpoints = {
  list: endpoint<{ query: typeof SubscriptionsQuery; answer: typeof SubscriptionList }>()({
    method: 'GET',
    path: '/payment-subscription',
  }),
  one: endpoint<{
    params: typeof SubscriptionParams;
    query: typeof SubscriptionsQuery;
    answer: typeof Subscription;
  }>()({ method: 'GET', path: '/payment-subscriptions/:id' }),
  // A lifetime, already cancelled or ended subscription (409).
  cancel: endpoint<{
    query: typeof CancelSubscriptionQuery;
    body: typeof CancelSubscriptionBody;
    answer: typeof CancelSubscriptionAnswer;
  }>()({ method: 'POST', path: '/payment-subscriptions/cancel', rules: [409] }),
  /** The tariffs of the learner's brand. */
  plans: endpoint<{ answer: typeof SubscriptionPlanList }>()({
    method: 'GET',
    path: '/subscription-plans',
  }),
  subscribe: endpoint<{ body: typeof SubscribeBody; answer: typeof SubscribeAnswer }>()({
    method: 'POST',
    path: '/payment-subscriptions/subscribe',
  }),
};

/** The learner's installment plans (signed-in). */
export const installmentEndpoints = {
  list: endpoint<{ query: typeof InstallmentQuery; answer: typeof InstallmentList }>()({
    method: 'GET',
    path: '/installment',
  }),
  one: endpoint<{
    params: typeof InstallmentParams;
    query: typeof InstallmentQuery;
    answer: typeof Installment;
  }>()({ method: 'GET', path: '/installment/:id' }),
};
