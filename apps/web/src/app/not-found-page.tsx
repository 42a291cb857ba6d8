import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../shared/routing/paths';
import { useCurrentUser } from '../shared/session/current-user';
import { Page } from '../shared/ui/page';

export function NotFoundPage() {
  const { t } = useTranslation();
  const signedIn = Boolean(useCurrentUser().data);
  return (
    <Page title={t('app.notFound.title')} width="narrow">
      <p>{t('app.notFound.text')}</p>
      <Link to={signedIn ? paths.home.href() : paths.login.href()}>
        {t('common.actions.toHome')}
      </Link>
    </Page>
  );
}
