import { resolve } from 'node:path';
import { type Document, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import type { z } from 'zod';

/*
 * What the operator importers (course files, banner files) share: a YAML or JSON text read with
 * the position of every field, problems named the way compilers name a place
 * (`file:line:column path: message`), and zod's issues in plain words.
 */

export type FieldPath = readonly (string | number)[];

/** One thing wrong with a file: where (line and column when the text is known) and what. */
export interface FileProblem {
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

/** `course.yaml:14:7 stages[0].title: must not be empty`. */
export function formatProblem(
  problem: FileProblem,
  source?: string,
  pathText: (path: FieldPath) => string = formatPath,
): string {
  const place = [source, problem.line, problem.column].filter((part) => part !== undefined);
  const prefix = place.length > 0 ? `${place.join(':')} ` : '';
  return `${prefix}${pathText(problem.path)}: ${problem.message}`;
}

/** Every problem of a file at once, in the order they appear in it, one line each. */
export class DataFileError extends Error {
  readonly problems: FileProblem[];

  constructor(
    problems: FileProblem[],
    readonly source?: string,
    pathText?: (path: FieldPath) => string,
  ) {
    const sorted = [...problems].sort(
      (a, b) =>
        (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER) ||
        (a.column ?? 0) - (b.column ?? 0),
    );
    super(sorted.map((problem) => formatProblem(problem, source, pathText)).join('\n'));
    this.name = 'DataFileError';
    this.problems = sorted;
  }
}

/** Where a field of a parsed text starts, 1-based. */
export type Locate = (path: FieldPath, at: 'key' | 'value') => { line: number; column: number };

/** Where a document came from: its file's name and the positions of its fields. */
interface Origin {
  source?: string;
  locate: Locate;
}

/** Documents that came from a text (and their validated copies), so that problems found later,
 * such as an unknown brand while writing, still name their file and line. */
const origins = new WeakMap<object, Origin>();
const originOf = (document: unknown) =>
  typeof document === 'object' && document !== null ? origins.get(document) : undefined;

/** The position of a document's field, or of its nearest present ancestor when it is missing. */
function locator(document: Document, lines: LineCounter): Locate {
  return (path, at) => {
    let node: unknown = document.contents;
    let found = node;
    for (const [index, part] of path.entries()) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && item.key.value === part);
        if (!pair) break;
        node = at === 'key' && index === path.length - 1 ? pair.key : pair.value;
      } else if (isSeq(node) && typeof part === 'number') {
        node = node.items[part];
      } else {
        break;
      }
      if (!node) break;
      found = node;
    }
    const offset = (found as Node | null)?.range?.[0] ?? 0;
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  };
}

/**
 * A text in YAML or JSON (JSON is read as the YAML it also is): its data, whose origin is kept
 * for locateProblems, or its syntax errors (a key given twice among them) with their lines.
 */
export function readDataText(
  text: string,
  source?: string,
): { ok: true; data: unknown } | { ok: false; problems: FileProblem[] } {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (document.errors.length > 0) {
    return {
      ok: false,
      problems: document.errors.map((error) => {
        const { line, col } = lines.linePos(error.pos[0]);
        return { path: [], message: error.message, line, column: col };
      }),
    };
  }
  const data: unknown = document.toJS({ maxAliasCount: 1000 });
  if (typeof data === 'object' && data !== null) {
    origins.set(data, { source, locate: locator(document, lines) });
  }
  return { ok: true, data };
}

/** A validated copy of a document keeps the document's origin. */
export function keepOrigin(document: unknown, copy: object): void {
  const origin = originOf(document);
  if (origin) origins.set(copy, origin);
}

/** The problems of a document, each with the line and column of its field when the document
 * was read from a text, and the name of that text. */
export function locateProblems(
  document: unknown,
  problems: FileProblem[],
  source?: string,
): { problems: FileProblem[]; source?: string } {
  const origin = originOf(document);
  if (!origin) return { problems, source };
  return {
    problems: problems.map((problem) => ({
      ...problem,
      // An unknown field is pointed at by its name; anything else by its value.
      ...origin.locate(problem.path, problem.message === 'unknown field' ? 'key' : 'value'),
    })),
    source: source ?? origin.source,
  };
}

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

/** A schema's verdict on a document: its output, or its problems in plain words (one per
 * unknown field, so that each points at its own line). */
export function checkSchema<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; problems: FileProblem[] } {
  const parsed = schema.safeParse(input, { error: describe });
  if (parsed.success) return { ok: true, data: parsed.data };
  const problems = parsed.error.issues.flatMap((issue): FileProblem[] => {
    const path = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...path, key], message: issue.message }));
    }
    return [{ path, message: issue.message }];
  });
  return { ok: false, problems };
}

/**
 * The files an import command was given, each parsed, or none when any is wrong: every
 * problem of every file is printed first (an importer checks all its files before it writes).
 * The paths are the user's, relative to where they typed (npm runs the script in apps/api).
 */
export async function parseFilesOrReport<T>(
  paths: readonly string[],
  parse: (absolutePath: string, shownPath: string) => Promise<T>,
): Promise<{ path: string; file: T }[] | undefined> {
  const base = process.env.INIT_CWD ?? process.cwd();
  const parsed = await Promise.allSettled(paths.map((path) => parse(resolve(base, path), path)));
  const failures = parsed.flatMap((result) =>
    result.status === 'rejected' ? [result.reason] : [],
  );
  if (failures.length > 0) {
    for (const failure of failures) {
      console.error(failure instanceof DataFileError ? failure.message : String(failure));
    }
    return undefined;
  }
  return parsed.flatMap((result, index) =>
    result.status === 'fulfilled' ? [{ path: paths[index] ?? '', file: result.value }] : [],
  );
}
