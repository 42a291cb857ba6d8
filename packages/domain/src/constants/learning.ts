/** Learning: lesson statistics, the stream-status cache and offline downloads. */

export const STAT_SAVE_TIMEOUT_MS = 5000;

/** A lesson statistic is saved only after this much viewing... */
export const MIN_VIEWED_MS = 2000;

/** ...or this much when the video has ended. */
export const MIN_VIEWED_ENDED_MS = 30_000;

/** Percent marks at which video progress is reported. */
export const VIDEO_PROGRESS_MARKS = [10, 25, 50, 75] as const;

/** Lifetime of a cached stream-status fetch. */
export const STATUS_CACHE_MS = 300_000;

/** Error code of a download that ran out of device storage. */
export const DOWNLOAD_NO_SPACE_ERROR_CODE = 10;
