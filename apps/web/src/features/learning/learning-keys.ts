/**
 * Query keys of the learning data, nested so that one invalidation reaches what depends on it:
 * a stream's key is the prefix of its status, and every stream sits under `streams`. Features
 * that change a stream (a finished day, a sent homework, a freeze) invalidate `stream(id)` and
 * `streamList()`, or `all` when they cannot tell.
 */
export const learningKeys = {
  all: ['learning'] as const,
  streams: () => [...learningKeys.all, 'streams'] as const,
  streamList: () => [...learningKeys.streams(), 'list'] as const,
  stream: (streamId: number) => [...learningKeys.streams(), streamId] as const,
  streamStatus: (streamId: number) => [...learningKeys.stream(streamId), 'status'] as const,
  course: (courseId: number) => [...learningKeys.all, 'courses', courseId] as const,
  courseStages: (courseId: number) => [...learningKeys.course(courseId), 'stages'] as const,
};
