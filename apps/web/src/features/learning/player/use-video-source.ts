import { type RefObject, useEffect } from 'react';
import { telemetry } from '../../../shared/analytics/telemetry';
import { attachVideoSource } from './video-source';

/** Puts the video's source on the element (see attachVideoSource) and takes it off again; none
 * while `mp4` is null (not known yet). */
export function useVideoSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  hls: string | null,
  mp4: string | null,
): void {
  useEffect(() => {
    const video = videoRef.current;
    if (!video || mp4 === null) return;
    let detach: (() => void) | null = null;
    let gone = false;
    attachVideoSource(video, { hls, mp4 }).then((source) => {
      if (gone) source.detach();
      else detach = source.detach;
    }, telemetry.reportError);
    return () => {
      gone = true;
      detach?.();
    };
  }, [videoRef, hls, mp4]);
}
