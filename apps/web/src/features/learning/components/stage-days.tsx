import { useTranslation } from 'react-i18next';
import type { CalendarStage } from '../calendar-days';
import styles from './calendar.module.css';
import { DayTile } from './day-tile';
import layout from './learning-layout.module.css';

/** A stage of the calendar: its title and its days as a grid. */
export function StageDays({
  streamId,
  stage,
  index,
}: {
  streamId: number;
  stage: CalendarStage;
  /** 0-based, for a stage without a title. */
  index: number;
}) {
  const { t } = useTranslation();
  const titleId = `stage-${stage.id}-title`;
  return (
    <section className={styles.stage} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.heading}>
        {stage.title || t('learningScreens.calendar.stage', { number: index + 1 })}
      </h2>
      {stage.days.length > 0 ? (
        <ol className={styles.grid}>
          {stage.days.map((day) => (
            <li key={day.id}>
              <DayTile streamId={streamId} day={day} />
            </li>
          ))}
        </ol>
      ) : (
        <p className={layout.muted}>{t('learningScreens.calendar.noDays')}</p>
      )}
    </section>
  );
}
