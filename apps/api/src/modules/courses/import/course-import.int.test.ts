import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourse, buildStream, courseDocument } from '../../../../test/factories/learning';
import { buildUser } from '../../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { brands } from '../../../db/schema/brands';
import {
  courseDocuments,
  courses,
  homeworks,
  lessonSetLessons,
  lessonSets,
  lessons,
  stageDays,
  stages,
  videos,
} from '../../../db/schema/courses';
import { userHomeworkStatuses } from '../../../db/schema/homework';
import { userDayStatuses } from '../../../db/schema/streams';
import { parseCourseText } from './course-file.parser';
import { CourseFileError } from './course-file.problems';
import { importCourse } from './course-import.service';

const COURSE = `
key: stretching
brand: stretch-brand
title: Растяжка
caption: Десять минут в день
image: { large: /media/l.jpg, medium: /media/m.jpg, small: /media/s.jpg }
isDemoOfflineModeAccessible: false
demoVideo: intro
documents:
  - title: Памятка
    url: https://example.com/memo
  - title: План
    file: { url: /media/plan.pdf, fileName: plan.pdf }
videos:
  - key: intro
    duration: 31
    url: /media/intro.mp4
    subtitles:
      - { languageCode: ru, label: Русский, name: ru.vtt, url: /media/ru.vtt }
  - key: main
    duration: 25
    url: /media/main.mp4
lessons:
  - key: warmup
    title: Разминка (теория)
    video: intro
  - key: bend
    title: Наклоны (исполнение)
    video: main
    videoLength: 20
  - key: breath
    title: Дыхание
stages:
  - title: Неделя 1
    homeworks:
      - { title: Отчёт за неделю, kind: file, isRequired: true }
    days:
      - title: Начало
        requiredToComplete: true
        finishTotalTime: 600
        lessonSets:
          - { repeatCount: 2, userRepeatRange: [1, 3], lessons: [warmup, bend] }
          - { lessons: [breath] }
        homeworks:
          - { title: Как прошло?, kind: message, isDemoAccessible: true }
          - { title: Тест, kind: exercise, scores: 5 }
      - title: Отдых
        dayOfRest: true
  - title: Неделя 2
    days:
      - dayNumber: 10
        openDelayDays: 7
        lessonSets:
          - { lessons: [bend, warmup] }
`;

