import { DataFileError, type FileProblem } from '../../../lib/data-file';

export { type FieldPath, formatPath, formatProblem } from '../../../lib/data-file';

/** One thing wrong with a course file: where (line and column when the text is known) and what. */
export type CourseFileProblem = FileProblem;

/** Every problem of a course file at once, in the order they appear in it. */
export class CourseFileError extends DataFileError {
  constructor(problems: CourseFileProblem[], source?: string) {
    super(problems, source);
    this.name = 'CourseFileError';
  }
}
