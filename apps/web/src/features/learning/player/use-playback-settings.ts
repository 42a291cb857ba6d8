import type { Video } from '@platform/contracts/courses';
import { type RefObject, useEffect, useRef } from 'react';
import { isSpeed } from './playback-choices';

type Subtitle = Video['subtitles'][number];

/** The chosen speed on the video, kept across its source loading (defaultPlaybackRate); a speed
 * of the offer picked in the browser's own menu becomes the choice. */
export function useAppliedSpeed(
  videoRef: RefObject<HTMLVideoElement | null>,
  speed: number,
  choose: (speed: number) => void,
): void {
  const latest = useRef({ speed, choose });
  useEffect(() => {
    latest.current = { speed, choose };
  });
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = speed;
    video.playbackRate = speed;
  }, [videoRef, speed]);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onRateChange = () => {
      const rate = video.playbackRate;
      if (rate !== latest.current.speed && isSpeed(rate)) {
        latest.current.choose(rate);
      }
    };
    video.addEventListener('ratechange', onRateChange);
    return () => video.removeEventListener('ratechange', onRateChange);
  }, [videoRef]);
}

/** The text tracks of the video, in the order of its <track> elements (the subtitles'). */
function textTracksOf(video: HTMLVideoElement): Array<TextTrack | undefined> {
  return [...video.querySelectorAll('track')].map((element) => element.track);
}

/**
 * Shows the chosen subtitle track and hides the others; a track switched on or off in the
 * browser's own captions menu is told to `onPicked` (null: none shown).
 */
export function useAppliedCaptions(
  videoRef: RefObject<HTMLVideoElement | null>,
  subtitles: readonly Subtitle[],
  shown: Subtitle | undefined,
  onPicked: (subtitle: Subtitle | null) => void,
): void {
  const latest = useRef({ subtitles, shown, onPicked });
  useEffect(() => {
    latest.current = { subtitles, shown, onPicked };
  });
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const index = shown ? subtitles.indexOf(shown) : -1;
    textTracksOf(video).forEach((track, position) => {
      if (track) track.mode = position === index ? 'showing' : 'disabled';
    });
  }, [videoRef, subtitles, shown]);
  useEffect(() => {
    const tracks = videoRef.current?.textTracks;
    const video = videoRef.current;
    if (!tracks || !video) return;
    const onChange = () => {
      const { subtitles, shown, onPicked } = latest.current;
      const index = textTracksOf(video).findIndex((track) => track?.mode === 'showing');
      const picked = subtitles[index] ?? null;
      if (picked !== (shown ?? null)) onPicked(picked);
    };
    tracks.addEventListener('change', onChange);
    return () => tracks.removeEventListener('change', onChange);
  }, [videoRef]);
}
