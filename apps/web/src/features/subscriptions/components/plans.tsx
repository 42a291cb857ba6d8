import type { SubscriptionPlan } from '@platform/contracts/subscriptions';
import { maxSpendablePoints } from '@platform/domain/points';
import { trialEnd } from '@platform/domain/subscriptions';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailRequiredDialog } from '../../../shared/account/email-required-dialog';
import { errorText } from '../../../shared/api/api-error';
import { useFormatPrice } from '../../../shared/i18n/format-money';
import { usePointsBalance } from '../../../shared/points/use-points-balance';
import { useCurrentUser } from '../../../shared/session/current-user';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { type SubscribeChoice, usePlans, useSubscribe } from '../api/plans';
import { LoadFailed, usePriceText, useSubscriptionDate } from './subscription-parts';
import styles from './subscriptions.module.css';

function PlanCard({
  plan,
  subscribe,
  buy,
  pointsBalance,
}: {
  plan: SubscriptionPlan;
  subscribe: ReturnType<typeof useSubscribe>;
  buy(choice: SubscribeChoice): void;
  pointsBalance: number;
}) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  const formatPrice = useFormatPrice();
  const date = useSubscriptionDate();
  const [withPoints, setWithPoints] = useState(false);
  const trial = plan.trialAvailable;
  // Points pay part of the first payment, never its last rouble; a trial pays nothing today.
  const spendable = trial
    ? 0
    : maxSpendablePoints(pointsBalance, Math.round(plan.price.amount * 100));
  const points = withPoints ? spendable : 0;
  const busy = subscribe.isPending && subscribe.variables?.planId === plan.id;
  const firstCharge = date(trialEnd(Date.now(), plan.trialDays));
  const action = trial
    ? t('subscriptionScreens.plans.startTrial')
    : t('subscriptionScreens.plans.subscribe');
  const today = formatPrice({ amount: 0, currency: plan.price.currency });
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{plan.title}</h3>
      <p className={styles.text}>
        {trial
          ? t('subscriptionScreens.plans.trial', {
              count: plan.trialDays,
              price: priceText(plan),
            })
          : priceText(plan)}
      </p>
      {trial ? (
        <dl className={styles.terms}>
          <div>
            <dt>{t('subscriptionScreens.plans.today')}</dt>
            <dd>{today}</dd>
          </div>
          <div>
            <dt>{t('subscriptionScreens.plans.firstCharge')}</dt>
            <dd>
              {t('subscriptionScreens.plans.firstChargeOn', {
                price: formatPrice(plan.price),
                date: firstCharge,
              })}
            </dd>
          </div>
        </dl>
      ) : null}
      {trial ? (
        <p className={styles.muted}>
          {t('subscriptionScreens.plans.trialTerms', { date: firstCharge })}
        </p>
      ) : null}
      {plan.moneyBackDays > 0 ? (
        <p className={styles.muted}>
          {t('subscriptionScreens.plans.moneyBack', { count: plan.moneyBackDays })}
        </p>
      ) : null}
      {spendable > 0 ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={withPoints}
            onChange={(event) => setWithPoints(event.target.checked)}
          />
          {t('subscriptionScreens.plans.usePoints', { count: spendable })}
        </label>
      ) : null}
      <Button
        onClick={() => buy({ planId: plan.id, points })}
        disabled={subscribe.isPending}
        aria-label={`${action}: ${plan.title}, ${trial ? t('subscriptionScreens.plans.todayIs', { price: today }) : formatPrice(plan.price)}`}
      >
        {busy ? t('subscriptionScreens.plans.subscribing') : action}
      </Button>
    </li>
  );
}

/** The brand's tariffs, each with the way to buy it (the provider's payment page). */
export function Plans() {
  const { t } = useTranslation();
  const headingId = useId();
  const plans = usePlans();
  // One key per visit: a double press, or a return and a second press, answers the same order.
  const [key] = useState(() => crypto.randomUUID());
  const subscribe = useSubscribe(key);
  const balance = usePointsBalance();
  const hasEmail = Boolean(useCurrentUser().data?.email);
  // A purchase needs the account's e-mail (spec): asked for first, then the purchase goes on.
  const [awaitingEmail, setAwaitingEmail] = useState<SubscribeChoice | null>(null);
  const buy = (choice: SubscribeChoice) =>
    hasEmail ? subscribe.mutate(choice) : setAwaitingEmail(choice);
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('subscriptionScreens.plans.title')}</h2>
      {plans.isError ? (
        <LoadFailed retry={() => void plans.refetch()} />
      ) : !plans.data ? (
        <Spinner label={t('common.loading')} />
      ) : plans.data.length === 0 ? (
        <p className={styles.muted}>{t('subscriptionScreens.plans.empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              subscribe={subscribe}
              buy={buy}
              pointsBalance={balance.data?.amount ?? 0}
            />
          ))}
        </ul>
      )}
      {awaitingEmail ? (
        <EmailRequiredDialog
          onCancel={() => setAwaitingEmail(null)}
          onSaved={() => {
            setAwaitingEmail(null);
            subscribe.mutate(awaitingEmail);
          }}
        />
      ) : null}
      {subscribe.isError ? (
        <p role="alert" className={styles.error}>
          {errorText(subscribe.error, t)}
        </p>
      ) : null}
    </section>
  );
}
