import type { Video } from '@platform/contracts/courses';
import { SECOND_MS } from '@platform/domain/constants/time';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { telemetry } from '../../../shared/analytics/telemetry';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { useStoredVideo } from '../../../shared/offline/stored-video';
import { Button } from '../../../shared/ui/button';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { useSaveLessonStat } from '../api/save-lesson-stat';
import { toggleFullscreen, useIsFullscreen } from './fullscreen';
import { createLessonStatSaver, type LessonStatTarget } from './lesson-stat-saver';
import { chosenTrack, stepSpeed, useCaptionsChoice, useSpeedChoice } from './playback-choices';
import { PlayerControls, useSpeedText } from './player-controls';
import { type ShortcutAction, usePlayerShortcuts } from './player-shortcuts';
import { clampTime, clockText } from './resume-position';
import { useStableLink } from './stable-link';
import { useAppliedCaptions, useAppliedSpeed } from './use-playback-settings';
import { playQuietly, useResume } from './use-resume';
import { useVideoSource } from './use-video-source';
import { useWatchTracking } from './use-watch-tracking';
import { VIDEO_CROSS_ORIGIN } from './video-cors';
import styles from './video-player.module.css';

export type VideoPlayerProps = {
  /** The lesson's title: the player's accessible name. */
  title: string;
  lessonId: number;
  video: Video;
  statistics: LessonStatTarget;
  /** Where the learner stopped last time (the saved statistics), in seconds; 0: the start. */
  resumeFromS: number;
  /** Plays as soon as the video is ready (the next lesson of a block). */
  autoPlay?: boolean;
  /** The video played to its end. Answering 'replay' plays it again in the same visit (a block
   * of one lesson, repeated). */
  onEnded?(): 'replay' | undefined;
  /** What goes full screen: the video with the player's controls, kept from lesson to lesson. */
  stage?: RefObject<HTMLElement | null>;
};

/** Analytics event of a progress mark; its parameter says which (10, 25, 50 or 75). */
export const PROGRESS_EVENT = 'video_progress';

/**
 * A lesson's video with the browser's own controls (keyboard and screen-reader ready): HLS where
 * it can play, else MP4; the preview as poster; one subtitle track per language. It opens where
 * the learner stopped, keeps the speed and captions they chose for every lesson, and answers
 * the usual video-site keys. Reports progress marks to analytics and saves viewing statistics
 * with the position. Render it with a `key` per lesson: a new lesson is a new visit.
 */
