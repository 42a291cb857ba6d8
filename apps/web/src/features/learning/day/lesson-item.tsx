import { useTranslation } from 'react-i18next';
import { type DayLesson, isWatched, markerKey } from './day-model';
import styles from './day-screen.module.css';
import { useDurationText } from './use-duration-text';

/** The subtitle in the reader's language when it is one of the known markers. */
function useSubtitleText(): (subtitle: string) => string {
  const { t } = useTranslation();
  return (subtitle) => {
    const key = markerKey(subtitle);
    return key === null ? subtitle : t(key);
  };
}

/** One lesson of the list: pressing it puts it in the player. */
export function LessonItem({
  item,
  selected,
  onSelect,
}: {
  item: DayLesson;
  selected: boolean;
  onSelect(): void;
}) {
  const { t } = useTranslation();
  const durationText = useDurationText();
  const subtitleText = useSubtitleText();
  const { lesson } = item;
  return (
    <button
      type="button"
      className={styles.lesson}
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
    >
      <span className={styles.lessonTitle}>{lesson.title}</span>
      {lesson.subtitle ? (
        <span className={styles.lessonSubtitle}>{subtitleText(lesson.subtitle)}</span>
      ) : null}
      <span className={styles.lessonMeta}>
        <span>{durationText(item.durationMs)}</span>
        {isWatched(item) ? (
          <span className={styles.watched}>
            <span aria-hidden="true">✓ </span>
            {t('day.watched')}
          </span>
        ) : null}
      </span>
    </button>
  );
}
