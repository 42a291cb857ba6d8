import { useSyncExternalStore } from 'react';
import { telemetry } from '../analytics/telemetry';
import { USER_CACHES_CLEARED } from './clear-user-caches';
import {
  type DownloadRecord,
  downloadsSupported,
  readRecords,
  removeRecord,
} from './download-store';
import { downloadLesson, type LessonToDownload } from './lesson-download';

export type DownloadEntry = DownloadRecord & {
  /** Percent done while loading; null when not loading or the size is not known. */
  progress: number | null;
};

export type DownloadsSnapshot = {
  /** 'unsupported' where the browser has no Cache Storage (an insecure origin). */
  state: 'idle' | 'reading' | 'ready' | 'error' | 'unsupported';
  entries: readonly DownloadEntry[];
};

const entryId = (record: { courseId: number; lessonId: number }) =>
  `${record.courseId}/${record.lessonId}`;

let snapshot: DownloadsSnapshot = { state: 'idle', entries: [] };
const listeners = new Set<() => void>();
/** Downloads running in this tab: a stored 'loading' record without one was cut short. */
const running = new Set<string>();

function publish(next: Partial<DownloadsSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

function putEntry(entry: DownloadEntry): void {
  const others = snapshot.entries.filter((other) => entryId(other) !== entryId(entry));
  publish({ entries: [entry, ...others] });
}

/** A record left pending or loading by a tab that closed did not finish: it shows as failed. */
function asFound(record: DownloadRecord): DownloadEntry {
  const interrupted =
    (record.status === 'pending' || record.status === 'loading') && !running.has(entryId(record));
  return interrupted
    ? {
        ...record,
        status: 'fail',
        failure: { code: null, messageKey: 'downloads.failed' },
        progress: null,
      }
    : { ...record, progress: null };
}

/** The stored downloads, read once per tab and kept up to date by the actions below. */
export const downloads = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (snapshot.state === 'idle') void downloads.refresh();
    return () => listeners.delete(listener);
  },
  snapshot: () => snapshot,

  async refresh(): Promise<void> {
    if (!downloadsSupported()) {
      publish({ state: 'unsupported' });
      return;
    }
    publish({ state: 'reading' });
    try {
      publish({ state: 'ready', entries: (await readRecords()).map(asFound) });
    } catch (error) {
      telemetry.reportError(error);
      publish({ state: 'error' });
    }
  },

  async download(lesson: LessonToDownload): Promise<void> {
    const id = entryId(lesson);
    if (running.has(id)) return;
    running.add(id);
    try {
      await downloadLesson(lesson, {
        onChange: (record, progress) => putEntry({ ...record, progress }),
        report: telemetry.reportError,
      });
    } finally {
      running.delete(id);
    }
  },

  async remove(entry: DownloadRecord): Promise<void> {
    await removeRecord(entry);
    publish({ entries: snapshot.entries.filter((other) => entryId(other) !== entryId(entry)) });
  },

  /** Forgets what was listed: read again by the next screen that shows downloads. */
  forget(): void {
    publish({ state: 'idle', entries: [] });
  },
};

// Sign-out deleted the caches: nothing of that user is listed any more.
window.addEventListener(USER_CACHES_CLEARED, () => downloads.forget());

export function useDownloads(): DownloadsSnapshot {
  return useSyncExternalStore(downloads.subscribe, downloads.snapshot);
}

/** One lesson's download, if it has one. */
export function useLessonDownload(courseId: number, lessonId: number): DownloadEntry | undefined {
  const { entries } = useDownloads();
  return entries.find((entry) => entry.courseId === courseId && entry.lessonId === lessonId);
}
