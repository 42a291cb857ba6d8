import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { buttonClassName } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';

/** Anyone but support staff who opens a staff screen learns what it is, not an error. */
export function StaffOnly() {
  const { t } = useTranslation();
  return (
    <Page title={t('staffSupport.staffOnly.title')} width="narrow">
      <p>{t('staffSupport.staffOnly.text')}</p>
      <Link className={buttonClassName({ variant: 'secondary' })} to={paths.support.href()}>
        {t('staffSupport.staffOnly.toSupport')}
      </Link>
    </Page>
  );
}
