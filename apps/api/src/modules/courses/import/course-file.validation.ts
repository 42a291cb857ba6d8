import type { z } from 'zod';
import type { CourseFileProblem } from './course-file.problems';
import { referenceProblems } from './course-file.references';
import { type CourseFile, CourseFileSchema } from './course-file.schema';

const NOUNS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  object: 'an object',
  record: 'an object',
};

/** Plain words for the issues whose schema gives no message of its own. */
function describe(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'required'
        : `expected ${NOUNS[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return 'unknown field';
    default:
      return undefined;
  }
}

function schemaProblems(issues: readonly z.core.$ZodIssue[]): CourseFileProblem[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
    // One problem per unknown field, so that each points at its own line.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...path, key], message: issue.message }));
    }
    return [{ path, message: issue.message }];
  });
}

export type Validation =
  | { ok: true; file: CourseFile }
  | { ok: false; problems: CourseFileProblem[] };

/** The schema's problems and the cross-reference problems together. */
export function validateCourseFile(input: unknown): Validation {
  const parsed = CourseFileSchema.safeParse(input, { error: describe });
  const problems = [
    ...(parsed.success ? [] : schemaProblems(parsed.error.issues)),
    ...referenceProblems(input),
  ];
  if (parsed.success && problems.length === 0) return { ok: true, file: parsed.data };
  return { ok: false, problems };
}
