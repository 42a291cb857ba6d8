import type { Subscription } from '@platform/contracts/subscriptions';
import { SECOND_MS } from '@platform/domain/constants/time';
import { subscriptionStatusMessage } from '@platform/domain/subscriptions';
import { isLanguage } from '@platform/domain/user';
import { useTranslation } from 'react-i18next';

const ms = (seconds: number | null) => (seconds === null ? null : seconds * SECOND_MS);

/** The line under a subscription (next payment, ending date, ended, valid indefinitely) in the
 * reader's language, dates as 'DD MMMM YYYY' on the reader's clock. */
export function useSubscriptionText(): (subscription: Subscription) => string {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (subscription) => {
    const message = subscriptionStatusMessage(
      { ...subscription, nextPayAt: ms(subscription.nextPayAt), endDate: ms(subscription.endDate) },
      language,
      timeZone,
    );
    return t(message.key, message.params);
  };
}
