import type { Course } from '@platform/contracts/courses';
import type { Stream } from '@platform/contracts/streams';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import { jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { buildCourse, buildStream } from '../../../test/learning-fixtures';
import { renderRoutes } from '../../../test/render';
import { NewCourseScreen } from './new-course-screen';

const COURSE = buildCourse({
  title: 'Здоровая спина',
  caption: 'За 30 дней',
  excerpt: 'Упражнения для спины',
  demoVideo: {
    id: 1,
    created_at: 1_700_000_000,
    duration: 60_000,
    url: 'https://video.example/demo.mp4',
    subtitles: [],
    videoUrls: { hlsPlaylist: null, preview: 'https://video.example/demo.jpg', mp4Playlist: null },
    lessonId: null,
    courseIds: [],
  },
});

function renderNewCourse(streams: Stream[], course: Course | null = COURSE, path?: string) {
  fakeApi({
    'GET /user-course-streams': () => jsonResponse(streams),
    [`GET /courses/${COURSE.id}`]: () =>
      course ? jsonResponse(course) : jsonResponse({ message: 'Not found' }, { status: 404 }),
  });
  return renderRoutes([{ path: paths.newCourse.pattern, element: <NewCourseScreen /> }], {
    path: path ?? paths.newCourse.href({ courseId: COURSE.id }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('new course', () => {
  it('presents the course and leads to the user’s stream on it, the most open one', async () => {
    const ended = buildStream({ course: COURSE, status: 'ended' });
    const started = buildStream({ course: COURSE });
    await renderNewCourse([buildStream(), ended, started]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Здоровая спина' })).toBeTruthy();
    expect(screen.getByText('За 30 дней')).toBeTruthy();
    expect(screen.getByText('Упражнения для спины')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Смотреть демо-видео/ }).getAttribute('href')).toBe(
      'https://video.example/demo.mp4',
    );
    expect(screen.getByRole('link', { name: 'Перейти к курсу' }).getAttribute('href')).toBe(
      paths.calendar.href({ streamId: started.id }),
    );
  });

  it('explains that the course is not the user’s yet', async () => {
    await renderNewCourse([buildStream()]);
    expect(await screen.findByText(/Этот курс пока не подключён к вашему аккаунту/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Перейти к курсу' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toBeTruthy();
  });

  it('says a missing course is not found', async () => {
    await renderNewCourse([], null);
    expect(await screen.findByRole('heading', { name: 'Курс не найден' })).toBeTruthy();
  });

  it('says a malformed course id is not found', async () => {
    await renderNewCourse([], COURSE, '/new-course/abc');
    expect(await screen.findByRole('heading', { name: 'Курс не найден' })).toBeTruthy();
  });
});
