import { isLanguage } from '@platform/domain/user';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { useDomainConfiguration } from '../../../shared/config/domain-configuration';
import { paths } from '../../../shared/routing/paths';
import { loginNotice } from '../../../shared/session/login-notice';
import { LanguageSwitch } from '../../../shared/ui/language-switch';
import type { ModalSlotProps } from '../../../shared/ui/modal';
import { PageLoading } from '../../../shared/ui/spinner';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import styles from './login-screen.module.css';
import { LoginSupport } from './login-support';
import { SocialSignIn } from './social-sign-in';
import { useSocialLoginReturn } from './use-social-login-return';
import { UserManual } from './user-manual';

const ExternalAuthErrorDialog = lazy(() =>
  import('./external-auth-error-dialog').then((module) => ({
    default: module.ExternalAuthErrorDialog,
  })),
);

/** The sign-in screen (spec: Login screen). The support form comes from another area, through
 * the slot. */
export function LoginScreen({ SupportModal }: { SupportModal: ComponentType<ModalSlotProps> }) {
  const { t, i18n } = useTranslation();
  const config = useDomainConfiguration();
  const brand = useBrandConfig();
  const [params] = useSearchParams();
  const social = useSocialLoginReturn();
  // Read once: a notice explains the last sign-out and is not shown again.
  const [notice] = useState(loginNotice.read);
  useEffect(() => loginNotice.clear(), []);

  if (social.isCompleting) return <PageLoading label={t('common.loading')} />;

  const returnUrl = params.get('returnUrl');
  const returnTo = new URL(
    paths.login.href(returnUrl ? { returnUrl } : undefined),
    window.location.origin,
  ).href;
  const lang = isLanguage(i18n.language) ? i18n.language : null;
  const manualUrl = lang ? brand.instructionUrl[lang] : undefined;

  return (
    <>
      <AuthCard title={t('auth.login.title')}>
        {notice ? (
          <p className={styles.notice} role="status">
            {t(notice)}
          </p>
        ) : null}
        <LoginForm />
        <SocialSignIn providers={config.externalAuthProviders} returnTo={returnTo} />
        {brand.isRegistrationEnable ? (
          <p className={styles.register}>
            {t('auth.login.noAccount')}{' '}
            <Link to={paths.signup.href()}>{t('auth.login.register')}</Link>
          </p>
        ) : manualUrl ? (
          <UserManual url={manualUrl} />
        ) : null}
        <LoginSupport
          email={config.supportEmail}
          whatsAppNumber={config.whatsAppNumber}
          SupportModal={SupportModal}
        />
        <footer className={styles.footer}>
          <LanguageSwitch />
        </footer>
      </AuthCard>
      {social.failure ? (
        <Suspense fallback={null}>
          <ExternalAuthErrorDialog message={social.failure} onClose={social.dismiss} />
        </Suspense>
      ) : null}
    </>
  );
}
