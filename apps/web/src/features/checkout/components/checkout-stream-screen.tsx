import { COURSE_ACCESS_DAYS } from '@platform/domain/constants/payments';
import { TRIAL } from '@platform/domain/constants/shell';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, firstFieldErrorText } from '../../../shared/api/api-error';
import { usePointsBalance } from '../../../shared/points/use-points-balance';
import { paths } from '../../../shared/routing/paths';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { loadProblemText } from '../../../shared/ui/load-problem';
import { Page } from '../../../shared/ui/page';
import { useStreamCheckout } from '../api/checkout';
import styles from './checkout.module.css';
import { type PaymentTerms, PaymentTermsChoice } from './payment-terms';

/** /checkout/stream/{streamId}: buying a month of a stopped course, at once or in installments
 * (the schedule shown before paying), points towards the payment now. Its route asks an account
 * without an e-mail for one first; the payment happens on the provider's page (the sandbox's by
 * default). */
export function CheckoutStreamScreen() {
  const { t } = useTranslation();
  const streamId = Number(useParams().streamId);
  const checkout = useStreamCheckout(streamId);
  const navigate = useNavigate();
  const points = usePointsBalance();
  const [terms, setTerms] = useState<PaymentTerms>({ installments: false, points: 0 });
  // The schedule counts from the visit's start (the server counts from the payment).
  const [startMs] = useState(() => Date.now());
  // One key per visit and terms: a second tap, or a retry after a lost answer, is the same
  // purchase; other terms are another.
  const keys = useRef(new Map<string, string>());
  const keyOf = (chosen: PaymentTerms) => {
    const id = `${chosen.installments}:${chosen.points}`;
    const known = keys.current.get(id) ?? crypto.randomUUID();
    keys.current.set(id, known);
    return known;
  };

  async function pay() {
    const started = await checkout.mutateAsync({
      idempotency_key: keyOf(terms),
      ...(terms.installments ? { installments: true } : {}),
      ...(terms.points > 0 ? { points: terms.points } : {}),
    });
    if (started.confirmation_url) window.location.assign(started.confirmation_url);
    else await navigate(paths.checkoutReturn.href({ orderId: started.order_id }));
  }

  /** Why the checkout did not start: the server's field message (points below 200…), its own
   * reason, 'No internet', else 'Something went wrong' — never a bare 'Internal error'. */
  const failureText = (error: unknown) =>
    (error instanceof ApiError ? firstFieldErrorText(error.fieldErrors) : undefined) ??
    loadProblemText(error, t, t('checkout.loadFailed'));

  const title = t('checkout.buy.title');
  // The route asks an account without an e-mail for one first (EmailGate); the server's
  // refusal remains for an address removed meanwhile.
  const needsEmail = checkout.error instanceof ApiError && checkout.error.code === 'email_required';
  return (
    <Page title={title} width="narrow">
      <section className={styles.panel} aria-label={t('checkout.buy.summary')}>
        <p className={styles.muted}>{t('checkout.buy.what', { count: COURSE_ACCESS_DAYS })}</p>
        <PaymentTermsChoice
          price={TRIAL.monthlyPrice * 100}
          currency={TRIAL.currency}
          pointsBalance={points.data?.amount}
          terms={terms}
          onChange={setTerms}
          startMs={startMs}
        />
        <p className={styles.text}>{t('checkout.buy.moneyBack', { count: TRIAL.moneyBackDays })}</p>
        {needsEmail ? (
          <>
            <p className={styles.error} role="alert">
              {t('checkout.errors.emailRequired')}
            </p>
            <Link className={buttonClassName()} to={paths.userEdit.href()}>
              {t('checkout.buy.addEmail')}
            </Link>
          </>
        ) : (
          <>
            {checkout.isError ? (
              <p className={styles.error} role="alert">
                {failureText(checkout.error)}
              </p>
            ) : null}
            <Button onClick={() => void pay().catch(() => undefined)} disabled={checkout.isPending}>
              {checkout.isPending ? t('checkout.buy.paying') : t('checkout.buy.pay')}
            </Button>
          </>
        )}
        <Link to={paths.calendar.href({ streamId })}>{t('checkout.buy.back')}</Link>
      </section>
    </Page>
  );
}
