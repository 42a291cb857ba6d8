import { describe, expect, it } from 'vitest';
import { buildCourse, buildStream, courseDocument } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { signedMedia as signed } from '../../../test/helpers/media';
import { suiteApp } from '../../../test/helpers/suite-app';
import { toSeconds } from '../../lib/clock';
import { importCourse } from './import/course-import.service';

describe('courses of the signed-in user', () => {
  const t = suiteApp();
  const { get } = t;

  /** A course with two documents (one link, one file), a demo video and a lesson whose
   * vertical video ref is an image (to be dropped). */
  async function richCourse() {
    const document = courseDocument({ daysPerStage: 1, lessonsPerSet: 1 });
    const [lesson] = document.lessons ?? [];
    const courseId = await importCourse(t.ctx.db, {
      ...document,
      category: 'Fitness',
      demoVideo: 'video',
      documents: [
        { title: 'Rules', url: 'https://example.com/rules.pdf' },
        { title: 'Plan', file: { url: '/media/plan.pdf', fileName: 'plan.pdf' } },
      ],
      lessons: [
        {
          ...lesson,
          key: lesson?.key ?? 'lesson',
          title: 'Планка (разбор)',
          verticalVideo: { type: 2, url: '/media/poster.jpg', fileName: 'poster.jpg' },
          localVideoFile: { url: '/media/local.mp4', fileName: 'local.mp4' },
        },
      ],
    });
    return courseId;
  }

  it('lists only courses the user has a stream on, in wire shape', async () => {
    const { user, auth } = await buildUser(t.ctx);
    const { course, stages, lessons } = await buildCourse(t.ctx, { stages: 2, daysPerStage: 1 });
    await buildCourse(t.ctx);
    await buildStream(t.ctx, user.id, course.id);
    const response = await get('/courses', auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: course.id,
        title: course.title,
        caption: 'Тестовый курс',
        excerpt: '',
        image: null,
        background: null,
        created_at: toSeconds(course.createdAt),
        updated_at: toSeconds(course.updatedAt),
        courseOptions: {},
        category: null,
        complexity: null,
        stageIds: stages.map((stage) => stage.id),
        lessonIds: lessons.map((lesson) => lesson.id),
        offerIds: [],
        isDemoDocumentsAccessible: true,
        isDemoExpertMessageEnabled: true,
        isDemoUserMessageEnabled: true,
        isDemoOfflineModeAccessible: true,
        version: course.version,
      },
    ]);
  });

  it('expands documents, the demo video and stages with days and lessons', async () => {
    const { user, auth } = await buildUser(t.ctx);
    const courseId = await richCourse();
    await buildStream(t.ctx, user.id, courseId);
    const response = await get(`/courses/${courseId}?expand=documents,demoVideo,stages`, auth);
    expect(response.statusCode).toBe(200);
    const course = response.json();
    expect(course.documents).toEqual([
      { id: expect.any(Number), title: 'Rules', url: 'https://example.com/rules.pdf', file: null },
      {
        id: expect.any(Number),
        title: 'Plan',
        url: null,
        file: { type: 4, url: signed('plan.pdf'), fileName: 'plan.pdf' },
      },
    ]);
    expect(course.demoVideo).toMatchObject({
      duration: 30_000,
      url: signed('demo-1/video.mp4'),
      videoUrls: {
        hlsPlaylist: signed('demo-1/index.m3u8'),
        preview: signed('demo-1/preview.jpg'),
        mp4Playlist: null,
      },
      lessonId: course.lessonIds[0],
      courseIds: [courseId],
      subtitles: [],
    });
    expect(course.stages).toHaveLength(1);
    const [day] = course.stages[0].requestDays;
    const lesson = day.lessonSets[0].lessons[0].lesson;
    expect(lesson).toMatchObject({
      title: 'Планка',
      subtitle: 'разбор',
      videoLength: 30,
      localVideoFile: { type: 1, url: signed('local.mp4'), fileName: 'local.mp4' },
      verticalVideo: null,
      video: { duration: 30_000, lessonId: lesson.id },
    });
  });

  it('with fields answers only those fields and the id', async () => {
    const { user, auth } = await buildUser(t.ctx);
    const courseId = await richCourse();
    await buildStream(t.ctx, user.id, courseId);
    const response = await get(`/courses/${courseId}?fields=id,documents`, auth);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['documents', 'id']);
    expect(body.documents).toHaveLength(2);
    const titleOnly = await get(`/courses/${courseId}?fields=title`, auth);
    expect(titleOnly.json()).toEqual({ id: courseId, title: expect.any(String) });
  });

  it('answers the versions of the user courses', async () => {
    const { user, auth } = await buildUser(t.ctx);
    const { course } = await buildCourse(t.ctx);
    await buildCourse(t.ctx);
    await buildStream(t.ctx, user.id, course.id);
    const response = await get('/courses/versions', auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: course.id, version: course.version, updated_at: toSeconds(course.updatedAt) },
    ]);
  });

  it("a course without the user's stream and a missing one are 404; a bad id is 422", async () => {
    const owner = await buildUser(t.ctx);
    const { course } = await buildCourse(t.ctx);
    await buildStream(t.ctx, owner.user.id, course.id);
    const { auth } = await buildUser(t.ctx);
    expect((await get(`/courses/${course.id}`, auth)).statusCode).toBe(404);
    expect((await get('/courses/999999', auth)).statusCode).toBe(404);
    expect((await get('/courses', auth)).json()).toEqual([]);
    const bad = await get('/courses/abc?lang=en', auth);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ id: ['Id must be set'] });
    expect((await t.app.inject({ method: 'GET', url: '/spa/api/v1/courses' })).statusCode).toBe(
      401,
    );
  });
});
