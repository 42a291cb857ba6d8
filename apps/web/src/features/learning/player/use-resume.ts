import { type RefObject, useEffect, useState } from 'react';
import { resumePosition } from './resume-position';

const ignore = () => {};

/** Starts playing as soon as it may; a browser that refuses (no user gesture yet) leaves the
 * video paused with its play button. */
export const playQuietly = (video: HTMLVideoElement) =>
  Promise.resolve()
    .then(() => video.play())
    .catch(ignore);

/**
 * Puts the video where the learner stopped last time (`savedS`) once it knows its length, then
 * plays it when `autoPlay`. Answers where it resumed (0: from the start), read from the lesson's
 * length until the video tells its own, and a way to start over.
 */
export function useResume(
  videoRef: RefObject<HTMLVideoElement | null>,
  { savedS, durationS, autoPlay }: { savedS: number; durationS: number; autoPlay: boolean },
): { resumedAt: number; startOver(): void } {
  const [resumedAt, setResumedAt] = useState(() => resumePosition(savedS, durationS));
  const [start] = useState({ savedS, autoPlay });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onMetadata = () => {
      const at = resumePosition(start.savedS, video.duration);
      setResumedAt(at);
      if (at > 0) video.currentTime = at;
      if (start.autoPlay) void playQuietly(video);
    };
    video.addEventListener('loadedmetadata', onMetadata, { once: true });
    return () => video.removeEventListener('loadedmetadata', onMetadata);
  }, [videoRef, start]);

  return {
    resumedAt,
    startOver() {
      const video = videoRef.current;
      if (video) video.currentTime = 0;
      setResumedAt(0);
    },
  };
}
