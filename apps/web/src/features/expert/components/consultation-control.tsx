import { consultationsLeftText } from '@platform/domain/consultations';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../shared/api/api-error';
import { useDateTime } from '../../../shared/i18n/format-date';
import { useRealtime } from '../../../shared/realtime/use-realtime';
import { Button } from '../../../shared/ui/button';
import { useChatConsultations, useConsultationChange } from '../api/chat-consultations';
import styles from './expert.module.css';
import { Loaded } from './loaded';

/** The consultation of an opened chat: the expert opens one when taking up the learner's
 * question and closes it when the answer is done; the earlier ones with the learner's ratings,
 * and the stream's paid consultations left. */
export function ConsultationControl({ chatId }: { chatId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useChatConsultations(chatId, useRealtime());
  const change = useConsultationChange(chatId);
  const when = useDateTime();
  return (
    <section className={styles.consultations} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {t('expert.consultations.title')}
      </h3>
      <Loaded query={query}>
        {({ consultations, allowance }) => {
          const open = consultations.find((item) => item.status === 'open');
          const left = allowance && consultationsLeftText(allowance);
          const usedUp = allowance?.remaining === 0;
          return (
            <>
              {left ? <p className={styles.muted}>{t(left.key, left.params)}</p> : null}
              {open ? (
                <p>{t('expert.consultations.open', { time: when(open.created_at).text })}</p>
              ) : null}
              <div className={styles.actions}>
                {open ? (
                  <Button
                    variant="secondary"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ close: open.id })}
                  >
                    {t('expert.consultations.close')}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={change.isPending || usedUp}
                    onClick={() => change.mutate({ open: true })}
                  >
                    {t('expert.consultations.start')}
                  </Button>
                )}
              </div>
              {usedUp && !open ? (
                <p className={styles.muted}>{t('expert.consultations.usedUp')}</p>
              ) : null}
              {change.isError ? (
                <p role="alert" className={styles.error}>
                  {t('expert.consultations.failed')}: {refusalText(change.error, t)}
                </p>
              ) : null}
              {consultations.some((item) => item.status !== 'open') ? (
                <ul className={styles.consultationList}>
                  {consultations
                    .filter((item) => item.status !== 'open')
                    .map((item) => (
                      <li key={item.id}>
                        {item.status === 'rated'
                          ? t('expert.consultations.rated', {
                              time: when(item.closed_at ?? item.created_at).text,
                              rating: item.rating,
                            })
                          : t('expert.consultations.closed', {
                              time: when(item.closed_at ?? item.created_at).text,
                            })}
                      </li>
                    ))}
                </ul>
              ) : null}
            </>
          );
        }}
      </Loaded>
    </section>
  );
}
