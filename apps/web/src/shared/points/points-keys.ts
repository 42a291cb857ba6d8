/** The points' queries: a purchase with points or a new award makes them stale. */
export const pointsKeys = {
  all: ['points'] as const,
  amount: () => [...pointsKeys.all, 'amount'] as const,
  history: () => [...pointsKeys.all, 'history'] as const,
};
