import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/routing/paths';
import { buttonClassName } from '../../shared/ui/button';
import { Page } from '../../shared/ui/page';
import styles from './shell.module.css';

/** For users whose tariff covers only the mobile app (spec 000 section 6): this site is not for
 * them, and the one thing to do here is to sign out. */
export function MobileSubscriptionPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('shell.mobileSubscription.title')} width="narrow">
      <p>{t('shell.mobileSubscription.text')}</p>
      <ul className={styles.choices}>
        <li>
          <Link className={buttonClassName({ block: true })} to={paths.logout.href()}>
            {t('shell.menu.exit')}
          </Link>
        </li>
      </ul>
    </Page>
  );
}
