import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { BannerSlot } from '../../../shared/banners/banner-slot';
import { DownloadButton } from '../../../shared/offline/download-button';
import type { LessonToDownload } from '../../../shared/offline/lesson-download';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { LazyVideoPlayer } from '../player/lazy-video-player';
import type { LessonStatTarget } from '../player/lesson-stat-saver';
import { type DayLesson, type DayLessonSet, firstLessonToWatch } from './day-model';
import styles from './day-screen.module.css';
import { LessonItem } from './lesson-item';

export type DayLessonsProps = {
  sets: DayLessonSet[];
  /** What every lesson's statistics share; the lesson adds its own id and saved totals. */
  statistics: Omit<LessonStatTarget, 'lessonSetLessonId' | 'saved'>;
  /** Where a lesson downloaded for offline viewing belongs; null where it is not offered. */
  download: Pick<LessonToDownload, 'courseId' | 'streamId' | 'dayNumber'> | null;
};

/** The player with the chosen lesson, and the day's lesson sets in order with their lessons. */
export function DayLessons({ sets, statistics, download }: DayLessonsProps) {
  const { t } = useTranslation();
  const lessons = sets.flatMap((set) => set.lessons);
  const [selectedId, setSelectedId] = useState(() => firstLessonToWatch(sets)?.id);
  const selected = lessons.find((lesson) => lesson.id === selectedId) ?? lessons[0];
  const playerHeading = useRef<HTMLHeadingElement>(null);
  const playerHeadingId = useId();
  const listHeadingId = useId();

  // A lesson picked from the list: its player comes into view and screen readers hear which.
  const select = (lesson: DayLesson) => {
    flushSync(() => setSelectedId(lesson.id));
    playerHeading.current?.focus();
  };
  if (!selected) return null;

  return (
    <>
      <section className={styles.player} aria-labelledby={playerHeadingId}>
        <h2 id={playerHeadingId} ref={playerHeading} tabIndex={-1} className={styles.playerTitle}>
          {t('day.nowPlaying', { title: selected.lesson.title })}
        </h2>
        {selected.lesson.video ? (
          <>
            <LazyVideoPlayer
              key={selected.id}
              title={selected.lesson.title}
              lessonId={selected.lesson.id}
              video={selected.lesson.video}
              statistics={{
                ...statistics,
                lessonSetLessonId: selected.id,
                saved: {
                  viewedSeconds: selected.stat?.viewedSeconds ?? 0,
                  playCount: selected.stat?.playCount ?? 0,
                },
              }}
            />
            {download ? (
              <DownloadButton
                lesson={{
                  ...download,
                  lessonId: selected.lesson.id,
                  title: selected.lesson.title,
                  video: {
                    id: selected.lesson.video.id,
                    url: selected.lesson.video.url,
                    preview: selected.lesson.video.videoUrls.preview,
                  },
                }}
              />
            ) : null}
          </>
        ) : (
          <>
            <p className={styles.notice}>{t('day.noVideo')}</p>
            <BannerSlot position="day" placement="insteadVideo" stageDayId={statistics.dayId} />
          </>
        )}
      </section>
      <BannerSlot position="day" placement="afterVideo" stageDayId={statistics.dayId} />

      <section aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className={styles.sectionTitle}>
          {t('day.lessons')}
        </h2>
        <ol className={styles.sets}>
          {sets.map((set, index) => (
            <li key={set.id} className={styles.set}>
              <h3 className={styles.setTitle}>
                {t('day.lessonSet', { number: index + 1 })}
                <span className={styles.repeat}>
                  <span aria-hidden="true">{t('day.times', { number: set.repeatCount })}</span>
                  <VisuallyHidden>{t('day.repeat', { count: set.repeatCount })}</VisuallyHidden>
                </span>
              </h3>
              <ol className={styles.lessons}>
                {set.lessons.map((lesson) => (
                  <li key={lesson.id}>
                    <LessonItem
                      item={lesson}
                      selected={lesson.id === selected.id}
                      onSelect={() => select(lesson)}
                    />
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
