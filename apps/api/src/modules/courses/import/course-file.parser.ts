import { readFile } from 'node:fs/promises';
import { keepOrigin, locateProblems, readDataText } from '../../../lib/data-file';
import { CourseFileError, type CourseFileProblem } from './course-file.problems';
import type { CourseFile } from './course-file.schema';
import { validateCourseFile } from './course-file.validation';

/** The problems of a document as one error; for a document parsed from a text, each names the
 * line and column of its field. */
export function courseFileError(
  document: unknown,
  problems: CourseFileProblem[],
  source?: string,
): CourseFileError {
  const located = locateProblems(document, problems, source);
  return new CourseFileError(located.problems, located.source);
}

/** The validated course, or a CourseFileError with every problem of the document. */
export function checkCourseFile(document: unknown, source?: string): CourseFile {
  const validation = validateCourseFile(document);
  if (!validation.ok) throw courseFileError(document, validation.problems, source);
  keepOrigin(document, validation.file);
  return validation.file;
}

/**
 * A course file's text, YAML or JSON (JSON is read as the YAML it also is), checked: syntax
 * errors (a key given twice among them) or else every content problem, each with its line.
 */
export function parseCourseText(text: string, source?: string): CourseFile {
  const read = readDataText(text, source);
  if (!read.ok) throw new CourseFileError(read.problems, source);
  return checkCourseFile(read.data, source);
}

/** Reads and checks a course file; problems are named after `source` (the path by default). */
export async function parseCourseFile(path: string, source = path): Promise<CourseFile> {
  return parseCourseText(await readFile(path, 'utf8'), source);
}
