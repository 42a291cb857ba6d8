/** The staff's support queries under one prefix: a reply refreshes the list and the thread. */
export const staffSupportKeys = {
  all: ['staff-support'] as const,
  list: () => [...staffSupportKeys.all, 'list'] as const,
  thread: (id: number) => [...staffSupportKeys.all, 'thread', id] as const,
};

/** The staff screens look for new questions and replies this often while open. */
export const STAFF_REFRESH_MS = 30_000;
