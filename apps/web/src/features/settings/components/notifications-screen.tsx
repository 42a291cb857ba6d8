import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useCurrentUser } from '../../../shared/session/current-user';
import { Page } from '../../../shared/ui/page';
import { Switch } from '../../../shared/ui/switch';
import { useUpdateNotifications } from '../api/update-notifications';
import styles from './settings.module.css';

/** /user/settings/notifications. The switch reads "receive", the server stores the opposite
 * (disable_notification: 0 means notifications are on). */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const update = useUpdateNotifications();
  if (!user) return null;
  return (
    <Page title={t('settings.notifications.title')} width="narrow">
      <div className={styles.stack}>
        <Switch
          label={t('settings.notifications.receive')}
          description={t('settings.notifications.description')}
          checked={user.disable_notification === 0}
          onCheckedChange={(receive) => update.mutate(!receive)}
        />
        {update.isError ? (
          <p className={styles.error} role="alert">
            {t('settings.notifications.failed', { reason: errorText(update.error, t) })}
          </p>
        ) : null}
      </div>
    </Page>
  );
}
