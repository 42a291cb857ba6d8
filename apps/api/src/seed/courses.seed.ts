import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Executor } from '../db/client';
import { parseCourseFile } from '../modules/courses/import/course-file.parser';
import { courseImportRepository } from '../modules/courses/import/course-import.repository';
import { importCourse } from '../modules/courses/import/course-import.service';
import { expertAssignmentsRepository } from '../modules/homework/expert-assignments.repository';
import type { SeedStep } from './seed-step';

/** The demo courses, one course file each (docs/course-import.md). */
const DEMO_COURSES_DIR = fileURLToPath(new URL('../../content/courses', import.meta.url));
const COURSE_FILE = /\.(ya?ml|json)$/;

/** The demo course files, each named after the key of its course (`yoga-basics.yaml`): a start
 * finds the courses already there without reading and checking the files, which costs more than
 * half a second. */
async function demoCourseFiles() {
  const names = (await readdir(DEMO_COURSES_DIR)).filter((name) => COURSE_FILE.test(name)).sort();
  return names.map((name) => ({ name, key: name.replace(COURSE_FILE, '') }));
}

/** Imports the demo courses that are not there yet; an edited course is re-imported with
 * `npm run import-course`, not by a restart. */
export const seedCourses: SeedStep = async ({ db }) => {
  const repository = courseImportRepository(db);
  for (const { name, key } of await demoCourseFiles()) {
    if (await repository.findCourse(key)) continue;
    const file = await parseCourseFile(join(DEMO_COURSES_DIR, name), name);
    if (file.key !== key) throw new Error(`${name} holds course ${file.key}, not ${key}`);
    await importCourse(db, file);
  }
};

/** The ids of the demo courses by their keys; with a brand, of that brand's only. */
export async function demoCourseIds(db: Executor, brandId?: number): Promise<Map<string, number>> {
  const keys = (await demoCourseFiles()).map((file) => file.key);
  const rows = await expertAssignmentsRepository(db).coursesByKeys(keys);
  const ofBrand = rows.filter((row) => brandId === undefined || row.brandId === brandId);
  return new Map(ofBrand.map((row) => [row.key, row.id]));
}
