import type { OnlineConsultation } from '@platform/contracts/online-consultations';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { useRouteId } from '../../../shared/routing/route-id';
import { LoadProblem } from '../../../shared/ui/load-problem';
import { Page } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import { useAvailableConsultations } from '../api/get-available-consultations';
import { useBookedConsultations } from '../api/get-booked-consultations';
import { useLiveConsultations } from '../api/live-consultations';
import { BookingForm } from './booking-form';
import { BookingDetails } from './consultation-parts';
import styles from './videoconsultations.module.css';

/** The booking just made: its time and meeting link, focused so screen readers hear it. */
function Booked({ booking }: { booking: OnlineConsultation }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.done}>
      <p className={styles.doneTitle}>{t('videoconsultations.booking.done')}</p>
      <BookingDetails consultation={booking} />
    </div>
  );
}

/** Why this consultation takes no (new) time, or the form that books it. */
function Booking({
  consultation,
  onBooked,
}: {
  consultation: OnlineConsultation;
  onBooked(booking: OnlineConsultation): void;
}) {
  const { t } = useTranslation();
  if (consultation.isLocked)
    return <p className={styles.locked}>{t('videoconsultations.locked')}</p>;
  if (!consultation.isChangeable)
    return (
      <p className={styles.text}>
        {consultation.status === 'past'
          ? t('videoconsultations.booking.past')
          : t('videoconsultations.booking.tooLate')}
      </p>
    );
  return <BookingForm consultation={consultation} onBooked={onBooked} />;
}

/** /videoconsultations/{id}: books one of the learner's consultations, or moves a booking. */
export function VideoconsultationScreen() {
  const { t } = useTranslation();
  const id = useRouteId('consultationId');
  useLiveConsultations();
  const available = useAvailableConsultations();
  const booked = useBookedConsultations();
  const [booking, setBooking] = useState<OnlineConsultation | null>(null);
  const consultation = [...(available.data ?? []), ...(booked.data ?? [])].find(
    (item) => item.id === id,
  );
  const failed = available.isError ? available : booked.isError ? booked : null;

  let content: React.ReactNode;
  if (booking) content = <Booked booking={booking} />;
  else if (consultation)
    content = (
      <>
        <div className={styles.card}>
          <h2 className={styles.cardTitle}>{consultation.course?.title}</h2>
          {consultation.status === 'available' ? null : (
            <BookingDetails consultation={consultation} />
          )}
        </div>
        <Booking consultation={consultation} onBooked={setBooking} />
      </>
    );
  else if (failed)
    content = <LoadProblem error={failed.error} retry={() => void failed.refetch()} />;
  else if (!available.data || !booked.data) content = <Spinner label={t('common.loading')} />;
  else content = <p className={styles.text}>{t('videoconsultations.booking.notFound')}</p>;

  return (
    <Page
      title={
        !booking && consultation?.status === 'booked'
          ? t('videoconsultations.booking.moveTitle')
          : t('videoconsultations.booking.title')
      }
      width="narrow"
    >
      <div className={styles.screen}>
        <Link className={styles.link} to={paths.videoconsultations.href()}>
          {t('videoconsultations.booking.back')}
        </Link>
        {content}
      </div>
    </Page>
  );
}
