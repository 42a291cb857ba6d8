import { describe, expect, it } from 'vitest';
import {
  buildCourse,
  buildFreeze,
  buildStream,
  buildSubscription,
  courseDocument,
} from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { signedMedia } from '../../../test/helpers/media';
import { suiteApp } from '../../../test/helpers/suite-app';
import { addSeconds } from '../../lib/clock';
import { importCourse } from './import/course-import.service';

const DAY_S = 24 * 60 * 60;

/** Every link to a course file an answer could carry: our media, or another host's. */
const MEDIA_LINK = /\/media\/|https:\/\/cdn\.example\.com/;

describe('learning content follows access', () => {
  const t = suiteApp();
  const inDays = (days: number) => addSeconds(t.clock.now(), days * DAY_S);

  /** A learner with one stream in the given state of a fresh two-day course with an image, a
   * preview video, documents (one of ours, one of another host) and lessons whose video and
   * file refs point at media. */
  async function learner(state: 'started' | 'not_started' | 'ended' | 'freeze' | 'stopped') {
    const user = await buildUser(t.ctx);
    const document = courseDocument({ daysPerStage: 2, lessonsPerSet: 1 });
    const courseId = await importCourse(t.ctx.db, {
      ...document,
      image: {
        large: '/media/demo-1/preview.jpg',
        medium: '/media/demo-1/preview.jpg',
        small: '/media/demo-1/preview.jpg',
      },
      videos: [
        ...(document.videos ?? []),
        {
          key: 'preview',
          duration: 20,
          url: '/media/demo-3/video.mp4',
          hlsPlaylist: '/media/demo-3/index.m3u8',
          subtitles: [
            { languageCode: 'ru', label: 'Русский', name: 'ru.vtt', url: '/media/demo-3/ru.vtt' },
          ],
        },
      ],
      demoVideo: 'preview',
      documents: [
        { title: 'Plan', file: { url: '/media/documents/yoga-plan.txt', fileName: 'plan.txt' } },
        { title: 'Rules', url: 'https://cdn.example.com/rules.pdf' },
      ],
      lessons: (document.lessons ?? []).map((lesson) => ({
        ...lesson,
        localVideoFile: { type: 1, url: 'https://cdn.example.com/local.mp4', fileName: 'l.mp4' },
      })),
    });
    const overrides = {
      started: {},
      not_started: { startDate: inDays(2) },
      ended: { startDate: inDays(-30), endDate: inDays(-1) },
      freeze: {},
      stopped: { isOptionalPurchase: true },
    }[state];
    const stream = await buildStream(t.ctx, user.user.id, courseId, overrides);
    if (state === 'freeze') await buildFreeze(t.ctx, stream.id);
    const stages = (await t.get(`/courses/${courseId}/stages`, user.auth)).json();
    const stageId: number = stages[0].id;
    const dayIds: number[] = stages[0].dayIds;
    return { ...user, courseId, stream, stageId, dayIds };
  }

  /** Every answer of the course calls a day screen or calendar could ask for. */
  async function answers(who: Awaited<ReturnType<typeof learner>>) {
    const { auth, courseId, stageId, dayIds, stream } = who;
    const urls = [
      `/courses/${courseId}/stages/${stageId}/days/${dayIds[0]}`,
      `/courses/${courseId}/stages/${stageId}/days?expand=lessonSets`,
      `/courses/${courseId}/stages?expand=requestDays,requestHomeworks`,
      `/courses/${courseId}?expand=documents,stages`,
      `/courses?expand=documents,stages`,
      `/courses/${courseId}?fields=id,documents`,
      `/user-course-streams/${stream.id}/status?request-all=1`,
      `/user-course-streams/${stream.id}?expand=course`,
      '/user-course-streams?expand=course',
    ];
    return Promise.all(
      urls.map(async (url) => {
        const response = await t.get(url, auth);
        expect(response.statusCode, url).toBe(200);
        return { url, body: response.json() };
      }),
    );
  }

  it.each(['not_started', 'ended', 'freeze', 'stopped'] as const)(
    'a %s stream hands out no lesson media, document or day start',
    async (state) => {
      const who = await learner(state);
      for (const { url, body } of await answers(who)) {
        // Only the course's own images (its preview) are linked, nothing of its lessons.
        const withoutImages = JSON.stringify(body, (key, value) =>
          key === 'image' ? undefined : value,
        );
        expect(withoutImages, url).not.toMatch(MEDIA_LINK);
      }
      const day = (
        await t.get(
          `/courses/${who.courseId}/stages/${who.stageId}/days/${who.dayIds[0]}`,
          who.auth,
        )
      ).json();
      // The day still names its lessons, without anything to play.
      expect(day.lessonSets[0].lessons[0].lesson).toMatchObject({
        title: expect.any(String),
        video: null,
        localVideoFile: null,
      });
      const course = (await t.get(`/courses/${who.courseId}?expand=documents`, who.auth)).json();
      expect(course.documents).toEqual([]);

      const start = await t.call(
        'POST',
        `/user-course-streams/${who.stream.id}/user-day-status/${who.dayIds[0]}/start?lang=en`,
        who.auth,
      );
      expect(start.statusCode).toBe(409);
      expect(start.json()).toMatchObject({ code: 'stream_not_running' });
      expect(start.json().message).toMatch(/^(The course|Access to the course)/);
    },
  );

  it('a running stream hands out signed links that play, and the course preview stays', async () => {
    const who = await learner('started');
    const day = (
      await t.get(`/courses/${who.courseId}/stages/${who.stageId}/days/${who.dayIds[0]}`, who.auth)
    ).json();
    const { lesson } = day.lessonSets[0].lessons[0];
    expect(lesson.video).toMatchObject({
      url: signedMedia('demo-1/video.mp4'),
      videoUrls: {
        hlsPlaylist: signedMedia('demo-1/index.m3u8'),
        preview: signedMedia('demo-1/preview.jpg'),
      },
    });
    // Another host's file is handed out as it is, to a learner with access only.
    expect(lesson.localVideoFile.url).toBe('https://cdn.example.com/local.mp4');

    // The playlist plays from the link, and its relative segments under the same grant.
    const playlistUrl: string = lesson.video.videoUrls.hlsPlaylist;
    const playlist = await t.app.inject({ method: 'GET', url: playlistUrl });
    expect(playlist.statusCode).toBe(200);
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts')) ?? '';
    const segmentUrl = new URL(segment, `http://localhost${playlistUrl}`).pathname;
    expect((await t.app.inject({ method: 'GET', url: segmentUrl })).statusCode).toBe(200);
    const unsigned = await t.app.inject({ method: 'GET', url: '/media/demo-1/index.m3u8' });
    expect(unsigned.statusCode).toBe(404);

    const course = (
      await t.get(`/courses/${who.courseId}?expand=documents,demoVideo`, who.auth)
    ).json();
    expect(course.image.large).toEqual(signedMedia('demo-1/preview.jpg'));
    expect(course.documents).toEqual([
      expect.objectContaining({
        file: expect.objectContaining({ url: signedMedia('documents/yoga-plan.txt') }),
      }),
      expect.objectContaining({ url: 'https://cdn.example.com/rules.pdf' }),
    ]);
    const documentUrl: string = course.documents[0].file.url;
    expect((await t.app.inject({ method: 'GET', url: documentUrl })).statusCode).toBe(200);
    expect(course.demoVideo.subtitles[0].url).toEqual(signedMedia('demo-3/ru.vtt'));
  });

  it('a closed stream keeps the course preview: its image and demo video', async () => {
    const who = await learner('ended');
    const course = (await t.get(`/courses/${who.courseId}?expand=demoVideo`, who.auth)).json();
    expect(course.image.small).toEqual(signedMedia('demo-1/preview.jpg'));
    expect(course.demoVideo.videoUrls.hlsPlaylist).toEqual(signedMedia('demo-3/index.m3u8'));
    const preview = await t.app.inject({ method: 'GET', url: course.demoVideo.url });
    expect(preview.statusCode).toBe(200);
  });

  it('another running stream of the user on the course opens its lessons', async () => {
    const who = await learner('ended');
    const url = `/courses/${who.courseId}/stages/${who.stageId}/days/${who.dayIds[0]}`;
    expect((await t.get(url, who.auth)).json().lessonSets[0].lessons[0].lesson.video).toBeNull();
    await buildStream(t.ctx, who.user.id, who.courseId, { isOptionalPurchase: true });
    expect((await t.get(url, who.auth)).json().lessonSets[0].lessons[0].lesson.video).toBeNull();
    // The subscription covering the course makes that second stream run.
    await buildSubscription(t.ctx, who.user.id, [who.courseId]);
    const opened = (await t.get(url, who.auth)).json().lessonSets[0].lessons[0].lesson;
    expect(opened.video.url).toEqual(signedMedia('demo-1/video.mp4'));
  });

  it('cancelling the freeze gives the lessons back at once', async () => {
    const who = await learner('freeze');
    const url = `/courses/${who.courseId}/stages/${who.stageId}/days/${who.dayIds[0]}`;
    expect((await t.get(url, who.auth)).json().lessonSets[0].lessons[0].lesson.video).toBeNull();
    const cancel = await t.get(`/user-course-streams/${who.stream.id}/freeze/cancel`, who.auth);
    expect(cancel.statusCode).toBe(200);
    const lesson = (await t.get(url, who.auth)).json().lessonSets[0].lessons[0].lesson;
    expect(lesson.video.url).toEqual(signedMedia('demo-1/video.mp4'));
  });

  it('a running demo stream plays its demo days only; a locked day stays 403', async () => {
    const { user, auth } = await buildUser(t.ctx);
    const { course, stages, days } = await buildCourse(t.ctx, {
      daysPerStage: 2,
      demoAccessibleDays: [1],
    });
    await buildStream(t.ctx, user.id, course.id, { isDemo: true });
    const base = `/courses/${course.id}/stages/${stages[0]?.id}/days`;
    const open = (await t.get(`${base}/${days[0]?.id}`, auth)).json();
    expect(open.lessonSets[0].lessons[0].lesson.video.url).toEqual(signedMedia('demo-1/video.mp4'));
    expect((await t.get(`${base}/${days[1]?.id}`, auth)).statusCode).toBe(403);
  });

  it('documents of a course stay closed to a restricted demo unless the course opens them', async () => {
    const { user, auth } = await buildUser(t.ctx);
    const document = courseDocument({ daysPerStage: 1 });
    const withDocuments = async (isDemoDocumentsAccessible: boolean) =>
      importCourse(t.ctx.db, {
        ...document,
        key: `${document.key}-${isDemoDocumentsAccessible}`,
        isDemoDocumentsAccessible,
        documents: [{ title: 'Plan', url: '/media/documents/yoga-plan.txt' }],
      });
    const kept = await withDocuments(false);
    const opened = await withDocuments(true);
    await buildStream(t.ctx, user.id, kept, { isDemo: true });
    await buildStream(t.ctx, user.id, opened, { isDemo: true });
    expect((await t.get(`/courses/${kept}?expand=documents`, auth)).json().documents).toEqual([]);
    expect((await t.get(`/courses/${opened}?expand=documents`, auth)).json().documents).toEqual([
      expect.objectContaining({ url: signedMedia('documents/yoga-plan.txt') }),
    ]);
  });
});
