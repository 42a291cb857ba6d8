import { learningKeys } from '../learning-keys';

/** Under the learning keys, so that invalidating all learning data reaches homework too. */
export const homeworkKeys = {
  all: () => [...learningKeys.all, 'homework'] as const,
  list: () => [...homeworkKeys.all(), 'list'] as const,
  thread: (streamId: number, statusId: number) =>
    [...homeworkKeys.all(), 'thread', streamId, statusId] as const,
};
