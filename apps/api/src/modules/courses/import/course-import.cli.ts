import { createContext } from '../../../bootstrap';
import { loadConfig } from '../../../config';
import { exitWith, withDatabase } from '../../../db/command-line';
import { parseFilesOrReport } from '../../../lib/data-file';
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
  const files = await parseFilesOrReport(paths, parseCourseFile);
  if (!files) return 1;

  return withDatabase(CourseFileError, async (database) => {
    const { db } = database;
    // The server's cached answers built from the course: with REDIS_URL shared, so the drop
    // reaches them; in-process ones expire within STATUS_CACHE_MS.
    const context = createContext(loadConfig(), database);
    try {
      for (const { path, file } of files) {
        const id = await importCourse(db, file, path);
        await learningChanged(context.ctx, { courseId: id });
        console.log(`${path}: imported course ${id} "${file.title}"`);
      }
    } finally {
      await context.close();
    }
  });
}

exitWith(main(process.argv.slice(2)));
