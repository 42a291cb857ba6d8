import { COURSE_INSTALLMENTS } from '@platform/domain/constants/payments';
import { CHARGE_RETRY_DAYS } from '@platform/domain/constants/subscriptions';
import { type InstallmentPart, installmentSchedule } from '@platform/domain/installments';
import { KOPECKS_PER_POINT, maxSpendablePoints } from '@platform/domain/points';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/i18n/format-date';
import { useFormatMoney } from '../../../shared/i18n/format-money';
import styles from './checkout.module.css';

/** How the learner pays: at once or in installments, and points towards what is paid now. */
export interface PaymentTerms {
  installments: boolean;
  points: number;
}

interface Props {
  /** The whole price, minor units. */
  price: number;
  currency: string;
  /** The learner's points balance; undefined while it loads. */
  pointsBalance: number | undefined;
  terms: PaymentTerms;
  onChange: (terms: PaymentTerms) => void;
  /** When the schedule starts (now). */
  startMs: number;
}

/** The parts the learner would pay: the whole price, or the installment schedule from now. */
export function partsOf(price: number, installments: boolean, startMs: number): InstallmentPart[] {
  return installments
    ? installmentSchedule(price, COURSE_INSTALLMENTS, startMs)
    : [{ number: 1, dueAt: startMs, amount: price }];
}

/** The installment plan's payments with their dates, shown before paying. */
function Schedule({ parts, currency }: { parts: InstallmentPart[]; currency: string }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  return (
    <ol className={styles.schedule} aria-label={t('checkout.terms.scheduleTitle')}>
      {parts.map((part) => (
        <li key={part.number} className={styles.schedulePart}>
          <span>{part.number === 1 ? t('checkout.terms.today') : formatDate(part.dueAt)}</span>
          <span className={styles.partAmount}>{formatMoney(part.amount, currency)}</span>
        </li>
      ))}
    </ol>
  );
}

/** Pay at once or in installments (the schedule shown), and points towards the payment now. */
export function PaymentTermsChoice({
  price,
  currency,
  pointsBalance,
  terms,
  onChange,
  startMs,
}: Props) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const name = useId();
  const parts = partsOf(price, true, startMs);
  const dueNow = partsOf(price, terms.installments, startMs)[0]?.amount ?? price;
  const spendable = maxSpendablePoints(pointsBalance ?? 0, dueNow);
  const set = (change: Partial<PaymentTerms>) => onChange({ ...terms, ...change });
  return (
    <>
      <fieldset className={styles.cards}>
        <legend className={styles.legend}>{t('checkout.terms.howToPay')}</legend>
        <label className={styles.card}>
          <input
            type="radio"
            name={name}
            checked={!terms.installments}
            onChange={() => set({ installments: false, points: 0 })}
          />
          <span>{t('checkout.terms.atOnce', { amount: formatMoney(price, currency) })}</span>
        </label>
        <label className={styles.card}>
          <input
            type="radio"
            name={name}
            checked={terms.installments}
            onChange={() => set({ installments: true, points: 0 })}
          />
          <span>
            {t('checkout.terms.inParts', {
              count: COURSE_INSTALLMENTS.parts,
              amount: formatMoney(parts[0]?.amount ?? 0, currency),
            })}
          </span>
        </label>
      </fieldset>
      {terms.installments ? (
        <section className={styles.plan} aria-label={t('checkout.terms.scheduleTitle')}>
          <h2 className={styles.subheading}>{t('checkout.terms.scheduleTitle')}</h2>
          <Schedule parts={parts} currency={currency} />
          <p className={styles.muted}>
            {t('checkout.terms.scheduleRules', { retries: CHARGE_RETRY_DAYS.join(', ') })}
          </p>
        </section>
      ) : null}
      {pointsBalance === undefined ? null : spendable > 0 ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={terms.points > 0}
            onChange={(event) => set({ points: event.target.checked ? spendable : 0 })}
          />
          {t('checkout.terms.usePoints', { count: spendable })}
        </label>
      ) : (
        <p className={styles.muted}>{t('checkout.terms.pointsNotYet', { count: pointsBalance })}</p>
      )}
      <p className={styles.total}>
        {t('checkout.terms.dueNow', {
          amount: formatMoney(dueNow - terms.points * KOPECKS_PER_POINT, currency),
        })}
      </p>
    </>
  );
}
