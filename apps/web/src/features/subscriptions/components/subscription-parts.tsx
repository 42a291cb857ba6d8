import type { Subscription } from '@platform/contracts/subscriptions';
import { SECOND_MS } from '@platform/domain/constants/time';
import { formatSubscriptionDate } from '@platform/domain/subscriptions';
import { isLanguage } from '@platform/domain/user';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../shared/i18n/format-money';
import { Button } from '../../../shared/ui/button';
import { useSubscriptionText } from '../use-subscription-text';
import styles from './subscriptions.module.css';

/** A moment (epoch ms) as 'DD MMMM YYYY' in the reader's language, on the reader's clock. */
export function useSubscriptionDate(): (epochMs: number) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (epochMs) => formatSubscriptionDate(epochMs, language, timeZone);
}

/** A subscription's lines: its status, or in a free trial until when it is free and its first
 * charge (amount and date; none once cancelled), then its price. */
export function SubscriptionLines({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const statusText = useSubscriptionText();
  const priceText = usePriceText();
  const formatPrice = useFormatPrice();
  const date = useSubscriptionDate();
  const { trialEndsAt, nextPayAt } = subscription;
  const inTrial =
    trialEndsAt !== null &&
    trialEndsAt * SECOND_MS > Date.now() &&
    (subscription.status === 'active' || subscription.status === 'canceled');
  const firstCharge = inTrial && subscription.status === 'active' ? nextPayAt : null;
  return (
    <>
      {inTrial ? (
        <p className={styles.text}>
          {t('subscriptionScreens.trial', { date: date(trialEndsAt * SECOND_MS) })}
        </p>
      ) : null}
      <p className={styles.text}>
        {firstCharge === null
          ? statusText(subscription)
          : t('subscriptionScreens.firstCharge', {
              price: formatPrice(subscription.price),
              date: date(firstCharge * SECOND_MS),
            })}
      </p>
      {inTrial && firstCharge === null ? (
        <p className={styles.muted}>{t('subscriptionScreens.trialNoCharge')}</p>
      ) : null}
      <p className={styles.muted}>{priceText(subscription)}</p>
    </>
  );
}

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
