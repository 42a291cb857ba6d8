import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import styles from './day-screen.module.css';

/** Every state of the day screen leads back to the course calendar. */
export function CalendarLink({ streamId }: { streamId: number }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.back}>
      <Link to={paths.calendar.href({ streamId })}>
        <span aria-hidden="true">← </span>
        {t('day.backToCalendar')}
      </Link>
    </nav>
  );
}
