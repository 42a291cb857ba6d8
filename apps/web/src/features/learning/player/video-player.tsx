import type { Video } from '@platform/contracts/courses';
import { SECOND_MS } from '@platform/domain/constants/time';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { telemetry } from '../../../shared/analytics/telemetry';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { useStoredVideo } from '../../../shared/offline/stored-video';
import { useSaveLessonStat } from '../api/save-lesson-stat';
import { createLessonStatSaver, type LessonStatTarget } from './lesson-stat-saver';
import { useStableLink } from './stable-link';
import { useVideoSource } from './use-video-source';
import { useWatchTracking } from './use-watch-tracking';
import styles from './video-player.module.css';

export type VideoPlayerProps = {
  /** The lesson's title: the player's accessible name. */
  title: string;
  lessonId: number;
  video: Video;
  statistics: LessonStatTarget;
};

/** Analytics event of a progress mark; its parameter says which (10, 25, 50 or 75). */
export const PROGRESS_EVENT = 'video_progress';

const primaryLanguage = (code: string) => code.split(/[-_]/)[0]?.toLowerCase() ?? '';

/**
 * A lesson's video with the browser's own controls (keyboard and screen-reader ready): HLS where
 * it can play, else MP4; the preview as poster; one subtitle track per language, the active
 * language's on by default. Reports progress marks to analytics and saves viewing statistics.
 * Render it with a `key` per lesson: a new lesson is a new visit.
 */
export default function VideoPlayer({ title, lessonId, video, statistics }: VideoPlayerProps) {
  const { i18n } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const { mutateAsync: send } = useSaveLessonStat(statistics.streamId);
  const { minViewedMs, minViewedEndedMs } = useBrandConfig().statistic;
  const latest = useRef({ statistics, send });
  useEffect(() => {
    latest.current = { statistics, send };
  });
  const [save] = useState(() =>
    createLessonStatSaver({
      target: () => latest.current.statistics,
      send: (body) => latest.current.send(body),
      report: telemetry.reportError,
      thresholds: { minViewedMs, minViewedEndedMs },
    }),
  );

  // A newer grant for the same files (the day fetched again) keeps the video where it is.
  const hlsPlaylist = useStableLink(video.videoUrls.hlsPlaylist);
  const mp4 = useStableLink(video.url);
  // A downloaded lesson plays its stored MP4, online or not.
  const stored = useStoredVideo(video.id);
  useVideoSource(
    videoRef,
    stored.state === 'none' ? hlsPlaylist : null,
    stored.state === 'looking' ? null : stored.state === 'found' ? stored.video : mp4,
  );
  useWatchTracking(videoRef, video.duration / SECOND_MS, {
    // The first play also starts the day, so that its statistics have a day status.
    onNewPlay: () => void latest.current.statistics.dayStatusId(),
    onMarks: (marks) => {
      for (const mark of marks) {
        telemetry.track(PROGRESS_EVENT, {
          percent: mark,
          lesson_id: lessonId,
          stream_id: statistics.streamId,
        });
      }
    },
    onStop: (snapshot, videoEnded) => void save(snapshot, videoEnded),
  });

  const language = primaryLanguage(i18n.language);
  const defaultTrack = video.subtitles.find(
    (subtitle) => primaryLanguage(subtitle.languageCode) === language,
  );

  // crossOrigin: the subtitle files are on the video CDN, which must allow this origin for
  // hls.js anyway.
  return (
    // biome-ignore lint/a11y/useMediaCaption: the lesson's text tracks are the API's subtitles, one per language; there is no separate captions file.
    <video
      ref={videoRef}
      className={styles.video}
      aria-label={title}
      controls
      playsInline
      preload="metadata"
      crossOrigin="anonymous"
      poster={(stored.state === 'found' ? stored.poster : video.videoUrls.preview) ?? undefined}
    >
      {video.subtitles.map((subtitle) => (
        <track
          key={subtitle.url}
          kind="subtitles"
          src={subtitle.url}
          srcLang={subtitle.languageCode}
          label={subtitle.label}
          default={subtitle === defaultTrack}
        />
      ))}
    </video>
  );
}
