import { describe, expect, it } from 'vitest';
import { parseCourseText } from './course-file.parser';
import { CourseFileError } from './course-file.problems';

/** The problem lines of a text that must not pass. */
function problemsOf(text: string, source = 'course.yaml'): string[] {
  try {
    parseCourseText(text, source);
  } catch (error) {
    if (error instanceof CourseFileError) return error.message.split('\n');
    throw error;
  }
  throw new Error('the text passed');
}

const VALID = `key: yoga
title: Йога
videos:
  - { key: intro, duration: 30, url: /media/intro.mp4 }
lessons:
  - { key: warmup, title: Разминка, video: intro }
stages:
  - title: Неделя 1
    days:
      - lessonSets:
          - lessons: [warmup]
`;

describe('course file', () => {
  it('reads a valid YAML file and fills in the defaults', () => {
    const file = parseCourseText(VALID, 'course.yaml');
    expect(file).toMatchObject({
      caption: '',
      isDemoDocumentsAccessible: true,
      isDemoExpertMessageEnabled: true,
      isDemoUserMessageEnabled: true,
      isDemoOfflineModeAccessible: true,
      courseOptions: {},
      documents: [],
    });
    expect(file.stages[0]?.days[0]).toMatchObject({
      dayNumber: 1,
      dayOfRest: false,
      isDemoAccessible: false,
      lessonSets: [{ repeatCount: 1, userRepeatRange: [1, 1], lessons: ['warmup'] }],
    });
  });

  it('reads the same course written as JSON, and numbers days across stages', () => {
    const json = JSON.stringify(
      {
        key: 'yoga',
        title: 'Йога',
        stages: [
          { title: 'A', days: [{}, { dayNumber: 5 }] },
          { title: 'B', days: [{}] },
        ],
      },
      null,
      2,
    );
    const file = parseCourseText(json, 'course.json');
    expect(file.stages.flatMap((stage) => stage.days.map((day) => day.dayNumber))).toEqual([
      1, 5, 3,
    ]);
  });

  it('reports every problem at once, each with its line, column and field', () => {
    const text = `key: yoga
title: ''
colour: red
demoVideo: outro
documents:
  - title: Памятка
  - { title: План, url: /plan.pdf, file: { url: /plan.pdf, fileName: plan.pdf } }
  - { title: Ссылка, url: ftp://example.com/a }
videos:
  - { key: intro, duration: -1, url: /media/intro.mp4 }
  - { key: intro, duration: 10, url: /media/other.mp4 }
lessons:
  - { key: warmup, title: Разминка, video: missing }
  - { key: bend, title: Наклоны, localVideoFile: { type: 9, url: /a.mp4, fileName: a.mp4 } }
stages:
  - title: Неделя 1
    homeworks:
      - { title: Отчёт, kind: essay }
    days:
      - dayNumber: 1
        dayOfRest: yes
        lessonSets:
          - repeatCount: 1.5
            userRepeatRange: [3, 1]
            lessons: [warmup, jump]
          - { lessons: [] }
      - dayNumber: 1
        openDelayDays: -2
`;
    expect(problemsOf(text)).toEqual([
      'course.yaml:2:8 title: must not be empty',
      'course.yaml:3:1 colour: unknown field',
      'course.yaml:4:12 demoVideo: no video with key "outro" in videos',
      'course.yaml:6:5 documents[0]: expected either url or file',
      'course.yaml:7:5 documents[1]: expected either url or file',
      'course.yaml:8:27 documents[2].url: expected an http(s) URL or a path starting with /',
      'course.yaml:10:29 videos[0].duration: expected a whole number ≥ 0',
      'course.yaml:11:12 videos[1].key: video key "intro" is used twice',
      'course.yaml:13:44 lessons[0].video: no video with key "missing" in videos',
      'course.yaml:14:58 lessons[1].localVideoFile.type: expected a file type number (video 1, image 2, sound 3, document 4, subtitle 5)',
      'course.yaml:18:31 stages[0].homeworks[0].kind: expected message, file or exercise',
      'course.yaml:21:20 stages[0].days[0].dayOfRest: expected true or false',
      'course.yaml:23:26 stages[0].days[0].lessonSets[0].repeatCount: expected a whole number ≥ 1',
      'course.yaml:24:30 stages[0].days[0].lessonSets[0].userRepeatRange: expected from ≤ to',
      'course.yaml:25:31 stages[0].days[0].lessonSets[0].lessons[1]: no lesson with key "jump" in lessons',
      'course.yaml:26:24 stages[0].days[0].lessonSets[1].lessons: expected at least one lesson key',
      'course.yaml:27:20 stages[0].days[1].dayNumber: day number 1 is used twice (also stages[0].days[0])',
      'course.yaml:28:24 stages[0].days[1].openDelayDays: expected a whole number ≥ 0',
    ]);
  });

  it('names a missing field at its parent, and a wrong type by what was expected', () => {
    const text = `key: yoga
stages:
  - days:
      - title: 7
        homeworks:
          - { title: Отчёт }
`;
    expect(problemsOf(text)).toEqual([
      'course.yaml:1:1 title: required',
      'course.yaml:3:5 stages[0].title: required',
      'course.yaml:4:16 stages[0].days[0].title: expected text',
      'course.yaml:6:13 stages[0].days[0].homeworks[0].kind: required',
    ]);
  });

  it('names lines in a JSON file too', () => {
    const json = '{\n  "key": "yoga",\n  "title": 5,\n  "stages": []\n}\n';
    expect(problemsOf(json, 'course.json')).toEqual([
      'course.json:3:12 title: expected text',
      'course.json:4:13 stages: expected at least one stage',
    ]);
  });

  it('reports YAML syntax errors and keys given twice with their lines', () => {
    expect(problemsOf('key: yoga\ntitle: Йога\ntitle: Ещё\n')).toEqual([
      'course.yaml:3:1 (document): Map keys must be unique',
    ]);
    const [problem] = problemsOf('key: yoga\nstages: [\n  - title\n');
    expect(problem).toMatch(/^course\.yaml:3:\d+ \(document\): /);
  });

  it('reports a file that is not an object', () => {
    expect(problemsOf('')).toEqual(['course.yaml (document): expected an object']);
    expect(problemsOf('- a\n- b\n')).toEqual(['course.yaml:1:1 (document): expected an object']);
  });
});
