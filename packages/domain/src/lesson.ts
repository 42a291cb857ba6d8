/** The user's repeat count of a lesson set, kept inside the set's allowed range. */
export function clampRepeatCount(repeatCount: number, from: number, to: number): number {
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  if (!Number.isFinite(repeatCount)) return low;
  return Math.min(high, Math.max(low, repeatCount));
}

/** A whole percent between 0 and 100; anything that is not a number counts as 0. */
export function capProgress(percent: number): number {
  if (Number.isNaN(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

export interface StreamProgress {
  daysCount: number;
  completeDaysCount: number;
  progress: number;
}

export function streamProgress(daysCount: number, completeDaysCount: number): StreamProgress {
  const progress = daysCount > 0 ? capProgress((completeDaysCount / daysCount) * 100) : 0;
  return { daysCount, completeDaysCount, progress };
}

export const LESSON_TITLE_MARKERS = ['разбор', 'исполнение', 'теория'] as const;

const MARKERS = LESSON_TITLE_MARKERS.join('|');
/** Some title text, then a marker in matching round or square brackets at the very end. */
const TRAILING_MARKER = new RegExp(
  `^(.*\\S)\\s*(?:\\(\\s*(${MARKERS})\\s*\\)|\\[\\s*(${MARKERS})\\s*\\])$`,
  'iu',
);

/**
 * 'Планка (разбор)' → title 'Планка', subtitle 'разбор'. Only a trailing marker is taken, other
 * brackets stay, and a title that is nothing but a marker stays as it is.
 */
export function splitLessonTitle(title: string): { title: string; subtitle: string | null } {
  const trimmed = title.trim();
  const match = TRAILING_MARKER.exec(trimmed);
  const marker = match?.[2] ?? match?.[3];
  if (!match?.[1] || !marker) return { title: trimmed, subtitle: null };
  return { title: match[1], subtitle: marker.toLowerCase() };
}

export const FILE_TYPE = { video: 1, image: 2, sound: 3, document: 4, subtitle: 5 } as const;
export type FileTypeCode = (typeof FILE_TYPE)[keyof typeof FILE_TYPE];

const FILE_TYPE_CODES: readonly FileTypeCode[] = Object.values(FILE_TYPE);

/** The server's file type number (also accepted as a numeric string); unknown is a document. */
export function fileTypeOf(value: unknown): FileTypeCode {
  const code = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return FILE_TYPE_CODES.find((known) => known === code) ?? FILE_TYPE.document;
}

/** A lesson's video reference counts only if it points at a video; the caller logs the rest. */
export function usableVideoRef<T extends { type: number }>(ref: T | null | undefined): T | null {
  return ref?.type === FILE_TYPE.video ? ref : null;
}

/** Lesson sets and lessons by their sort number; equal numbers keep their order. */
export function sortBySort<T extends { sort: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sort - b.sort);
}
