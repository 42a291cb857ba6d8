import { SECOND_MS } from '@platform/domain/constants/time';
import { formatSubscriptionDate } from '@platform/domain/subscriptions';
import { isLanguage } from '@platform/domain/user';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../shared/api/api-error';
import { paths } from '../../../shared/routing/paths';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { useSubscription } from '../api/get-subscription';
import { useSubscriptionText } from '../use-subscription-text';
import { CancelSubscription } from './cancel-subscription';
import { LoadFailed, usePriceText } from './subscription-parts';
import styles from './subscriptions.module.css';

/** /user/subscription/{id}: one subscription, its status line and price, and the cancel
 * button while it renews (or is past due). */
export function SubscriptionScreen() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().subscriptionId);
  const query = useSubscription(id);
  const statusText = useSubscriptionText();
  const priceText = usePriceText();
  const back = (
    <Link className={styles.link} to={paths.subscriptions.href()}>
      {t('subscriptionScreens.one.back')}
    </Link>
  );
  if (query.isError) {
    return (
      <Page title={t('subscriptionScreens.list.title')} width="narrow">
        {isNotFound(query.error) ? (
          <p className={styles.text}>{t('subscriptionScreens.one.notFound')}</p>
        ) : (
          <LoadFailed retry={() => void query.refetch()} />
        )}
        {back}
      </Page>
    );
  }
  const subscription = query.data;
  if (!subscription) return <PageLoading label={t('common.loading')} />;
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const cancellable =
    !subscription.isLifetime &&
    (subscription.status === 'active' || subscription.status === 'past_due');
  return (
    <Page title={subscription.title} width="narrow">
      <div className={styles.form}>
        <span className={styles.badge}>
          {t(`subscriptionScreens.status.${subscription.status}`)}
        </span>
        <p className={styles.text}>{statusText(subscription)}</p>
        <p className={styles.muted}>{priceText(subscription)}</p>
        {subscription.trialEndsAt !== null && subscription.trialEndsAt * SECOND_MS > Date.now() ? (
          <p className={styles.muted}>
            {t('subscriptionScreens.trial', {
              date: formatSubscriptionDate(
                subscription.trialEndsAt * SECOND_MS,
                language,
                Intl.DateTimeFormat().resolvedOptions().timeZone,
              ),
            })}
          </p>
        ) : null}
        {subscription.status === 'past_due' ? (
          <p role="status" className={styles.warning}>
            {t('subscriptionScreens.pastDue')}
          </p>
        ) : null}
        <CancelSubscription subscription={subscription} cancellable={cancellable} />
        {back}
      </div>
    </Page>
  );
}
