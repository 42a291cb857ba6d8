import { readFile } from 'node:fs/promises';
import { type Document, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { CourseFileError, type CourseFileProblem, type FieldPath } from './course-file.problems';
import type { CourseFile } from './course-file.schema';
import { validateCourseFile } from './course-file.validation';

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

/** The problems of a document as one error; for a document parsed from a text, each names the
 * line and column of its field. */
export function courseFileError(
  document: unknown,
  problems: CourseFileProblem[],
  source?: string,
): CourseFileError {
  const origin = originOf(document);
  const located = origin
    ? problems.map((problem) => ({
        ...problem,
        // An unknown field is pointed at by its name; anything else by its value.
        ...origin.locate(problem.path, problem.message === 'unknown field' ? 'key' : 'value'),
      }))
    : problems;
  return new CourseFileError(located, source ?? origin?.source);
}

/** The validated course, or a CourseFileError with every problem of the document. */
export function checkCourseFile(document: unknown, source?: string): CourseFile {
  const validation = validateCourseFile(document);
  if (!validation.ok) throw courseFileError(document, validation.problems, source);
  const origin = originOf(document);
  if (origin) origins.set(validation.file, origin);
  return validation.file;
}

/**
 * A course file's text, YAML or JSON (JSON is read as the YAML it also is), checked: syntax
 * errors (a key given twice among them) or else every content problem, each with its line.
 */
export function parseCourseText(text: string, source?: string): CourseFile {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (document.errors.length > 0) {
    throw new CourseFileError(
      document.errors.map((error) => {
        const { line, col } = lines.linePos(error.pos[0]);
        return { path: [], message: error.message, line, column: col };
      }),
      source,
    );
  }
  const data: unknown = document.toJS({ maxAliasCount: 1000 });
  if (typeof data === 'object' && data !== null) {
    origins.set(data, { source, locate: locator(document, lines) });
  }
  return checkCourseFile(data, source);
}

/** Reads and checks a course file; problems are named after `source` (the path by default). */
export async function parseCourseFile(path: string, source = path): Promise<CourseFile> {
  return parseCourseText(await readFile(path, 'utf8'), source);
}
