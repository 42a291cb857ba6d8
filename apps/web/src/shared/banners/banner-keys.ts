/** The banners' queries: the learner's list, and the new features of a slot code. */
export const bannerKeys = {
  all: ['banners'] as const,
  list: () => [...bannerKeys.all, 'list'] as const,
  newFeatures: (code: number) => [...bannerKeys.all, 'new-features', code] as const,
};
