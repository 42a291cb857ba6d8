import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { telemetry } from '../shared/analytics/telemetry';
import { Button } from '../shared/ui/button';
import { Page } from '../shared/ui/page';

/** A screen that threw or whose code could not be downloaded (a new release replaced the
 * chunk, or the network dropped): a reload fetches the current files. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  // A missing chunk is not a bug: the reporter leaves it out.
  useEffect(() => telemetry.reportError(error), [error]);
  return (
    <Page title={t('app.routeError.title')} width="narrow">
      <p role="alert">{t('app.routeError.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('app.routeError.reload')}</Button>
    </Page>
  );
}
