import { checkSchema } from '../../../lib/data-file';
import type { CourseFileProblem } from './course-file.problems';
import { referenceProblems } from './course-file.references';
import { type CourseFile, CourseFileSchema } from './course-file.schema';

export type Validation =
  | { ok: true; file: CourseFile }
  | { ok: false; problems: CourseFileProblem[] };

/** The schema's problems and the cross-reference problems together. */
export function validateCourseFile(input: unknown): Validation {
  const parsed = checkSchema(CourseFileSchema, input);
  const problems = [...(parsed.ok ? [] : parsed.problems), ...referenceProblems(input)];
  if (parsed.ok && problems.length === 0) return { ok: true, file: parsed.data };
  return { ok: false, problems };
}
