import { SANDBOX_CARDS, type SandboxCardOutcome } from '@platform/domain/constants/payments';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { refusalText } from '../../../shared/api/api-error';
import { useFormatMoney } from '../../../shared/i18n/format-money';
import { Button } from '../../../shared/ui/button';
import { LoadFailedPage } from '../../../shared/ui/load-failed-page';
import { Page } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import { useSandboxPayment, useSandboxStep } from '../api/checkout';
import styles from './checkout.module.css';

/** /checkout/sandbox/{paymentId}: the sandbox provider's payment page. A test card decides what
 * happens (pays, is declined, asks for a confirmation step, pays but refuses refunds, pays but
 * declines later charges); a finished payment sends the payer back to the shop. A card check (a
 * free trial's checkout) charges 0 and saves the card. */
export function SandboxCheckoutScreen() {
  const { t } = useTranslation();
  const paymentId = useParams().paymentId ?? '';
  const payment = useSandboxPayment(paymentId);
  const step = useSandboxStep(paymentId);
  const formatMoney = useFormatMoney();
  const [card, setCard] = useState<SandboxCardOutcome>('succeeds');
  const title = t('checkout.sandbox.title');

  const finished = payment.data && payment.data.status !== 'pending';
  useEffect(() => {
    if (finished && payment.data) window.location.assign(payment.data.return_url);
  }, [finished, payment.data]);

  if (payment.isError) {
    return (
      <LoadFailedPage title={title} error={payment.error} retry={() => void payment.refetch()} />
    );
  }
  if (!payment.data || finished) {
    return (
      <Page title={title} width="narrow">
        <Spinner label={finished ? t('checkout.sandbox.returning') : t('common.loading')} />
      </Page>
    );
  }
  const {
    amount,
    currency,
    description,
    awaiting_confirmation: awaiting,
    card_check: cardCheck,
  } = payment.data;
  return (
    <Page title={title} width="narrow">
      <section className={styles.panel} aria-label={t('checkout.sandbox.payment')}>
        <p className={styles.sandboxBadge}>{t('checkout.sandbox.badge')}</p>
        <p className={styles.muted}>{description}</p>
        <p className={styles.price}>{formatMoney(Math.round(amount * 100), currency)}</p>
        {cardCheck ? <p className={styles.text}>{t('checkout.sandbox.cardCheck')}</p> : null}
        {step.isError ? (
          <p className={styles.error} role="alert">
            {refusalText(step.error, t)}
          </p>
        ) : null}
        {awaiting ? (
          <>
            <p className={styles.text}>{t('checkout.sandbox.confirmText')}</p>
            <div className={styles.actions}>
              <Button
                disabled={step.isPending}
                onClick={() => step.mutate({ kind: 'confirm', approve: true })}
              >
                {t('checkout.sandbox.confirm')}
              </Button>
              <Button
                variant="secondary"
                disabled={step.isPending}
                onClick={() => step.mutate({ kind: 'confirm', approve: false })}
              >
                {t('checkout.sandbox.reject')}
              </Button>
            </div>
          </>
        ) : (
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              step.mutate({ kind: 'pay', card });
            }}
          >
            <fieldset className={styles.cards}>
              <legend className={styles.text}>{t('checkout.sandbox.chooseCard')}</legend>
              {SANDBOX_CARDS.map((option) => (
                <label key={option.outcome} className={styles.card}>
                  <input
                    type="radio"
                    name="card"
                    value={option.outcome}
                    checked={card === option.outcome}
                    onChange={() => setCard(option.outcome)}
                  />
                  <span>
                    {t('checkout.sandbox.cardLabel', {
                      brand: t(`checkout.brands.${option.brand}`),
                      last4: option.last4,
                    })}
                    <br />
                    <span className={styles.muted}>
                      {t(`checkout.sandbox.outcomes.${option.outcome}`)}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            <Button type="submit" disabled={step.isPending}>
              {step.isPending
                ? t('checkout.buy.paying')
                : cardCheck
                  ? t('checkout.sandbox.saveCard')
                  : t('checkout.sandbox.pay')}
            </Button>
          </form>
        )}
      </section>
    </Page>
  );
}
