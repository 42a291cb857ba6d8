import type { Lesson, LessonSet, Video } from '@platform/contracts/courses';
import { asWire, type Unbranded } from '@platform/contracts/time';
import { nextId } from '../../../test/learning-fixtures';

/** Wire shapes of lessons and their videos for component tests, fields overridable. */

export function buildVideo(overrides: Partial<Unbranded<Video>> = {}): Video {
  const id = overrides.id ?? nextId();
  return asWire<Video>({
    id,
    created_at: 1_700_000_000,
    duration: 100_000,
    url: `https://cdn.example/videos/${id}.mp4`,
    subtitles: [],
    videoUrls: {
      hlsPlaylist: `https://cdn.example/videos/${id}/index.m3u8`,
      preview: `https://cdn.example/videos/${id}.jpg`,
      mp4Playlist: null,
    },
    lessonId: null,
    courseIds: [],
    ...overrides,
  });
}

export function buildLesson(overrides: Partial<Unbranded<Lesson>> = {}): Lesson {
  const id = overrides.id ?? nextId();
  return asWire<Lesson>({
    id,
    title: `Урок ${id}`,
    subtitle: null,
    videoLength: 600,
    trainingOptions: {},
    video: buildVideo({ lessonId: id }),
    localVideoFile: null,
    localDescriptionVideoFile: null,
    verticalVideo: null,
    verticalDescriptionVideo: null,
    ...overrides,
  });
}

/** A lesson set of the given lessons, sorted in the order given unless sorts are passed. */
export function buildLessonSet(
  overrides: Partial<Omit<LessonSet, 'lessons'>> = {},
  lessons: Array<{ id?: number; sort?: number; lesson: Lesson }> = [{ lesson: buildLesson() }],
): LessonSet {
  return {
    id: nextId(),
    sort: 0,
    repeatCount: 1,
    userRepeatRangeFrom: 1,
    userRepeatRangeTo: 5,
    lessons: lessons.map((item, index) => ({
      id: item.id ?? nextId(),
      sort: item.sort ?? index,
      lessonId: item.lesson.id,
      lesson: item.lesson,
    })),
    ...overrides,
  };
}
