import type { Subscription } from '@platform/contracts/subscriptions';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../shared/i18n/format-money';
import { Button } from '../../../shared/ui/button';
import styles from './subscriptions.module.css';

/** "2 990 ₽ per month", "… per 3 months", or a lifetime price. */
export function usePriceText(): (
  item: Pick<Subscription, 'price' | 'period' | 'interval' | 'isLifetime'>,
) => string {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  return ({ price, period, interval, isLifetime }) => {
    const written = formatPrice(price);
    if (isLifetime) return t('subscriptionScreens.lifetimePrice', { price: written });
    const each = t(`subscriptionScreens.period.${period}`, { count: interval });
    return t('subscriptionScreens.price', { price: written, period: each });
  };
}

/** The spec's load-failure text with a retry. */
export function LoadFailed({ retry }: { retry(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.form}>
      <p role="alert" className={styles.error}>
        {t('subscriptionScreens.loadFailed')}
      </p>
      <div>
        <Button variant="secondary" onClick={retry}>
          {t('common.actions.retry')}
        </Button>
      </div>
    </div>
  );
}
