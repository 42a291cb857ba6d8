/** The subscriptions' queries: a cancel or a purchase makes them stale. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  list: () => [...subscriptionKeys.all, 'list'] as const,
  one: (id: number) => [...subscriptionKeys.all, 'one', id] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
};