describe('course import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.db.insert(brands).values({ appId: 'stretch-brand', name: 'Stretch', config: {} });
  });
  afterAll(() => t.close());

  const countOf = async (
    table: Parameters<ReturnType<TestApp['ctx']['db']['select']>['from']>[0],
  ) => {
    const [row] = await t.ctx.db.select({ value: count() }).from(table);
    return row?.value;
  };
  const counts = async () => ({
    courses: await countOf(courses),
    videos: await countOf(videos),
    lessons: await countOf(lessons),
    documents: await countOf(courseDocuments),
    stages: await countOf(stages),
    days: await countOf(stageDays),
    lessonSets: await countOf(lessonSets),
    lessonSetLessons: await countOf(lessonSetLessons),
    homeworks: await countOf(homeworks),
  });

  it('writes the course and its content, with the defaults filled in', async () => {
    const id = await importCourse(t.ctx.db, parseCourseText(COURSE, 'course.yaml'));
    expect(await counts()).toEqual({
      courses: 1,
      videos: 2,
      lessons: 3,
      documents: 2,
      stages: 2,
      days: 3,
      lessonSets: 3,
      lessonSetLessons: 5,
      homeworks: 3,
    });
    const [course] = await t.ctx.db.select().from(courses).where(eq(courses.id, id));
    const [intro] = await t.ctx.db.select().from(videos).where(eq(videos.url, '/media/intro.mp4'));
    expect(course).toMatchObject({
      importKey: 'stretching',
      title: 'Растяжка',
      caption: 'Десять минут в день',
      excerpt: '',
      image: { large: '/media/l.jpg', medium: '/media/m.jpg', small: '/media/s.jpg' },
      background: null,
      isDemoDocumentsAccessible: true,
      isDemoOfflineModeAccessible: false,
      demoVideoId: intro?.id,
      version: 1,
    });
    expect(intro).toMatchObject({ durationSeconds: 31, courseIds: [id] });
    expect(intro?.subtitles).toHaveLength(1);

    const lessonRows = await t.ctx.db.select().from(lessons).orderBy(lessons.id);
    // Without a videoLength, a lesson lasts as long as its video (and 0 without one).
    expect(lessonRows.map((row) => [row.title, row.videoLengthSeconds])).toEqual([
      ['Разминка (теория)', 31],
      ['Наклоны (исполнение)', 20],
      ['Дыхание', 0],
    ]);
    const dayRows = await t.ctx.db.select().from(stageDays).orderBy(stageDays.id);
    expect(
      dayRows.map((day) => [
        day.dayNumber,
        day.dayOfRest,
        day.requiredToComplete,
        day.openDelayDays,
      ]),
    ).toEqual([
      [1, false, 1, null],
      [2, true, 0, null],
      [10, false, 0, 7],
    ]);
    const [firstSet] = await t.ctx.db.select().from(lessonSets).orderBy(lessonSets.id);
    expect(firstSet).toMatchObject({
      sort: 0,
      repeatCount: 2,
      userRepeatRangeFrom: 1,
      userRepeatRangeTo: 3,
    });
    const homeworkRows = await t.ctx.db.select().from(homeworks).orderBy(homeworks.id);
    expect(
      homeworkRows.map((row) => [row.targetType, row.kind, row.isRequired, row.isDemoAccessible]),
    ).toEqual([
      ['course_stage_homework', 'file', 1, false],
      ['stage_day_homework', 'message', 0, true],
      ['stage_day_homework', 'exercise', 0, false],
    ]);
    const documentRows = await t.ctx.db
      .select()
      .from(courseDocuments)
      .orderBy(courseDocuments.sort);
    expect(documentRows.map((row) => [row.url, row.file])).toEqual([
      ['https://example.com/memo', null],
      [null, { type: 4, url: '/media/plan.pdf', fileName: 'plan.pdf' }],
    ]);
  });

  it('imports the same file again into the same course: version + 1, no duplicates, progress kept', async () => {
    const [before] = await t.ctx.db.select().from(courses);
    if (!before) throw new Error('no course');
    const { user } = await buildUser(t.ctx);
    const stream = await buildStream(t.ctx, user.id, before.id);
    const [day] = await t.ctx.db.select().from(stageDays).orderBy(stageDays.id);
    const [homework] = await t.ctx.db.select().from(homeworks).orderBy(homeworks.id);
    if (!day || !homework) throw new Error('no content');
    await t.ctx.db.insert(userDayStatuses).values({ streamId: stream.id, dayId: day.id });
    await t.ctx.db.insert(userHomeworkStatuses).values({
      streamId: stream.id,
      homeworkId: homework.id,
      targetType: homework.targetType,
      targetId: homework.stageId ?? 0,
    });
    const firstCounts = await counts();
    const ids = async () => ({
      stages: (await t.ctx.db.select({ id: stages.id }).from(stages)).map((row) => row.id),
      placed: (await t.ctx.db.select({ id: lessonSetLessons.id }).from(lessonSetLessons)).map(
        (row) => row.id,
      ),
    });
    const firstIds = await ids();

    const again = await importCourse(t.ctx.db, parseCourseText(COURSE, 'course.yaml'));

    expect(again).toBe(before.id);
    const [after] = await t.ctx.db.select().from(courses);
    expect(after?.version).toBe(2);
    expect(await counts()).toEqual(firstCounts);
    expect(await ids()).toEqual(firstIds);
    expect(await countOf(userDayStatuses)).toBe(1);
    expect(await countOf(userHomeworkStatuses)).toBe(1);
  });

  it('a changed file updates in place and drops what it no longer has', async () => {
    const changed = COURSE.replace('title: Растяжка', 'title: Растяжка 2.0').replace(
      / {2}- title: Неделя 2\n[\s\S]*$/,
      '',
    );
    const id = await importCourse(t.ctx.db, parseCourseText(changed, 'course.yaml'));
    const [course] = await t.ctx.db.select().from(courses).where(eq(courses.id, id));
    expect(course).toMatchObject({ title: 'Растяжка 2.0', version: 3 });
    expect(await counts()).toMatchObject({
      stages: 1,
      days: 2,
      lessonSets: 2,
      lessonSetLessons: 3,
    });
  });

  it('refuses an unknown brand, naming its line, and writes nothing', async () => {
    const before = await counts();
    const document = parseCourseText(
      COURSE.replace('key: stretching', 'key: other').replace('stretch-brand', 'nobody'),
      'course.yaml',
    );
    const error = await importCourse(t.ctx.db, document).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CourseFileError);
    expect((error as Error).message).toBe('course.yaml:3:8 brand: no brand with app id "nobody"');
    expect(await counts()).toEqual(before);
  });

  it('checks a document built in code, naming the field without a line', async () => {
    const document = {
      ...courseDocument(),
      stages: [{ title: 'S', days: [{ lessonSets: [{ lessons: ['nope'] }] }] }],
    };
    await expect(importCourse(t.ctx.db, document, 'generated')).rejects.toThrow(
      'generated stages[0].days[0].lessonSets[0].lessons[0]: no lesson with key "nope" in lessons',
    );
  });

  it('writes a course of any size in a few statements per table', async () => {
    const insertsFor = async (options: Parameters<typeof buildCourse>[1]) => {
      t.queries.length = 0;
      const built = await buildCourse(t.ctx, options);
      return { built, inserts: t.queries.filter((query) => query.startsWith('insert')).length };
    };
    const small = await insertsFor({ daysPerStage: 1, lessonsPerSet: 1 });
    const large = await insertsFor({ stages: 4, daysPerStage: 30, lessonsPerSet: 5 });
    expect(large.built.days).toHaveLength(120);
    expect(large.built.lessonSetLessons).toHaveLength(600);
    expect(large.inserts).toBe(small.inserts);
  });
});
