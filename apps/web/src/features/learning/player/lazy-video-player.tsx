import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner';
import type { VideoPlayerProps } from './video-player';
import styles from './video-player.module.css';

/** The player's own chunk (and hls.js's, where needed) downloads when a lesson is shown. */
const VideoPlayer = lazy(() => import('./video-player'));

export function LazyVideoPlayer(props: VideoPlayerProps) {
  const { t } = useTranslation();
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
