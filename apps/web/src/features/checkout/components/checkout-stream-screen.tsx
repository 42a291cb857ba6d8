import { COURSE_ACCESS_DAYS } from '@platform/domain/constants/payments';
import { TRIAL } from '@platform/domain/constants/shell';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, refusalText } from '../../../shared/api/api-error';
import { paths } from '../../../shared/routing/paths';
import { useCurrentUser } from '../../../shared/session/current-user';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import { useStreamCheckout } from '../api/checkout';
import { useFormatMoney } from '../format-money';
import styles from './checkout.module.css';

/** /checkout/stream/{streamId}: buying a month of a stopped course. An account without an
 * e-mail is asked for one first (the receipt goes there); the payment happens on the provider's
 * page (the sandbox's by default). */
export function CheckoutStreamScreen() {
  const { t } = useTranslation();
  const streamId = Number(useParams().streamId);
  const user = useCurrentUser();
  const checkout = useStreamCheckout(streamId);
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  // One key per visit: a second tap, or a retry after a lost answer, is the same purchase.
  const key = useRef(crypto.randomUUID());

  async function pay() {
    const started = await checkout.mutateAsync(key.current);
    if (started.confirmation_url) window.location.assign(started.confirmation_url);
    else await navigate(paths.checkoutReturn.href({ orderId: started.order_id }));
  }

  const title = t('checkout.buy.title');
  if (!user.data) return <Spinner label={t('common.loading')} />;
  const needsEmail =
    !user.data.email ||
    (checkout.error instanceof ApiError && checkout.error.code === 'email_required');
  return (
    <Page title={title} width="narrow">
      <section className={styles.panel} aria-label={t('checkout.buy.summary')}>
        <p className={styles.muted}>{t('checkout.buy.what', { count: COURSE_ACCESS_DAYS })}</p>
        <p className={styles.price}>{formatMoney(TRIAL.monthlyPrice * 100, TRIAL.currency)}</p>
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
                {refusalText(checkout.error, t)}
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
