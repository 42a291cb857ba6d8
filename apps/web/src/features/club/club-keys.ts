/** The club's queries: the brand's clubs, and the article previews of the learner's clubs. */
export const clubKeys = {
  all: ['club'] as const,
  communities: () => [...clubKeys.all, 'communities'] as const,
  articles: (uniqs: readonly string[]) => [...clubKeys.all, 'articles', ...uniqs] as const,
};
