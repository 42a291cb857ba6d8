import {
  EXTERNAL_AUTH_ORDER,
  type ExternalAuthSource,
} from '@platform/domain/constants/external-auth';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../shared/ui/button';
import { socialSignInUrl } from '../api/social-login';
import styles from './login-screen.module.css';

/** Provider buttons in the web order, for the providers the server has configured, after the
 * 'or' divider. Each leaves for the API, which returns to `returnTo` with action=login. */
export function SocialSignIn({
  providers,
  returnTo,
}: {
  providers: readonly ExternalAuthSource[];
  returnTo: string;
}) {
  const { t } = useTranslation();
  const ordered = EXTERNAL_AUTH_ORDER.web.filter((source) => providers.includes(source));
  if (ordered.length === 0) return null;
  return (
    <>
      <p className={styles.divider}>{t('auth.login.or')}</p>
      <ul className={styles.social}>
        {ordered.map((source) => (
          <li key={source}>
            <a
              className={buttonClassName({ variant: 'secondary', block: true })}
              href={socialSignInUrl(source, returnTo)}
            >
              {t('auth.login.socialSignIn', { provider: t(`auth.providers.${source}`) })}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
