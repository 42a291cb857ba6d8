import {
  CONSULTATION_RATING_MAX,
  CONSULTATION_RATING_MIN,
} from '@platform/domain/constants/consultations';
import { consultationsLeftText } from '@platform/domain/consultations';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refusalText } from '../../../shared/api/api-error';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { useDateTime } from '../../../shared/i18n/format-date';
import { paths } from '../../../shared/routing/paths';
import { LoadProblem } from '../../../shared/ui/load-problem';
import { Spinner } from '../../../shared/ui/spinner';
import {
  type ChatConsultation,
  type ConsultationAllowance,
  useChatConsultations,
} from '../api/get-chat-consultations';
import { useRateConsultation } from '../api/rate-consultation';
import styles from './chat.module.css';
import { StarRating } from './star-rating';

/** "N of M paid consultations left" (plural forms), when the course sets a limit. */
export function AllowanceNote({ allowance }: { allowance: ConsultationAllowance }) {
  const { t } = useTranslation();
  if (!allowance) return null;
  const text = consultationsLeftText(allowance);
  return <p className={styles.allowance}>{t(text.key, text.params)}</p>;
}

/** Once the paid consultations are spent, the brand's consultation-renewal topic in the
 * support centre, about this stream (a one-tap request there). */
function RenewConsultations({
  streamId,
  allowance,
}: {
  streamId: number;
  allowance: ConsultationAllowance;
}) {
  const { t } = useTranslation();
  const brand = useBrandConfig();
  if (!allowance || allowance.remaining > 0) return null;
  return (
    <Link
      className={styles.renew}
      to={paths.supportStream.href({
        categoryId: brand.renewConsultationSupportCategoryId,
        streamId,
      })}
    >
      {t('chat.consultations.renew')}
    </Link>
  );
}

function ConsultationItem({
  streamId,
  consultation,
  writable,
}: {
  streamId: number;
  consultation: ChatConsultation;
  writable: boolean;
}) {
  const { t } = useTranslation();
  const when = useDateTime();
  const rate = useRateConsultation(streamId, consultation.id);
  const started = when(consultation.created_at);
  const closed = consultation.closed_at === null ? null : when(consultation.closed_at);
  return (
    <li className={styles.consultation} data-status={consultation.status}>
      <p className={styles.consultationHead}>
        <span className={styles.consultationStatus}>
          {t(`chat.consultations.status.${consultation.status}`)}
        </span>{' '}
        <time dateTime={(closed ?? started).iso}>
          {closed ? closed.text : t('chat.consultations.openedAt', { time: started.text })}
        </time>
      </p>
      {consultation.status === 'close' && writable ? (
        <StarRating
          legend={t('chat.consultations.rate')}
          min={CONSULTATION_RATING_MIN}
          max={CONSULTATION_RATING_MAX}
          value={rate.isPending ? rate.variables : null}
          disabled={rate.isPending}
          onRate={(value) => rate.mutate(value)}
          problem={
            rate.isError
              ? `${t('chat.consultations.rateFailed')}: ${refusalText(rate.error, t)}`
              : null
          }
        />
      ) : null}
      {consultation.status === 'rated' && consultation.rating !== null ? (
        <p className={styles.muted}>
          {t('chat.consultations.rated', {
            rating: consultation.rating,
            max: CONSULTATION_RATING_MAX,
          })}
        </p>
      ) : null}
    </li>
  );
}

/** The chat's consultations: which one the expert holds open, the closed ones to rate (while
 * the chat is not locked), the ratings given, and the paid ones left (with the way to renew
 * them once none is left). Read again when the chats'
 * WebSocket tells of a change (`live`), polled while it is down. */
export function ChatConsultations({
  streamId,
  writable,
  live,
}: {
  streamId: number;
  writable: boolean;
  live: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useChatConsultations(streamId, live);
  return (
    <section className={styles.consultations} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.consultationsTitle}>
        {t('chat.consultations.title')}
      </h2>
      {query.isError && !query.data ? (
        <LoadProblem error={query.error} retry={() => void query.refetch()} />
      ) : !query.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <AllowanceNote allowance={query.data.allowance} />
          <RenewConsultations streamId={streamId} allowance={query.data.allowance} />
          {query.data.consultations.length === 0 ? (
            <p className={styles.muted}>{t('chat.consultations.empty')}</p>
          ) : (
            <ul className={styles.consultationList}>
              {query.data.consultations.map((consultation) => (
                <ConsultationItem
                  key={consultation.id}
                  streamId={streamId}
                  consultation={consultation}
                  writable={writable}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
