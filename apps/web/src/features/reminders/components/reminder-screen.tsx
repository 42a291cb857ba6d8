import { WEEKDAYS } from '@platform/domain/constants/reminders';
import {
  type RepeatDays,
  scheduleProblemMessage,
  scheduleProblems,
} from '@platform/domain/reminders';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { refusalText } from '../../../shared/api/api-error';
import { paths } from '../../../shared/routing/paths';
import { Button } from '../../../shared/ui/button';
import { LoadFailedPage } from '../../../shared/ui/load-failed-page';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useSchedule } from '../api/get-schedule';
import { useUpdateSchedule } from '../api/update-schedule';
import { type Reminder, remindersOf, withoutReminder, withReminder } from '../reminder-list';
import styles from './reminders.module.css';
import { useWeekdayNames } from './weekday-names';

const WORKDAYS = [1, 2, 3, 4, 5];

/** The time and weekdays of one reminder; saving writes the whole schedule. */
function ReminderForm({ reminder, repeatDays }: { reminder?: Reminder; repeatDays: RepeatDays }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const daysId = useId();
  const dayName = useWeekdayNames('long');
  const update = useUpdateSchedule();
  const [time, setTime] = useState(reminder?.time ?? '08:00');
  const [weekdays, setWeekdays] = useState<number[]>(reminder?.weekdays ?? WORKDAYS);
  const [timeError, setTimeError] = useState<string>();
  const [daysError, setDaysError] = useState<string>();
  const save = (next: RepeatDays) =>
    update.mutate(next, { onSuccess: () => navigate(paths.reminders.href()) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = withReminder(repeatDays, reminder?.time ?? null, { time, weekdays });
    // The server's rules, checked here first: the time itself (quiet hours), then the days.
    const problem =
      scheduleProblems({ '1': [time] })[0] ??
      scheduleProblems(next).find((found) => found.code === 'tooMany');
    const message = problem ? scheduleProblemMessage(problem) : undefined;
    setTimeError(
      time === '' ? t('reminderScreens.edit.noTime') : message && t(message.key, message.params),
    );
    setDaysError(weekdays.length === 0 ? t('reminderScreens.edit.noDays') : undefined);
    if (time === '' || weekdays.length === 0 || message) return;
    save(next);
  };
  const toggle = (weekday: number, on: boolean) =>
    setWeekdays((days) =>
      on ? [...days, weekday].sort((a, b) => a - b) : days.filter((day) => day !== weekday),
    );

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextField
        label={t('reminderScreens.edit.time')}
        type="time"
        required
        value={time}
        error={timeError}
        onChange={(event) => setTime(event.target.value)}
        className={styles.timeField}
      />
      <fieldset
        className={styles.weekdays}
        aria-describedby={daysError ? `${daysId}-error` : undefined}
      >
        <legend className={styles.legend}>{t('reminderScreens.edit.days')}</legend>
        <div className={styles.dayChoices}>
          {WEEKDAYS.map((weekday) => (
            <label key={weekday} className={styles.dayChoice}>
              <input
                type="checkbox"
                checked={weekdays.includes(weekday)}
                onChange={(event) => toggle(weekday, event.target.checked)}
              />
              <span>{dayName(weekday)}</span>
            </label>
          ))}
        </div>
        {daysError ? (
          <p id={`${daysId}-error`} className={styles.error}>
            {daysError}
          </p>
        ) : null}
      </fieldset>
      {update.isError ? (
        <p className={styles.error} role="alert">
          {t('reminderScreens.edit.failed', { reason: refusalText(update.error, t) })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={update.isPending}>
          {t('reminderScreens.edit.save')}
        </Button>
        {reminder ? (
          <Button
            variant="text"
            disabled={update.isPending}
            onClick={() => save(withoutReminder(repeatDays, reminder.time))}
          >
            {t('reminderScreens.edit.delete')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** /user/settings/reminders/new and /user/settings/reminders/{id} (the id is the time, 0830). */
export function ReminderScreen() {
  const { t } = useTranslation();
  const { reminderId } = useParams();
  const schedule = useSchedule();
  const title = t(reminderId ? 'reminderScreens.edit.title' : 'reminderScreens.edit.newTitle');
  if (schedule.isPending) return <PageLoading label={t('common.loading')} />;
  if (schedule.isError)
    return (
      <LoadFailedPage title={title} error={schedule.error} retry={() => void schedule.refetch()} />
    );
  const { repeatDays } = schedule.data;
  const reminder = reminderId
    ? remindersOf(repeatDays).find((found) => found.id === reminderId)
    : undefined;
  return (
    <Page title={title} width="narrow">
      <div className={styles.screen}>
        <Link to={paths.reminders.href()}>{t('reminderScreens.edit.back')}</Link>
        {reminderId && !reminder ? (
          <p role="alert">{t('reminderScreens.edit.notFound')}</p>
        ) : (
          <ReminderForm key={reminderId ?? 'new'} reminder={reminder} repeatDays={repeatDays} />
        )}
      </div>
    </Page>
  );
}
