import type { Installment } from '@platform/contracts/subscriptions';
import { SECOND_MS } from '@platform/domain/constants/time';
import {
  formatSubscriptionDate,
  INSTALLMENT_SECTIONS,
  type InstallmentStatus,
} from '@platform/domain/subscriptions';
import { isLanguage } from '@platform/domain/user';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../shared/i18n/format-money';
import { Button } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import { useInstallmentSections } from '../api/get-installments';
import styles from './installments.module.css';

/** A wire instant as 'DD MMMM YYYY' on the reader's clock. */
function useDay(): (seconds: number) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (seconds) => formatSubscriptionDate(seconds * SECOND_MS, language, zone);
}

function InstallmentCard({ installment }: { installment: Installment }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const day = useDay();
  const price = (amount: number) => formatPrice({ amount, currency: installment.price.currency });
  const scheduleId = useId();
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{installment.title}</h3>
      <p className={styles.text}>
        {t('subscriptionScreens.installments.total', { price: formatPrice(installment.price) })}
      </p>
      <p className={styles.muted}>
        {t('subscriptionScreens.installments.progress', {
          paid: price(installment.paid),
          left: price(installment.left),
        })}
      </p>
      {installment.nextPayAt !== null ? (
        <p className={styles.text}>
          {t('subscriptionScreens.installments.next', { date: day(installment.nextPayAt) })}
        </p>
      ) : null}
      <p id={scheduleId} className={styles.muted}>
        {t('subscriptionScreens.installments.schedule')}
      </p>
      <ol className={styles.schedule} aria-labelledby={scheduleId}>
        {installment.payments.map((payment) => {
          // A cancelled plan charges nothing more: its unpaid payments are off.
          const status =
            installment.status === 'cancelled' && payment.status !== 'paid'
              ? 'cancelled'
              : payment.status;
          return (
            <li key={payment.number}>
              {t('subscriptionScreens.installments.payment', {
                number: payment.number,
                price: price(payment.amount),
                date: day(payment.paidAt ?? payment.dueAt),
              })}{' '}
              ({t(`subscriptionScreens.installments.paymentStatus.${status}`)})
            </li>
          );
        })}
      </ol>
    </li>
  );
}

function Section({ status, items }: { status: InstallmentStatus; items: Installment[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`subscriptionScreens.installments.${status}`)}</h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('subscriptionScreens.installments.empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {items.map((installment) => (
            <InstallmentCard key={installment.id} installment={installment} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /user/installments: the learner's installment plans in the sections Active, Paid and
 * Cancelled, each with what is paid, what is left and its schedule. */
export function InstallmentsScreen() {
  const { t } = useTranslation();
  const sections = useInstallmentSections();
  const title = t('subscriptionScreens.installments.title');
  if (sections.isError) {
    return (
      <Page title={title}>
        <div className={styles.section}>
          <p role="alert" className={styles.error}>
            {t('subscriptionScreens.loadFailed')}
          </p>
          <div>
            <Button variant="secondary" onClick={() => void sections.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </div>
        </div>
      </Page>
    );
  }
  if (!sections.data) {
    return (
      <Page title={title}>
        <Spinner label={t('common.loading')} />
      </Page>
    );
  }
  const data = sections.data;
  const none = INSTALLMENT_SECTIONS.every((status) => data[status].length === 0);
  return (
    <Page title={title}>
      {none ? (
        <p className={styles.muted}>{t('subscriptionScreens.installments.none')}</p>
      ) : (
        <div className={styles.screen}>
          {INSTALLMENT_SECTIONS.map((status) => (
            <Section key={status} status={status} items={data[status]} />
          ))}
        </div>
      )}
    </Page>
  );
}
