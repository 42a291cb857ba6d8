import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDomainConfiguration } from '../../../shared/config/domain-configuration';
import { paths } from '../../../shared/routing/paths';
import { ConfirmDialog } from '../../../shared/ui/alert-dialog';
import { Button } from '../../../shared/ui/button';
import { LanguageSwitch } from '../../../shared/ui/language-switch';
import { Page } from '../../../shared/ui/page';
import styles from './settings.module.css';

/** /user/settings (userSettings): the account's settings screens, the interface language (the
 * shell's switch, with its reload prompt) and account deletion. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useDomainConfiguration();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const items = [
    { to: paths.userPassword.href(), label: t('settings.links.password') },
    { to: paths.notifications.href(), label: t('settings.links.notifications') },
    { to: paths.reminders.href(), label: t('settings.links.reminders') },
    { to: paths.paymentMethods.href(), label: t('settings.links.paymentMethods') },
    // Like the settings menu: only where social sign-in exists.
    ...(config.externalAuthProviders.length > 0
      ? [{ to: paths.socialNetworks.href(), label: t('settings.links.socialNetworks') }]
      : []),
    { to: paths.cookieSettings.href(), label: t('settings.links.cookies') },
  ];

  return (
    <Page title={t('settings.title')} width="narrow" banners="settings">
      <div className={styles.sections}>
        <nav aria-label={t('settings.title')}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.to}>
                <Link className={styles.linkRow} to={item.to}>
                  {item.label}
                  <svg
                    className={styles.chevron}
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d="M7 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
        <div>
          <Button variant="text" className={styles.danger} onClick={() => setConfirmDelete(true)}>
            {t('settings.deleteAccount.button')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('settings.deleteAccount.title')}
        message={t('settings.deleteAccount.text')}
        confirmLabel={t('settings.deleteAccount.confirm')}
        cancelLabel={t('common.actions.cancel')}
        // The /delete route deletes, signs out and goes to the login.
        onConfirm={() => navigate(paths.delete.href())}
      />
    </Page>
  );
}
