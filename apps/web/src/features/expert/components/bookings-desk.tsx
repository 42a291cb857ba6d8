import { SECOND_MS } from '@platform/domain/constants/time';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../shared/i18n/format-date';
import type { ExpertBooking } from '../api/get-bookings';
import styles from './expert.module.css';

/** Whether the instant (seconds) falls on today's date of this device's clock. */
const isToday = (seconds: number, now: Date) =>
  new Date(seconds * SECOND_MS).toDateString() === now.toDateString();

function BookingItem({ booking }: { booking: ExpertBooking }) {
  const { t } = useTranslation();
  const when = useDateTime({
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
  const until = useDateTime({ timeStyle: 'short' });
  const start = when(booking.start_date_time);
  return (
    <li className={styles.booking}>
      <p className={styles.bookingTime}>
        <time dateTime={start.iso}>{start.text}</time>–{until(booking.end_date_time).text}
      </p>
      <p>
        <span className={styles.author}>{booking.learner.name}</span> · {booking.course.title}
      </p>
      {booking.note ? <p>{t('expert.bookings.note', { note: booking.note })}</p> : null}
      {booking.phone ? (
        <p>
          {t('expert.bookings.phone')}: <a href={`tel:${booking.phone}`}>{booking.phone}</a>
        </p>
      ) : null}
      {booking.meetingUrl ? (
        <p>
          <a href={booking.meetingUrl} target="_blank" rel="noreferrer">
            {t('expert.bookings.join')}
          </a>
        </p>
      ) : null}
    </li>
  );
}

function BookingGroup({ title, bookings }: { title: string; bookings: ExpertBooking[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {title}
      </h2>
      {bookings.length === 0 ? (
        <p className={styles.muted}>{t('expert.bookings.none')}</p>
      ) : (
        <ul className={styles.list}>
          {bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The video consultations booked with the expert: today's (the past ones of today too), then
 * the upcoming ones, the soonest first (the server's order). */
export function BookingsDesk({
  bookings,
  now = new Date(),
}: {
  bookings: ExpertBooking[];
  now?: Date;
}) {
  const { t } = useTranslation();
  const today = bookings.filter((booking) => isToday(booking.start_date_time, now));
  const later = bookings.filter((booking) => !isToday(booking.start_date_time, now));
  return (
    <div className={styles.bookings}>
      <BookingGroup title={t('expert.bookings.today')} bookings={today} />
      <BookingGroup title={t('expert.bookings.upcoming')} bookings={later} />
    </div>
  );
}
