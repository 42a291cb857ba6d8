import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../shared/routing/paths';
import { Page } from '../shared/ui/page';

/** Every screen whose area is not built yet shows this inside the shell, never a blank page. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('app.comingSoon.title')} width="narrow">
      <p>{t('app.comingSoon.text')}</p>
      <Link to={paths.home.href()}>{t('common.actions.toHome')}</Link>
    </Page>
  );
}
