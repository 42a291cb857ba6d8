import { type CourseFileProblem, formatPath } from './course-file.problems';

/*
 * Checks that run over the raw document, beside the schema, so that a file with a type error
 * and a dangling key hears about both at once: keys are unique, every key used names a video or
 * a lesson of the file, day numbers are unique in the course. Parts of the wrong shape are
 * skipped here; the schema reports them.
 */

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const fieldOf = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[name]
    : undefined;

type Catalogue = 'videos' | 'lessons';
const NOUNS: Record<Catalogue, string> = { videos: 'video', lessons: 'lesson' };

export function referenceProblems(input: unknown): CourseFileProblem[] {
  const problems: CourseFileProblem[] = [];

  const keysOf = (catalogue: Catalogue): Set<string> => {
    const keys = new Set<string>();
    listOf(fieldOf(input, catalogue)).forEach((item, index) => {
      const key = fieldOf(item, 'key');
      if (typeof key !== 'string') return;
      if (keys.has(key)) {
        problems.push({
          path: [catalogue, index, 'key'],
          message: `${NOUNS[catalogue]} key "${key}" is used twice`,
        });
      }
      keys.add(key);
    });
    return keys;
  };
  const known = { videos: keysOf('videos'), lessons: keysOf('lessons') };

  const expectKey = (catalogue: Catalogue, value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string' && !known[catalogue].has(value)) {
      problems.push({
        path,
        message: `no ${NOUNS[catalogue]} with key "${value}" in ${catalogue}`,
      });
    }
  };

  expectKey('videos', fieldOf(input, 'demoVideo'), ['demoVideo']);
  listOf(fieldOf(input, 'lessons')).forEach((lesson, index) => {
    expectKey('videos', fieldOf(lesson, 'video'), ['lessons', index, 'video']);
  });

  const dayNumbers = new Map<unknown, string>();
  let position = 0;
  listOf(fieldOf(input, 'stages')).forEach((stage, stageIndex) => {
    listOf(fieldOf(stage, 'days')).forEach((day, dayIndex) => {
      position += 1;
      const dayPath = ['stages', stageIndex, 'days', dayIndex];
      // The schema's default: the day's position in the course.
      const dayNumber = fieldOf(day, 'dayNumber') ?? position;
      const first = dayNumbers.get(dayNumber);
      if (first !== undefined) {
        problems.push({
          path: [...dayPath, 'dayNumber'],
          message: `day number ${String(dayNumber)} is used twice (also ${first})`,
        });
      } else if (typeof dayNumber === 'number') {
        dayNumbers.set(dayNumber, formatPath(dayPath));
      }
      listOf(fieldOf(day, 'lessonSets')).forEach((set, setIndex) => {
        listOf(fieldOf(set, 'lessons')).forEach((lessonKey, lessonIndex) => {
          expectKey('lessons', lessonKey, [
            ...dayPath,
            'lessonSets',
            setIndex,
            'lessons',
            lessonIndex,
          ]);
        });
      });
    });
  });
  return problems;
}
