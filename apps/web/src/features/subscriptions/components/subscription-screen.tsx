import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../shared/api/api-error';
import { paths } from '../../../shared/routing/paths';
import { Page } from '../../../shared/ui/page';
import { PageLoading } from '../../../shared/ui/spinner';
import { useSubscription } from '../api/get-subscription';
import { CancelSubscription } from './cancel-subscription';
import { LoadFailed, SubscriptionLines } from './subscription-parts';
import styles from './subscriptions.module.css';

/** /user/subscription/{id}: one subscription, its status line (its trial and first charge) and
 * price, and the cancel button while it renews (or is past due). */
export function SubscriptionScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().subscriptionId);
  const query = useSubscription(id);
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
  const cancellable =
    !subscription.isLifetime &&
    (subscription.status === 'active' || subscription.status === 'past_due');
  return (
    <Page title={subscription.title} width="narrow">
      <div className={styles.form}>
        <span className={styles.badge}>
          {t(`subscriptionScreens.status.${subscription.status}`)}
        </span>
        <SubscriptionLines subscription={subscription} />
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
