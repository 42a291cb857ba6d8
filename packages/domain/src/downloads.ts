import { DOWNLOAD_NO_SPACE_ERROR_CODE } from './constants/learning';
import { isDemoRestricted } from './demo-access';
import type { Message } from './message';

export { DOWNLOAD_NO_SPACE_ERROR_CODE };

/** A download's status (spec section 4): it waits, loads, then is stored or failed. */
export const DOWNLOAD_STATUSES = ['pending', 'loading', 'loaded', 'fail'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

/**
 * Where each status may go. Loading stays loading while its progress moves; a failed download
 * may be asked for again (back to pending); a stored one only goes when it is deleted, which
 * removes it rather than changing its status.
 */
const NEXT_STATUSES: Readonly<Record<DownloadStatus, readonly DownloadStatus[]>> = {
  pending: ['loading', 'fail'],
  loading: ['loading', 'loaded', 'fail'],
  loaded: [],
  fail: ['pending'],
};

export function canMoveDownload(from: DownloadStatus, to: DownloadStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** The status after `to`, or an error naming the impossible move (a bug of the caller). */
export function moveDownload(from: DownloadStatus, to: DownloadStatus): DownloadStatus {
  if (!canMoveDownload(from, to)) throw new Error(`A download cannot go from ${from} to ${to}`);
  return to;
}

/** Percent of a download done, whole and within 0–100; null while the total is not known. */
export function downloadProgress(loadedBytes: number, totalBytes: number | null): number | null {
  if (totalBytes === null || totalBytes <= 0) return null;
  return Math.min(100, Math.max(0, Math.floor((loadedBytes / totalBytes) * 100)));
}

/** The parameters a file download needs (spec section 5), in the order they are checked. */
export const DOWNLOAD_PARAMS = ['source', 'target', 'url', 'fileId'] as const;
export type DownloadParam = (typeof DOWNLOAD_PARAMS)[number];

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The invalid-parameter message of the first required parameter that is not set ('source must
 * be set', 'target must be set', 'Url must be set', 'FileId must be set'), else null. `source`
 * is the remote file, `target` where it is kept, `url` what its size is checked against, and
 * `fileId` what names a video file.
 */
export function downloadParamProblem(
  params: Partial<Record<DownloadParam, string | number | null>>,
  required: readonly DownloadParam[] = DOWNLOAD_PARAMS,
): Message | null {
  const missing = DOWNLOAD_PARAMS.find(
    (name) => required.includes(name) && isMissing(params[name]),
  );
  return missing === undefined ? null : { key: `downloads.required.${missing}` };
}

/** The folder of a course's downloads, images and videos alike (spec section 9). */
export function courseDownloadFolder(courseId: number): string {
  return `/courses/${courseId}`;
}

/** A video's file name: its id with .mp4 unless it has a name of its own (spec section 5). */
export function videoFileName(fileId: number | string, name?: string | null): string {
  return isMissing(name) ? `${fileId}.mp4` : String(name);
}

/**
 * A stored file is whole when its size is the remote content length. A server that does not
 * say (no Content-Length) cannot be checked: any non-empty file is then taken.
 */
export function isCompleteFile(remoteLength: number | null, localSize: number): boolean {
  return remoteLength === null ? localSize > 0 : localSize === remoteLength;
}

/** Whether the storage left (quota minus usage) holds `neededBytes`; an unknown estimate (no
 * StorageManager) lets the download try, the browser refusing it when it runs out. */
export function hasRoomFor(
  estimate: { quota?: number; usage?: number } | null,
  neededBytes: number,
): boolean {
  if (estimate?.quota === undefined) return true;
  return estimate.quota - (estimate.usage ?? 0) >= neededBytes;
}

/** A thrown error that means the device has no space left: the browser's QuotaExceededError
 * (DOMException code 22), a file system's ENOSPC, or a 'no space left' message. */
export function isOutOfSpace(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  return (
    name === 'QuotaExceededError' ||
    code === 22 ||
    code === 'ENOSPC' ||
    (typeof message === 'string' && /no space left|ENOSPC/i.test(message))
  );
}

export type DownloadFailure = {
  /** 10 when the device ran out of space (spec section 8); null for any other failure. */
  code: typeof DOWNLOAD_NO_SPACE_ERROR_CODE | null;
  message: Message;
};

export const NOT_ENOUGH_STORAGE: Message = { key: 'downloads.notEnoughStorage' };
export const DOWNLOAD_FAILED: Message = { key: 'downloads.failed' };
export const DOWNLOAD_INCOMPLETE: Message = { key: 'downloads.incomplete' };

/** What a failed download reports: out of space is code 10 with 'not enough storage'. */
export function downloadFailure(error: unknown): DownloadFailure {
  if (isOutOfSpace(error))
    return { code: DOWNLOAD_NO_SPACE_ERROR_CODE, message: NOT_ENOUGH_STORAGE };
  return { code: null, message: DOWNLOAD_FAILED };
}

/** Offline viewing is offered where the brand enables it (isOfflineEnable) and, in a demo
 * stream without full access, only where the course allows it (isDemoOfflineModeAccessible). */
export function isOfflineViewingAllowed(
  brand: { isOfflineEnable: boolean } | null,
  stream: { isDemo: boolean; courseFullAccess: boolean },
  course: { isDemoOfflineModeAccessible: boolean } | null,
): boolean {
  if (!brand?.isOfflineEnable) return false;
  return !isDemoRestricted(stream) || (course?.isDemoOfflineModeAccessible ?? false);
}
