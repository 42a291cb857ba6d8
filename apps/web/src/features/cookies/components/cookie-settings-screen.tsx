import { COOKIE_CATEGORIES } from '@platform/domain/constants/cookies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { LoadProblem } from '../../../shared/ui/load-problem';
import { Page } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import { useCookieSettings } from '../api/cookie-settings';
import { useCookieConsent, useSaveCookieConsent } from '../use-cookie-consent';
import { CookieCategoriesForm } from './cookie-categories-form';
import { CookiePolicyLink } from './cookie-policy-link';
import styles from './cookies.module.css';

/** /user/settings/cookie (cookieSettings): the banner's switches as a settings screen. */
export function CookieSettingsScreen() {
  const { t } = useTranslation();
  const settings = useCookieSettings();
  const consent = useCookieConsent();
  const { save, error } = useSaveCookieConsent();
  const [saved, setSaved] = useState(false);
  // The switches start from the policy; it may arrive later (the server copy), so they restart.
  const policyKey = COOKIE_CATEGORIES.map((category) => Number(consent.policy[category])).join('');

  return (
    <Page title={t('cookies.page.title')} width="narrow">
      <div className={styles.page}>
        <p className={styles.intro}>
          {consent.enabled === false ? t('cookies.page.notAsked') : t('cookies.page.intro')}{' '}
          <CookiePolicyLink />
        </p>
        {settings.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : settings.isError ? (
          <LoadProblem error={settings.error} retry={() => void settings.refetch()} />
        ) : (
          <CookieCategoriesForm
            key={policyKey}
            items={consent.items}
            policy={consent.policy}
            locked={consent.enabled === false}
            saveLabel={t('cookies.page.save')}
            onSave={(policy) => {
              save(policy);
              setSaved(true);
            }}
          />
        )}
        {error ? (
          <p className={styles.error} role="alert">
            {t('cookies.page.serverFailed', { reason: errorText(error, t) })}
          </p>
        ) : null}
        <p className={styles.success} role="status">
          {saved ? t('cookies.page.saved') : null}
        </p>
      </div>
    </Page>
  );
}
