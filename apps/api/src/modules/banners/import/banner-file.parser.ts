import { readFile } from 'node:fs/promises';
import {
  checkSchema,
  DataFileError,
  type FieldPath,
  type FileProblem,
  formatPath,
  keepOrigin,
  locateProblems,
  readDataText,
} from '../../../lib/data-file';
import { type BannerFile, BannerFileSchema } from './banner-file.schema';

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const fieldOf = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[name]
    : undefined;

/** A path in a banner file, the banner named by its code beside its place:
 * `banners[2] (summer-sale).placements[0]`. */
function bannerPath(document: unknown): (path: FieldPath) => string {
  const banners = listOf(fieldOf(document, 'banners'));
  return (path) => {
    const [list, index, ...rest] = path;
    const code = typeof index === 'number' ? fieldOf(banners[index], 'code') : undefined;
    if (list !== 'banners' || typeof code !== 'string' || code.trim() === '') {
      return formatPath(path);
    }
    const entry = `banners[${index}] (${code})`;
    return rest.length === 0 ? entry : `${entry}${formatPath(['', ...rest])}`;
  };
}

/** Every problem of a banner file at once, in the order they appear in it, each naming the
 * banner by its place in the file and its code. Nothing is written while there is one. */
export class BannerFileError extends DataFileError {
  constructor(problems: FileProblem[], source?: string, document?: unknown) {
    super(problems, source, bannerPath(document));
    this.name = 'BannerFileError';
  }
}

/** The problems of a document as one error; for a document parsed from a text, each names the
 * line and column of its field. */
export function bannerFileError(
  document: unknown,
  problems: FileProblem[],
  source?: string,
): BannerFileError {
  const located = locateProblems(document, problems, source);
  return new BannerFileError(located.problems, located.source, document);
}

/** A code given to two banners of the file: the second would overwrite the first. */
function duplicateCodes(document: unknown): FileProblem[] {
  const first = new Map<string, number>();
  const problems: FileProblem[] = [];
  listOf(fieldOf(document, 'banners')).forEach((banner, index) => {
    const code = fieldOf(banner, 'code');
    if (typeof code !== 'string') return;
    const earlier = first.get(code);
    if (earlier === undefined) first.set(code, index);
    else {
      problems.push({
        path: ['banners', index, 'code'],
        message: `code "${code}" is used twice (also banners[${earlier}])`,
      });
    }
  });
  return problems;
}

/** The validated banner file, or a BannerFileError with every problem of the document. */
export function checkBannerFile(document: unknown, source?: string): BannerFile {
  const parsed = checkSchema(BannerFileSchema, document);
  const problems = [...(parsed.ok ? [] : parsed.problems), ...duplicateCodes(document)];
  if (!parsed.ok || problems.length > 0) throw bannerFileError(document, problems, source);
  keepOrigin(document, parsed.data);
  return parsed.data;
}

/** A banner file's text, JSON (or YAML), checked: syntax errors (a key given twice among them)
 * or else every content problem, each with its line. */
export function parseBannerText(text: string, source?: string): BannerFile {
  const read = readDataText(text, source);
  if (!read.ok) throw new BannerFileError(read.problems, source);
  return checkBannerFile(read.data, source);
}

/** Reads and checks a banner file; problems are named after `source` (the path by default). */
export async function parseBannerFile(path: string, source = path): Promise<BannerFile> {
  return parseBannerText(await readFile(path, 'utf8'), source);
}