export default function VideoPlayer({
  title,
  lessonId,
  video,
  statistics,
  resumeFromS,
  autoPlay = false,
  onEnded,
  stage,
}: VideoPlayerProps) {
  const { t, i18n } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const { mutateAsync: send } = useSaveLessonStat(statistics.streamId);
  const { minViewedMs, minViewedEndedMs } = useBrandConfig().statistic;
  const latest = useRef({ statistics, send, onEnded });
  useEffect(() => {
    latest.current = { statistics, send, onEnded };
  });
  const [save] = useState(() =>
    createLessonStatSaver({
      target: () => latest.current.statistics,
      send: (body) => latest.current.send(body),
      report: telemetry.reportError,
      thresholds: { minViewedMs, minViewedEndedMs },
    }),
  );
  const durationS = video.duration / SECOND_MS;
  const [announcement, setAnnouncement] = useState('');
  const speedText = useSpeedText();

  // Before the source: the position is set when the video has read its length.
  const resume = useResume(videoRef, { savedS: resumeFromS, durationS, autoPlay });

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
  useWatchTracking(videoRef, durationS, {
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
    onStop: (snapshot, videoEnded, positionS) => void save(snapshot, videoEnded, positionS),
  });

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    const onVideoEnded = () => {
      if (latest.current.onEnded?.() !== 'replay') return;
      element.currentTime = 0;
      void playQuietly(element);
    };
    element.addEventListener('ended', onVideoEnded);
    return () => element.removeEventListener('ended', onVideoEnded);
  }, []);

  const [speed, chooseSpeed] = useSpeedChoice();
  useAppliedSpeed(videoRef, speed, chooseSpeed);
  const [captions, chooseCaptions] = useCaptionsChoice();
  const { subtitles } = video;
  const shown = chosenTrack(subtitles, captions, i18n.language);
  const pickCaptions = (subtitle: Subtitle | null) => {
    chooseCaptions(
      subtitle
        ? { on: true, language: subtitle.languageCode }
        : { on: false, language: shown?.languageCode ?? captions.language },
    );
  };
  useAppliedCaptions(videoRef, subtitles, shown, pickCaptions);
  const fullscreen = useIsFullscreen();

  // Captions switched back on: in the language last chosen (else the interface's), else the first.
  const captionsToShow = () =>
    chosenTrack(subtitles, { on: true, language: captions.language }, i18n.language) ??
    subtitles[0] ??
    null;
  const setSpeed = (next: number) => {
    chooseSpeed(next);
    setAnnouncement(t('day.player.speedAnnounced', { speed: speedText(next) }));
  };
  const setCaptions = (subtitle: Subtitle | null) => {
    pickCaptions(subtitle);
    setAnnouncement(
      subtitle
        ? t('day.player.captionsAnnounced', { label: subtitle.label })
        : t('day.player.captionsOffAnnounced'),
    );
  };

  usePlayerShortcuts((action: ShortcutAction) => {
    const element = videoRef.current;
    if (!element) return;
    switch (action.kind) {
      case 'togglePlay':
        if (element.paused || element.ended) void playQuietly(element);
        else element.pause();
        break;
      case 'seek': {
        const length = Number.isFinite(element.duration) ? element.duration : durationS;
        element.currentTime = clampTime(element.currentTime + action.seconds, length);
        break;
      }
      case 'toggleMute':
        element.muted = !element.muted;
        setAnnouncement(t(element.muted ? 'day.player.muted' : 'day.player.unmuted'));
        break;
      case 'toggleFullscreen':
        toggleFullscreen(stage?.current ?? null, element);
        break;
      case 'toggleCaptions':
        if (subtitles.length === 0) setAnnouncement(t('day.player.noCaptions'));
        else setCaptions(shown ? null : captionsToShow());
        break;
      case 'speed':
        setSpeed(stepSpeed(speed, action.step));
        break;
    }
  });

  // The browser's own full-screen button takes the video alone; the player's own one (and F)
  // takes its stage, which stays while the block's lessons follow.
  return (
    <div className={styles.player}>
      {/* biome-ignore lint/a11y/useMediaCaption: the lesson's text tracks are the API's subtitles, one per language; there is no separate captions file. */}
      <video
        ref={videoRef}
        className={styles.video}
        aria-label={title}
        controls
        playsInline
        preload="metadata"
        crossOrigin={VIDEO_CROSS_ORIGIN}
        poster={(stored.state === 'found' ? stored.poster : video.videoUrls.preview) ?? undefined}
      >
        {subtitles.map((subtitle) => (
          <track
            key={subtitle.url}
            kind="subtitles"
            src={subtitle.url}
            srcLang={subtitle.languageCode}
            label={subtitle.label}
            default={subtitle === shown}
          />
        ))}
      </video>
      {resume.resumedAt > 0 ? (
        <p className={styles.resumed}>
          {t('day.player.resumed', { time: clockText(resume.resumedAt) })}{' '}
          <Button variant="text" onClick={resume.startOver}>
            {t('day.player.startOver')}
          </Button>
        </p>
      ) : null}
      <PlayerControls
        speed={speed}
        onSpeed={setSpeed}
        subtitles={subtitles}
        shown={shown}
        onCaptions={setCaptions}
        fullscreen={fullscreen}
        onFullscreen={() => {
          const element = videoRef.current;
          if (element) toggleFullscreen(stage?.current ?? null, element);
        }}
      />
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}

type Subtitle = Video['subtitles'][number];
