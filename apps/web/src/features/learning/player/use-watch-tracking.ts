import { type RefObject, useEffect, useRef } from 'react';
import { createWatchTracker, type WatchSnapshot } from './watch-tracker';

export type WatchHandlers = {
  /** A play started: the first one, or one after the end (not a resume after a pause). */
  onNewPlay(): void;
  /** Progress marks first passed during this play. */
  onMarks(marks: number[]): void;
  /** The learner stopped watching: a pause, the end, or leaving the lesson, tab or page;
   * `positionS` is where the video stands then. */
  onStop(snapshot: WatchSnapshot, videoEnded: boolean, positionS: number): void;
};

/**
 * Follows what is watched of the video: its play, timeupdate, seeking, seeked, pause and ended
 * events, the tab being hidden, the page being left and the player going away. `durationS`
 * stands in until the video has read its own duration.
 */
export function useWatchTracking(
  videoRef: RefObject<HTMLVideoElement | null>,
  durationS: number,
  handlers: WatchHandlers,
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const tracker = createWatchTracker();
    const duration = () => (Number.isFinite(video.duration) ? video.duration : durationS);
    // Reaching the end fires pause before ended: `ended` is already true for both.
    const stop = () => latest.current.onStop(tracker.snapshot(), video.ended, video.currentTime);

    const onPlay = () => {
      if (tracker.play(video.currentTime, duration())) latest.current.onNewPlay();
    };
    const onTimeUpdate = () => {
      if (video.seeking) {
        tracker.jump();
        return;
      }
      const marks = tracker.progress(video.currentTime, duration());
      if (marks.length > 0) latest.current.onMarks(marks);
    };
    const onSeeking = () => tracker.jump();
    const onSeeked = () => tracker.land(video.currentTime, duration());
    const onEnded = () => {
      tracker.end();
      stop();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') stop();
    };

    const videoEvents = [
      ['play', onPlay],
      ['timeupdate', onTimeUpdate],
      ['seeking', onSeeking],
      ['seeked', onSeeked],
      ['pause', stop],
      ['ended', onEnded],
    ] as const;
    for (const [name, listener] of videoEvents) video.addEventListener(name, listener);
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', stop);
    return () => {
      for (const [name, listener] of videoEvents) video.removeEventListener(name, listener);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', stop);
      stop();
    };
  }, [videoRef, durationS]);
}
