import type { Subscription } from '@platform/contracts/subscriptions';
import { hasSubscription } from '@platform/domain/subscriptions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { Page } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import { useListedSubscriptions } from '../api/get-subscriptions';
import { Plans } from './plans';
import { LoadFailed, SubscriptionLines } from './subscription-parts';
import styles from './subscriptions.module.css';

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{subscription.title}</h3>
      <span className={styles.badge}>{t(`subscriptionScreens.status.${subscription.status}`)}</span>
      <SubscriptionLines subscription={subscription} />
      <Link
        className={styles.link}
        to={paths.subscription.href({ subscriptionId: subscription.id })}
        aria-label={`${t('subscriptionScreens.list.details')}: ${subscription.title}`}
      >
        {t('subscriptionScreens.list.details')}
      </Link>
    </li>
  );
}

/**
 * /user/subscriptions: the learner's subscriptions (MOBILE-type ones left out), each with its
 * status line; the tariffs while the learner has no subscription in force. With warning=true
 * (sent here when access expired, spec section 4) a notice says why.
 */
export function SubscriptionsScreen() {
  const { t } = useTranslation();
  const headingId = useId();
  const [search] = useSearchParams();
  const subscriptions = useListedSubscriptions();
  const warning = search.get('warning') === 'true';
  return (
    <Page title={t('subscriptionScreens.list.title')}>
      <div className={styles.screen}>
        {warning ? (
          <p role="status" className={styles.warning}>
            {t('subscriptionScreens.list.warning')}
          </p>
        ) : null}
        <section className={styles.form} aria-labelledby={headingId}>
          <h2 id={headingId}>{t('subscriptionScreens.list.mine')}</h2>
          {subscriptions.isError ? (
            <LoadFailed retry={() => void subscriptions.refetch()} />
          ) : !subscriptions.data ? (
            <Spinner label={t('common.loading')} />
          ) : subscriptions.data.length === 0 ? (
            <p className={styles.muted}>{t('subscriptionScreens.list.empty')}</p>
          ) : (
            <ul className={styles.cards}>
              {subscriptions.data.map((subscription) => (
                <SubscriptionCard key={subscription.id} subscription={subscription} />
              ))}
            </ul>
          )}
          <Link className={styles.link} to={paths.installments.href()}>
            {t('subscriptionScreens.list.installments')}
          </Link>
        </section>
        {warning || (subscriptions.data && !hasSubscription(subscriptions.data)) ? <Plans /> : null}
      </div>
    </Page>
  );
}
