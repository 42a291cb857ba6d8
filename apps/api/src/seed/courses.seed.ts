import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Executor } from '../db/client';
import { parseCourseFile } from '../modules/courses/import/course-file.parser';
import type { CourseFile } from '../modules/courses/import/course-file.schema';
import { courseImportRepository } from '../modules/courses/import/course-import.repository';
import { importCourse } from '../modules/courses/import/course-import.service';
import { expertAssignmentsRepository } from '../modules/homework/expert-assignments.repository';
import type { SeedStep } from './seed-step';

/** The demo courses, one course file each (docs/course-import.md). */
const DEMO_COURSES_DIR = fileURLToPath(new URL('../../content/courses', import.meta.url));

let demoCourses: Promise<CourseFile[]> | undefined;

/** The course files, read and checked once per process (they change with a release). */
function readDemoCourses(): Promise<CourseFile[]> {
  demoCourses ??= readdir(DEMO_COURSES_DIR).then((entries) => {
    const names = entries.filter((name) => /\.(ya?ml|json)$/.test(name)).sort();
    return Promise.all(names.map((name) => parseCourseFile(join(DEMO_COURSES_DIR, name), name)));
  });
  return demoCourses;
}

/** Imports the demo courses that are not there yet; an edited course is re-imported with
 * `npm run import-course`, not by a restart. */
export const seedCourses: SeedStep = async ({ db }) => {
  const repository = courseImportRepository(db);
  for (const file of await readDemoCourses()) {
    if (!(await repository.findCourse(file.key))) await importCourse(db, file);
  }
};

/** The ids of the demo courses by the keys of their files. */
export async function demoCourseIds(db: Executor): Promise<Map<string, number>> {
  const keys = (await readDemoCourses()).map((file) => file.key);
  const rows = await expertAssignmentsRepository(db).coursesByKeys(keys);
  return new Map(rows.map((row) => [row.key, row.id]));
}
