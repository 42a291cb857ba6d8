import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadable, usePreloaded } from '../../../shared/lib/preloadable';
import { Spinner } from '../../../shared/ui/spinner';
import { loadVideoPlayer } from './load-video-player';
import styles from './player-stage.module.css';
import type { VideoPlayerProps } from './video-player';

/** The player's own chunk (and hls.js's, where needed) downloads when a day is opened. */
const videoPlayer = preloadable<VideoPlayerProps>(loadVideoPlayer);

/** Starts the player's download: the day screen calls it as it opens, so the player is there
 * when the day's lessons are, instead of a placeholder that its controls then push down. */
export const preloadVideoPlayer = (): void => {
  void videoPlayer.preload();
};

export function LazyVideoPlayer(props: VideoPlayerProps) {
  const { t } = useTranslation();
  const VideoPlayer = usePreloaded(videoPlayer);
  return (
    <Suspense
      fallback={
        <div className={styles.placeholder}>
          <Spinner label={t('day.player.loading')} />
        </div>
      }
    >
      <VideoPlayer {...props} />
    </Suspense>
  );
}
