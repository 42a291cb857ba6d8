import {
  DOWNLOAD_INCOMPLETE,
  downloadFailure,
  downloadParamProblem,
  downloadProgress,
  hasRoomFor,
  isCompleteFile,
  videoFileName,
} from '@platform/domain/downloads';
import type { Message } from '@platform/domain/message';
import {
  type DownloadRecord,
  fileKey,
  openCourseCache,
  removeFiles,
  type StoredFile,
  saveRecord,
} from './download-store';

/** What is downloaded for a lesson: its video's MP4 file and its preview image. */
export type LessonToDownload = {
  courseId: number;
  lessonId: number;
  title: string;
  streamId: number;
  dayNumber: number;
  video: { id: number; url: string; preview: string | null };
};

/** A download that cannot start or finish for a reason the learner is told (a missing
 * parameter, a file cut short). */
export class DownloadError extends Error {
  override name = 'DownloadError';

  constructor(readonly reason: Message) {
    super(reason.key);
  }
}

type Source = { url: string; key: string; kind: StoredFile['kind'] };

/** The remote size of a file (HEAD, Content-Length), null when the server does not say. */
async function remoteLength(url: string, fetcher: typeof fetch): Promise<number | null> {
  const problem = downloadParamProblem({ url }, ['url']);
  if (problem) throw new DownloadError(problem);
  const response = await fetcher(url, { method: 'HEAD' });
  if (!response.ok) throw new Error(`HEAD ${url} answered ${response.status}`);
  const length = response.headers.get('content-length');
  return length === null ? null : Number(length);
}

/** Streams one file into the course's cache, counting its bytes as they arrive. */
async function storeFile(
  source: Source,
  courseId: number,
  fetcher: typeof fetch,
  onBytes: (bytes: number) => void,
): Promise<number> {
  const response = await fetcher(source.url);
  if (!response.ok || !response.body) {
    throw new Error(`GET ${source.url} answered ${response.status}`);
  }
  let written = 0;
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        written += chunk.byteLength;
        onBytes(chunk.byteLength);
        controller.enqueue(chunk);
      },
    }),
  );
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const cache = await openCourseCache(courseId);
  await cache.put(source.key, new Response(counted, { headers: { 'content-type': type } }));
  return written;
}

type DownloadDeps = {
  onChange(record: DownloadRecord, progress: number | null): void;
  report(error: unknown): void;
  fetcher?: typeof fetch;
  estimate?: () => Promise<StorageEstimate | null>;
};

const browserEstimate = async () => (await navigator.storage?.estimate?.()) ?? null;

/**
 * Downloads a lesson for offline viewing: pending, then loading with progress, then loaded or
 * fail. Each file's remote length is read first (HEAD) so that the quota is checked before
 * anything is written, and the stored size is compared with it after. A failure removes what
 * was written; out of space is code 10, 'not enough storage' (spec section 8), anything else is
 * reported to error reporting as well.
 */
export async function downloadLesson(
  lesson: LessonToDownload,
  { onChange, report, fetcher = fetch, estimate = browserEstimate }: DownloadDeps,
): Promise<DownloadRecord> {
  const { courseId, video } = lesson;
  const videoName = videoFileName(video.id);
  const sources: Source[] = [{ url: video.url, key: fileKey(courseId, videoName), kind: 'video' }];
  if (video.preview) {
    sources.push({
      url: video.preview,
      key: fileKey(courseId, `images/${video.id}`),
      kind: 'image',
    });
  }
  let record: DownloadRecord = {
    courseId,
    lessonId: lesson.lessonId,
    videoId: video.id,
    title: lesson.title,
    streamId: lesson.streamId,
    dayNumber: lesson.dayNumber,
    status: 'pending',
    files: [],
    bytes: 0,
    savedAt: Date.now(),
    failure: null,
  };
  const change = (next: Partial<DownloadRecord>, progress: number | null = null) => {
    record = { ...record, ...next };
    onChange(record, progress);
  };
  change({});
  const written: StoredFile[] = [];
  try {
    const problem = downloadParamProblem(
      {
        source: video.url,
        target: fileKey(courseId, videoName),
        fileId: video.id,
      },
      ['source', 'target', 'fileId'],
    );
    if (problem) throw new DownloadError(problem);
    const lengths = await Promise.all(sources.map((source) => remoteLength(source.url, fetcher)));
    const total = lengths.reduce<number>((sum, length) => sum + (length ?? 0), 0);
    if (!hasRoomFor(await estimate(), total)) {
      throw new DOMException('Not enough storage for the download', 'QuotaExceededError');
    }
    await navigator.storage?.persist?.().catch(() => false);
    await saveRecord({ ...record, status: 'loading' });
    change({ status: 'loading' }, 0);
    let loaded = 0;
    for (const [index, source] of sources.entries()) {
      const bytes = await storeFile(source, courseId, fetcher, (chunk) => {
        loaded += chunk;
        change({}, downloadProgress(loaded, total || null));
      });
      written.push({ key: source.key, kind: source.kind, bytes });
      if (!isCompleteFile(lengths[index] ?? null, bytes))
        throw new DownloadError(DOWNLOAD_INCOMPLETE);
    }
    const bytes = written.reduce((sum, file) => sum + file.bytes, 0);
    const done = { ...record, status: 'loaded' as const, files: written, bytes };
    await saveRecord(done);
    change(done, 100);
  } catch (error) {
    // Also the file being written when it failed: cache.put may have kept nothing or a part.
    const partial = [...written, ...sources.map((source) => ({ ...source, bytes: 0 }))];
    await removeFiles(courseId, partial).catch(() => undefined);
    const failure =
      error instanceof DownloadError
        ? { code: null, message: error.reason }
        : downloadFailure(error);
    if (failure.code === null) report(error);
    const failed = {
      ...record,
      status: 'fail' as const,
      files: [],
      bytes: 0,
      failure: { code: failure.code, messageKey: failure.message.key },
    };
    await saveRecord(failed).catch(() => undefined);
    change(failed);
  }
  return record;
}
