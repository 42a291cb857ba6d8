import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreloaded } from '../../../shared/lib/preloadable';
import { Spinner } from '../../../shared/ui/spinner';
import { videoPlayer } from './load-video-player';
import styles from './player-stage.module.css';
import type { VideoPlayerProps } from './video-player';

/** The player, or while its chunk downloads a box of the video's shape. */
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
