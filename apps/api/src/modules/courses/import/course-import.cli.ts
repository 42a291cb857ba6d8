import { join, resolve } from 'node:path';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/client';
import { parseCourseFile } from './course-file.parser';
import { CourseFileError } from './course-file.problems';
import { importCourse } from './course-import.service';

/**
 * `npm run import-course <file>...`: imports course files into the database the server uses
 * (DATABASE_URL, or the embedded one under DATA_DIR). Every file is checked before anything is
 * written; each is then imported in its own transaction.
 */
async function main(paths: string[]): Promise<number> {
  if (paths.length === 0) {
    console.error('usage: npm run import-course <course.yaml|course.json>...');
    return 2;
  }
  // npm runs the script in apps/api; the paths are the user's, relative to where they typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  const parsed = await Promise.allSettled(
    paths.map((path) => parseCourseFile(resolve(base, path), path)),
  );
  const failures = parsed.flatMap((result) =>
    result.status === 'rejected' ? [result.reason] : [],
  );
  if (failures.length > 0) {
    for (const failure of failures) {
      console.error(failure instanceof CourseFileError ? failure.message : String(failure));
    }
    return 1;
  }

  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'db') });
  try {
    await database.migrate();
    for (const [index, result] of parsed.entries()) {
      if (result.status !== 'fulfilled') continue;
      const id = await importCourse(database.db, result.value, paths[index]);
      console.log(`${paths[index]}: imported course ${id} "${result.value.title}"`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof CourseFileError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
