import { preloadable } from '../../../shared/lib/preloadable';
import type { VideoPlayerProps } from './video-player';

/** The player's own chunk (and hls.js's, where needed), apart from its lazy wrapper so that the
 * start-up can ask for it without the wrapper's styles and components. */
export const videoPlayer = preloadable<VideoPlayerProps>(() =>
  import('./video-player').then((module) => module.default),
);

/** Starts the player's download: a day opened first asks at start-up, any other as it opens, so
 * that the player renders with the day's lessons instead of a placeholder that its controls
 * would then push down. */
export const preloadVideoPlayer = (): void => {
  void videoPlayer.preload();
};
