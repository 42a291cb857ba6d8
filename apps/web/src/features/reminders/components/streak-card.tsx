import { useTranslation } from 'react-i18next';
import { useStreak } from '../api/get-streak';
import styles from './streak-card.module.css';

/** The day streak on home: days in a row, whether today counts yet, the forgiven-day rule.
 * Nothing while it loads or when it cannot (home is about the courses). */
export function StreakCard() {
  const { t } = useTranslation();
  const streak = useStreak().data;
  if (!streak) return null;
  const note =
    streak.days === 0
      ? t('reminderScreens.streak.start')
      : streak.studiedToday
        ? t('reminderScreens.streak.today')
        : t('reminderScreens.streak.notToday');
  return (
    <section className={styles.card} aria-labelledby="streak-title">
      <h2 id="streak-title" className={styles.title}>
        {t('reminderScreens.streak.title')}
      </h2>
      <p className={styles.count}>
        <span aria-hidden="true" className={styles.flame}>
          {streak.studiedToday ? '🔥' : '⏳'}
        </span>{' '}
        {t('reminderScreens.streak.days', { count: streak.days })}
      </p>
      <p className={styles.note}>{note}</p>
      {streak.forgivenDates.length > 0 ? (
        <p className={styles.note}>{t('reminderScreens.streak.forgiven')}</p>
      ) : null}
    </section>
  );
}
