import type { OnlineConsultationSlots } from '@platform/contracts/online-consultations';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/i18n/format-date';
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

/** The free slots as radio buttons, one group per day, times on the learner's clock. */
export function SlotPicker({
  slots,
  field,
  error,
}: {
  slots: OnlineConsultationSlots;
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const id = useId();
  const days = byDay(slots.slots);
  return (
    <fieldset
      className={styles.slots}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={styles.legend}>{t('videoconsultations.booking.slots')}</legend>
      <p className={styles.muted}>{t('videoconsultations.zone', { zone: slots.timezone })}</p>
      {days.length === 0 ? (
        <p className={styles.text}>{t('videoconsultations.booking.noSlots')}</p>
      ) : (
        days.map(([date, daySlots]) => (
          <fieldset key={date} className={styles.day}>
            <legend className={styles.dayTitle}>{formatDate(noonOf(date))}</legend>
            <div className={styles.times}>
              {daySlots.map((slot) => (
                <label key={slot.start_date_time} className={styles.slot}>
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
          </fieldset>
        ))
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
