import type { OnlineConsultation } from '@platform/contracts/online-consultations';
import { useTranslation } from 'react-i18next';
import { useLearnerTime, useLearnerTimezone } from './use-learner-clock';
import styles from './videoconsultations.module.css';

/** When a booked consultation takes place, on the learner's clock (the zone named). */
export function ConsultationTime({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const { text, iso } = useLearnerTime()(seconds);
  const zone = useLearnerTimezone();
  return (
    <div>
      <time className={styles.when} dateTime={iso}>
        {text}
      </time>
      <p className={styles.muted}>{t('videoconsultations.zone', { zone })}</p>
    </div>
  );
}

/** The expert and the meeting link of a booking. */
export function BookingDetails({ consultation }: { consultation: OnlineConsultation }) {
  const { t } = useTranslation();
  return (
    <>
      {consultation.start_date_time === null ? null : (
        <ConsultationTime seconds={consultation.start_date_time} />
      )}
      {consultation.expert ? (
        <p className={styles.muted}>
          {t('videoconsultations.expert', { name: consultation.expert.name })}
        </p>
      ) : null}
      {consultation.meetingUrl && consultation.status === 'booked' ? (
        <a
          className={styles.meeting}
          href={consultation.meetingUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('videoconsultations.join')}
        </a>
      ) : null}
    </>
  );
}
