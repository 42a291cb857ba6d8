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
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={streak.studiedToday ? styles.flameLit : styles.flame}
        >
          <path d="M12 2c1 3.5-1.5 5.5-3 7.5C7.6 11.4 7 13 7 14.5a5 5 0 0 0 10 0c0-2-1-3.6-2-4.8-.3 1.3-1 2.3-2 2.8.4-3.3-.2-7.2-1-10.5z" />
        </svg>
        {t('reminderScreens.streak.days', { count: streak.days })}
      </p>
      <p className={styles.note}>{note}</p>
      {streak.forgivenDates.length > 0 ? (
        <p className={styles.note}>{t('reminderScreens.streak.forgiven')}</p>
      ) : null}
    </section>
  );
}
