import type { OnlineConsultationSlots } from '@platform/contracts/online-consultations';
import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormatDate, useLocale } from '../../../shared/i18n/format-date';
import { dateTimeFormat } from '../../../shared/i18n/intl-formats';
import styles from './videoconsultations.module.css';

type Slot = OnlineConsultationSlots['slots'][number];

/** The slots by their day on the learner's clock (the server gives them in order). */
function byDay(slots: Slot[]): Array<[string, Slot[]]> {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days.entries()];
}

/** A YYYY-MM-DD day at local noon, so that the browser's zone formats that same day. */
const noonOf = (date: string) => new Date(`${date}T12:00:00`).getTime();

/** A day as a short chip: weekday, day and month (formatDate's long form with the year does not
 * fit a row of chips on a phone). */
function useShortDay(): (date: string) => string {
  const format = dateTimeFormat(useLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  return (date) => format.format(noonOf(date));
}

/** The free slots on the learner's clock: the days with free time, then the times of the day
 * chosen, both as radio buttons (arrow keys move within a row). */
export function SlotPicker({
  slots,
  field,
  error,
  onDayChange,
}: {
  slots: OnlineConsultationSlots;
  field: UseFormRegisterReturn;
  error: string | undefined;
  /** A time of another day stays chosen no longer than its day. */
  onDayChange(): void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const shortDay = useShortDay();
  const id = useId();
  const days = byDay(slots.slots);
  const [chosen, setChosen] = useState<string | null>(null);
  const day = days.find(([date]) => date === chosen) ?? days[0];
  if (!day) return <p className={styles.text}>{t('videoconsultations.booking.noSlots')}</p>;
  const [date, daySlots] = day;
  return (
    <div className={styles.slots}>
      <p className={styles.muted}>{t('videoconsultations.zone', { zone: slots.timezone })}</p>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('videoconsultations.booking.days')}</legend>
        <div className={styles.chips}>
          {days.map(([option, options]) => (
            <label key={option} className={styles.chip}>
              <input
                type="radio"
                name={`${id}-day`}
                className={styles.radio}
                checked={option === date}
                onChange={() => {
                  setChosen(option);
                  onDayChange();
                }}
              />
              <span>{shortDay(option)}</span>
              <span className={styles.count}>
                {t('videoconsultations.booking.free', { count: options.length })}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset
        className={styles.group}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <legend className={styles.legend}>
          {t('videoconsultations.booking.times', { day: formatDate(noonOf(date)) })}
        </legend>
        <div className={styles.chips}>
          {daySlots.map((slot) => (
            <label key={slot.start_date_time} className={styles.chip}>
              <input
                type="radio"
                className={styles.radio}
                value={String(slot.start_date_time)}
                {...field}
              />
              <span>{slot.time}</span>
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
