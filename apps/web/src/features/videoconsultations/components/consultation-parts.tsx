import type { OnlineConsultation } from '@platform/contracts/online-consultations';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { useLearnerTime, useLearnerTimezone } from './use-learner-clock';
import styles from './videoconsultations.module.css';

/** Why something did not load, with a retry. */
export function LoadProblem({ error, retry }: { error: unknown; retry(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.problem}>
      <p role="alert" className={styles.text}>
        {errorText(error, t)}
      </p>
      <Button variant="secondary" onClick={retry}>
        {t('common.actions.retry')}
      </Button>
    </div>
  );
}

type ListQuery = Pick<
  UseQueryResult<OnlineConsultation[]>,
  'data' | 'error' | 'isError' | 'refetch'
>;

/** A titled section of consultations: the problem with a retry, a spinner, a note when empty,
 * else the items. */
export function ConsultationSection({
  title,
  list,
  empty,
  children,
}: {
  title: string;
  list: ListQuery;
  empty: string;
  children(items: OnlineConsultation[]): ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {list.isError ? (
        <LoadProblem error={list.error} retry={() => void list.refetch()} />
      ) : !list.data ? (
        <Spinner label={t('common.loading')} />
      ) : list.data.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        children(list.data)
      )}
    </section>
  );
}

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
