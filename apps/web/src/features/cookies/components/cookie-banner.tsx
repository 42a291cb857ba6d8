import { type CookiePolicy, DEFAULT_COOKIE_POLICY } from '@platform/domain/constants/cookies';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import {
  useCookieConsent,
  useCookieConsentSync,
  useSaveCookieConsent,
} from '../use-cookie-consent';
import { CookiePolicyLink } from './cookie-policy-link';
import styles from './cookies.module.css';

/** The dialog (Radix and the categories form) is most of the banner's weight and rarely
 * opened: downloaded on the first click on Settings, so the banner shows sooner. */
const CookieSettingsDialog = lazy(() =>
  import('./cookie-settings-dialog').then((module) => ({ default: module.CookieSettingsDialog })),
);

const ALL_ALLOWED: CookiePolicy = { essential: true, analytics: true, marketing: true };

/**
 * The cookie banner (spec sections 2 and 4), shown until this browser has a choice: dismiss
 * keeps essential cookies only, accept all allows every category, settings opens the dialog
 * with a switch per category. Nothing is shown while GET /cookie is unanswered or when the
 * domain asks for no consent. The app mounts it once, after the first screen has painted.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useCookieConsent();
  const { save } = useSaveCookieConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  useCookieConsentSync();
  if (consent.enabled !== true || consent.decided) return null;
  return (
    <section className={styles.banner} aria-label={t('cookies.banner.label')}>
      <p className={styles.bannerText}>
        {t('cookies.banner.text')} <CookiePolicyLink />
      </p>
      <div className={styles.bannerActions}>
        <Button variant="secondary" onClick={() => save(DEFAULT_COOKIE_POLICY)}>
          {t('cookies.banner.dismiss')}
        </Button>
        <Button variant="secondary" onClick={() => setSettingsOpen(true)}>
          {t('cookies.banner.settings')}
        </Button>
        <Button onClick={() => save(ALL_ALLOWED)}>{t('cookies.banner.acceptAll')}</Button>
      </div>
      {settingsOpen ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog open onOpenChange={setSettingsOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
