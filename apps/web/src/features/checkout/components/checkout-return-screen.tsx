import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormatMoney } from '../../../shared/i18n/format-money';
import { paths } from '../../../shared/routing/paths';
import { buttonClassName } from '../../../shared/ui/button';
import { LoadFailedPage } from '../../../shared/ui/load-failed-page';
import { Page } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import { useOrder } from '../api/checkout';
import styles from './checkout.module.css';

/** /checkout/return/{orderId}: where the provider sends the payer back. Paid, declined (with
 * the purchase error's text) or still waiting for the provider's word (read again every few
 * seconds). */
export function CheckoutReturnScreen() {
  const { t } = useTranslation();
  const orderId = Number(useParams().orderId);
  const order = useOrder(orderId);
  const formatMoney = useFormatMoney();
  const title = t('checkout.result.title');
  if (order.isError) {
    return (
      <LoadFailedPage
        title={title}
        error={order.error}
        retry={() => void order.refetch()}
        unknownText={t('checkout.loadFailed')}
      />
    );
  }
  if (!order.data) {
    return (
      <Page title={title} width="narrow">
        <Spinner label={t('common.loading')} />
      </Page>
    );
  }
  const { status, amount, currency, purchase_error: purchaseError } = order.data;
  return (
    <Page title={title} width="narrow">
      <section className={styles.panel} aria-live="polite">
        <p className={styles.muted}>
          {t('checkout.result.order', {
            id: orderId,
            amount: formatMoney(Math.round(amount * 100), currency),
          })}
        </p>
        {status === 'new' ? (
          <>
            <p className={styles.text}>{t('checkout.result.pending')}</p>
            <Spinner label={t('checkout.result.pending')} />
          </>
        ) : status === 'paid' ? (
          <>
            <p className={styles.success}>
              {/* Only a card check (a free trial) comes back from the provider with nothing to pay. */}
              {amount === 0 ? t('checkout.result.cardSaved') : t('checkout.result.paid')}
            </p>
            <Link className={buttonClassName()} to={paths.courses.href()}>
              {t('checkout.result.toCourses')}
            </Link>
          </>
        ) : status === 'cancelled' ? (
          <>
            <p className={styles.error} role="alert">
              {t('checkout.result.declined')}{' '}
              {t(`checkout.purchaseErrors.${purchaseError ?? 'ERR_UNKNOWN'}`)}
            </p>
            <Link className={buttonClassName({ variant: 'secondary' })} to={paths.courses.href()}>
              {t('checkout.result.toCourses')}
            </Link>
          </>
        ) : (
          <p className={styles.text}>{t('checkout.result.refunded')}</p>
        )}
      </section>
    </Page>
  );
}
