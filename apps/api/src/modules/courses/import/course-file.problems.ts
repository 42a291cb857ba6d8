export type FieldPath = readonly (string | number)[];

/** One thing wrong with a course file: where (line and column when the text is known) and what. */
export interface CourseFileProblem {
  path: FieldPath;
  message: string;
  line?: number;
  column?: number;
}

/** `stages[0].days[2].repeatCount`; the whole document is `(document)`. */
export function formatPath(path: FieldPath): string {
  if (path.length === 0) return '(document)';
  return path
    .map((part, index) => {
      if (typeof part === 'number') return `[${part}]`;
      return index === 0 ? part : `.${part}`;
    })
    .join('');
}

/** `course.yaml:14:7 stages[0].title: must not be empty`, the way compilers name a place. */
export function formatProblem(problem: CourseFileProblem, source?: string): string {
  const place = [source, problem.line, problem.column].filter((part) => part !== undefined);
  const prefix = place.length > 0 ? `${place.join(':')} ` : '';
  return `${prefix}${formatPath(problem.path)}: ${problem.message}`;
}

/** Every problem of a course file at once, in the order they appear in it. */
export class CourseFileError extends Error {
  readonly problems: CourseFileProblem[];

  constructor(
    problems: CourseFileProblem[],
    readonly source?: string,
  ) {
    const sorted = [...problems].sort(
      (a, b) =>
        (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER) ||
        (a.column ?? 0) - (b.column ?? 0),
    );
    super(sorted.map((problem) => formatProblem(problem, source)).join('\n'));
    this.name = 'CourseFileError';
    this.problems = sorted;
  }
}
