import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { BannerSlot } from '../../../shared/banners/banner-slot';
import { DownloadButton } from '../../../shared/offline/download-button';
import type { LessonToDownload } from '../../../shared/offline/lesson-download';
import { Button } from '../../../shared/ui/button';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { LazyVideoPlayer } from '../player/lazy-video-player';
import type { LessonStatTarget } from '../player/lesson-stat-saver';
import playerStyles from '../player/player-stage.module.css';
import {
  type BlockPlace,
  blockOf,
  type DayLesson,
  type DayLessonSet,
  firstLessonToWatch,
  nextInBlock,
} from './day-model';
import styles from './day-screen.module.css';
import { LessonItem } from './lesson-item';

export type DayLessonsProps = {
  sets: DayLessonSet[];
  /** What every lesson's statistics share; the lesson adds its own id and saved totals. */
  statistics: Omit<LessonStatTarget, 'lessonSetLessonId' | 'saved'>;
  /** Where a lesson downloaded for offline viewing belongs; null where it is not offered. */
  download: Pick<LessonToDownload, 'courseId' | 'streamId' | 'dayNumber'> | null;
};

/** What the player holds: a lesson picked by the learner (round 1, opening where they stopped)
 * or one that followed in its block (from the start, playing at once). */
type Playing = BlockPlace & { followed: boolean };

/** The player with the chosen lesson, and the day's lesson sets in order with their lessons.
 * A lesson that ends gives way to the next of its block, round after round. */
export function DayLessons({ sets, statistics, download }: DayLessonsProps) {
  const { t } = useTranslation();
  const lessons = sets.flatMap((set) => set.lessons);
  const [playing, setPlaying] = useState<Playing | null>(() => {
    const first = firstLessonToWatch(sets);
    return first ? { lessonId: first.id, round: 1, followed: false } : null;
  });
  /** The block whose rounds all played, until another lesson is picked. */
  const [doneBlock, setDoneBlock] = useState<DayLessonSet | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const selected = lessons.find((lesson) => lesson.id === playing?.lessonId) ?? lessons[0];
  const block = selected ? blockOf(sets, selected.id) : undefined;
  const round = playing && playing.lessonId === selected?.id ? playing.round : 1;
  const blockNumber = (set: DayLessonSet) => sets.indexOf(set) + 1;
  const playerHeading = useRef<HTMLHeadingElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const playerHeadingId = useId();
  const listHeadingId = useId();

  // A lesson picked from the list: its player comes into view and screen readers hear which.
  const select = (lesson: DayLesson) => {
    flushSync(() => {
      setPlaying({ lessonId: lesson.id, round: 1, followed: false });
      setDoneBlock(null);
    });
    playerHeading.current?.focus();
  };

  // The end of a lesson: the block goes on by itself; focus stays where the learner has it.
  const onEnded = (): 'replay' | undefined => {
    if (!selected || !block) return undefined;
    const next = nextInBlock(sets, { lessonId: selected.id, round });
    if (!next) {
      setDoneBlock(block);
      setAnnouncement(t('day.player.blockDone', { number: blockNumber(block) }));
      return undefined;
    }
    const lesson = lessons.find((candidate) => candidate.id === next.lessonId);
    setPlaying({ ...next, followed: true });
    setAnnouncement(
      block.repeatCount > 1
        ? t('day.player.nextInRound', {
            title: lesson?.lesson.title,
            round: next.round,
            count: block.repeatCount,
          })
        : t('day.player.next', { title: lesson?.lesson.title }),
    );
    return next.lessonId === selected.id ? 'replay' : undefined;
  };

  if (!selected) return null;

  return (
    <>
      <section className={styles.player} aria-labelledby={playerHeadingId}>
        <div ref={stage} className={`${styles.player} ${playerStyles.stage}`}>
          <h2 id={playerHeadingId} ref={playerHeading} tabIndex={-1} className={styles.playerTitle}>
            {t('day.nowPlaying', { title: selected.lesson.title })}
          </h2>
          {block && block.repeatCount > 1 ? (
            <p className={playerStyles.round}>
              {t('day.player.round', { round, count: block.repeatCount })}
            </p>
          ) : null}
          {selected.lesson.video ? (
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
              resumeFromS={playing?.followed ? 0 : (selected.stat?.positionSeconds ?? 0)}
              autoPlay={playing?.followed ?? false}
              onEnded={onEnded}
              stage={stage}
            />
          ) : null}
          {doneBlock ? (
            <BlockDone
              number={blockNumber(doneBlock)}
              next={sets[blockNumber(doneBlock)]?.lessons[0]}
              onNext={(lesson) => {
                setPlaying({ lessonId: lesson.id, round: 1, followed: true });
                setDoneBlock(null);
              }}
            />
          ) : null}
          <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        </div>
        {selected.lesson.video && download ? (
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
        {selected.lesson.video ? null : (
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

/** A block whose rounds all played: said so, with the way on to the next block. */
function BlockDone({
  number,
  next,
  onNext,
}: {
  number: number;
  next: DayLesson | undefined;
  onNext(lesson: DayLesson): void;
}) {
  const { t } = useTranslation();
  return (
    <p className={playerStyles.blockDone}>
      {t('day.player.blockDone', { number })}
      {next ? (
        <Button variant="secondary" onClick={() => onNext(next)}>
          {t('day.player.nextBlock')}
        </Button>
      ) : null}
    </p>
  );
}
