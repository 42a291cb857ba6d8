import { courseDownloadFolder, type DownloadStatus } from '@platform/domain/downloads';

/**
 * Where downloads live: Cache Storage, one cache per course (`downloads:/courses/{courseId}`,
 * the spec's folder), holding the lesson's files and one JSON record per lesson. Cache Storage
 * rather than IndexedDB or OPFS: it stores Responses as they come (streamed, never whole in
 * memory), every browser with a service worker has it, and sign-out empties it with the other
 * caches in one sweep.
 */
export const DOWNLOADS_CACHE_PREFIX = 'downloads:';

export type StoredFile = { key: string; kind: 'video' | 'image'; bytes: number };

/** What the downloads screen and the player know of one lesson's download. */
export type DownloadRecord = {
  courseId: number;
  lessonId: number;
  videoId: number;
  /** The lesson's title, and where it is studied: the day screen it was saved from. */
  title: string;
  streamId: number;
  dayNumber: number;
  status: DownloadStatus;
  files: StoredFile[];
  /** Bytes stored: the sum of the files'. */
  bytes: number;
  savedAt: number;
  /** Why it failed: code 10 when the device was full; the message's translation key. */
  failure: { code: number | null; messageKey: string } | null;
};

export const downloadsSupported = () => typeof caches !== 'undefined';

const cacheName = (courseId: number) =>
  `${DOWNLOADS_CACHE_PREFIX}${courseDownloadFolder(courseId)}`;

/** The request URL a course's file is kept under (a key only: nothing is served there). */
export const fileKey = (courseId: number, name: string) =>
  new URL(`/downloads${courseDownloadFolder(courseId)}/${name}`, window.location.origin).href;

const recordKey = (courseId: number, lessonId: number) =>
  fileKey(courseId, `lessons/${lessonId}.json`);

export const openCourseCache = (courseId: number) => caches.open(cacheName(courseId));

export async function saveRecord(record: DownloadRecord): Promise<void> {
  const cache = await openCourseCache(record.courseId);
  await cache.put(
    recordKey(record.courseId, record.lessonId),
    new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }),
  );
}

/** Every lesson record of every course, newest first. */
export async function readRecords(): Promise<DownloadRecord[]> {
  const names = (await caches.keys()).filter((name) => name.startsWith(DOWNLOADS_CACHE_PREFIX));
  const records = await Promise.all(
    names.map(async (name) => {
      const cache = await caches.open(name);
      const keys = (await cache.keys()).filter((request) => request.url.endsWith('.json'));
      return Promise.all(
        keys.map(async (key) => (await (await cache.match(key))?.json()) as DownloadRecord),
      );
    }),
  );
  return records.flat().sort((a, b) => b.savedAt - a.savedAt);
}

/** Removes files of a course's cache (a failed download's partial ones, or a deleted one's). */
export async function removeFiles(courseId: number, files: readonly StoredFile[]): Promise<void> {
  const cache = await openCourseCache(courseId);
  await Promise.all(files.map((file) => cache.delete(file.key)));
}

/** Removes a lesson's files and record, and the course's cache once nothing is left in it. */
export async function removeRecord(record: DownloadRecord): Promise<void> {
  const cache = await openCourseCache(record.courseId);
  await Promise.all([
    ...record.files.map((file) => cache.delete(file.key)),
    cache.delete(recordKey(record.courseId, record.lessonId)),
  ]);
  if ((await cache.keys()).length === 0) await caches.delete(cacheName(record.courseId));
}

/** A stored file as a Blob (for an object URL), or null when it is not there. */
export async function readFile(courseId: number, key: string): Promise<Blob | null> {
  const response = await (await openCourseCache(courseId)).match(key);
  return response ? response.blob() : null;
}
