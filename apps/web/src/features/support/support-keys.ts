/** The support centre's queries: sending a question makes the questions stale. */
export const supportKeys = {
  all: ['support'] as const,
  categories: () => [...supportKeys.all, 'categories'] as const,
  streams: () => [...supportKeys.all, 'streams'] as const,
  questions: () => [...supportKeys.all, 'questions'] as const,
  thread: (id: number) => [...supportKeys.questions(), id] as const,
};
