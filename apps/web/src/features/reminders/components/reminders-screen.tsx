import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateTime } from '../../../shared/i18n/format-date';
import { paths } from '../../../shared/routing/paths';
import { buttonClassName } from '../../../shared/ui/button';
import { LoadFailedPage } from '../../../shared/ui/load-failed-page';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { useSchedule } from '../api/get-schedule';
import { remindersOf } from '../reminder-list';
import { PushDevice } from './push-device';
import styles from './reminders.module.css';
import { useWeekdayNames, weekdaysPhrase } from './weekday-names';

/** /user/settings/reminders: the reminders by time with their weekdays, the next one, the rules,
 * and whether this device receives them. */
export function RemindersScreen() {
  const { t } = useTranslation();
  const headingId = useId();
  const schedule = useSchedule();
  const dayName = useWeekdayNames('short');
  const longDayName = useWeekdayNames('long');
  const title = t('reminderScreens.list.title');
  const zone = schedule.data?.timezone;
  const when = useDateTime({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    // The same 24-hour clock as the reminders' times.
    hourCycle: 'h23',
    minute: '2-digit',
    timeZone: zone,
  });
  if (schedule.isPending) return <PageLoading label={t('common.loading')} />;
  if (schedule.isError)
    return (
      <LoadFailedPage title={title} error={schedule.error} retry={() => void schedule.refetch()} />
    );

  const { repeatDays, timezone, nextReminderAt, enabled } = schedule.data;
  const reminders = remindersOf(repeatDays);
  return (
    <Page title={title} width="narrow">
      <div className={styles.screen}>
        <p className={styles.intro}>
          {t('reminderScreens.list.intro')} {t('reminderScreens.list.zone', { zone: timezone })}
        </p>
        {enabled ? null : (
          <p className={styles.notice} role="note">
            {t('reminderScreens.list.disabled')}{' '}
            <Link to={paths.notifications.href()}>
              {t('reminderScreens.list.notificationSettings')}
            </Link>
          </p>
        )}
        <section className={styles.section} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading}>
            {t('reminderScreens.list.schedule')}
          </h2>
          {reminders.length === 0 ? (
            <p className={styles.muted}>{t('reminderScreens.list.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {reminders.map((reminder) => (
                <li key={reminder.id}>
                  <Link
                    className={styles.row}
                    to={paths.reminder.href({ reminderId: reminder.id })}
                    aria-label={`${t('reminderScreens.list.edit', { time: reminder.time })}: ${weekdaysPhrase(reminder.weekdays, longDayName, t('reminderScreens.list.everyDay'))}`}
                  >
                    <span className={styles.time}>{reminder.time}</span>
                    <span className={styles.days}>
                      {weekdaysPhrase(
                        reminder.weekdays,
                        dayName,
                        t('reminderScreens.list.everyDay'),
                      )}
                    </span>
                    <span aria-hidden="true" className={styles.chevron}>
                      ›
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {nextReminderAt === null ? null : (
            <p className={styles.text}>
              {t('reminderScreens.list.next', { when: when(nextReminderAt).text })}
            </p>
          )}
          <div>
            <Link
              className={buttonClassName({ variant: 'secondary' })}
              to={paths.reminderNew.href()}
            >
              {t('reminderScreens.list.add')}
            </Link>
          </div>
          <p className={styles.muted}>{t('reminderScreens.list.rules')}</p>
        </section>
        <PushDevice />
      </div>
    </Page>
  );
}
