import { resolve } from 'node:path';
import { createContext } from '../../../bootstrap';
import { loadConfig } from '../../../config';
import { exitWith, withDatabase } from '../../../db/command-line';
import { learningChanged } from '../../streams/learning-changes';
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

  return withDatabase(CourseFileError, async (db) => {
    // The server's cached answers built from the course: with REDIS_URL shared, so the drop
    // reaches them; in-process ones expire within STATUS_CACHE_MS.
    const context = createContext(loadConfig(), db);
    try {
      for (const [index, result] of parsed.entries()) {
        if (result.status !== 'fulfilled') continue;
        const id = await importCourse(db, result.value, paths[index]);
        await learningChanged(context.ctx, { courseId: id });
        console.log(`${paths[index]}: imported course ${id} "${result.value.title}"`);
      }
    } finally {
      await context.close();
    }
  });
}

exitWith(main(process.argv.slice(2)));
