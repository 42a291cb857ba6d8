import { SECOND_MS } from '@platform/domain/constants/time';
import { en } from '@platform/domain/i18n/en';
import { translate } from '@platform/domain/message';
import {
  STATISTICS_FAILED_MESSAGE,
  type StatThresholds,
  shouldSaveLessonStat,
} from '@platform/domain/statistics';
import type { LessonStatBody } from '../api/save-lesson-stat';
import type { WatchSnapshot } from './watch-tracker';

/** What error reporting receives when a lesson statistic is not saved (spec sections 5, 8): one
 * English text whatever the language, so that reports group together. */
export class StatisticsError extends Error {
  override name = 'StatisticsError';

  constructor(options?: { cause: unknown }) {
    super(translate(en, STATISTICS_FAILED_MESSAGE), options);
  }
}

/** Where a lesson's viewing is recorded. */
export type LessonStatTarget = {
  streamId: number;
  dayId: number;
  lessonSetLessonId: number;
  /** The lesson's totals saved before this visit: the visit adds to them. Read once, when the
   * saver is made, since the visit's own saves change them later. */
  saved: { viewedSeconds: number; playCount: number };
  /** The check of shouldSaveLessonStat: whether this lesson's viewing is recorded at all. */
  enabled: boolean;
  /** The started day's status id, the day being started first when it is not; null when
   * there is none to be had. */
  dayStatusId(): Promise<number | null>;
};

type SaverDeps = {
  /** The target as it is now (the day may have been started meanwhile). */
  target(): LessonStatTarget;
  send(body: LessonStatBody): Promise<unknown>;
  report(error: unknown): void;
  /** The brand's viewing thresholds (spec section 9 by default). */
  thresholds?: StatThresholds;
};

const sameSnapshot = (a: WatchSnapshot, b: WatchSnapshot) =>
  a.viewedMs === b.viewedMs && a.plays === b.plays;

/**
 * Saves a lesson's statistics when the learner stops watching. The body carries the lesson's
 * totals (saved before the visit plus the visit's), so saving again, or after a failure, never
 * counts anything twice, and where the video stood; a stop with nothing new watched since the
 * last save sends nothing.
 */
export function createLessonStatSaver({ target, send, report, thresholds }: SaverDeps) {
  const before = target().saved;
  let lastSaved: WatchSnapshot = { viewedMs: 0, plays: 0 };

  return async function save(
    snapshot: WatchSnapshot,
    videoEnded: boolean,
    positionS: number,
  ): Promise<void> {
    const current = target();
    const { viewedMs } = snapshot;
    if (sameSnapshot(snapshot, lastSaved)) return;
    const check = { viewedMs, videoEnded, enabled: current.enabled };
    if (!shouldSaveLessonStat(check, thresholds)) return;
    const previous = lastSaved;
    lastSaved = snapshot;
    // A newer save may have taken over meanwhile; only this one's failure is undone.
    const undo = () => {
      if (lastSaved === snapshot) lastSaved = previous;
    };
    const dayStatus = await current.dayStatusId();
    if (dayStatus === null) {
      undo();
      report(new StatisticsError());
      return;
    }
    try {
      await send({
        stage_day_id: current.dayId,
        user_course_stream_id: current.streamId,
        stage_day_lesson_set_lesson_id: current.lessonSetLessonId,
        viewed_seconds: before.viewedSeconds + Math.round(viewedMs / SECOND_MS),
        play_count: before.playCount + snapshot.plays,
        // Where the next visit resumes, on this device or another.
        position_seconds: Math.round(positionS),
        day_status: dayStatus,
      });
    } catch (error) {
      undo();
      report(new StatisticsError({ cause: error }));
    }
  };
}
