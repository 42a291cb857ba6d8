import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { telemetry } from '../shared/analytics/telemetry';
import { Button } from '../shared/ui/button';
import { Page } from '../shared/ui/page';

/** A screen that threw or whose code could not be downloaded (a new release replaced the
 * chunk, or the network dropped): a reload fetches the current files. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  // A missing chunk is not a bug: the reporter leaves it out.
  useEffect(() => telemetry.reportError(error), [error]);
  return (
    <Page title={t('app.routeError.title')} width="narrow">
      <p role="alert">{t('app.routeError.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('app.routeError.reload')}</Button>
    </Page>
  );
}

type BoundaryProps = {
  children: ReactNode;
  /** The full path shown: a new one leaves the error behind. */
  location: string;
};
type BoundaryState = { failure: { error: unknown } | null; location: string };

/** Catches what a route's screen throws, a failed lazy download included, and shows the route
 * error page until the user goes elsewhere. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState {
    return props.location === state.location ? state : { failure: null, location: props.location };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteErrorPage error={failure.error} /> : this.props.children;
  }
}
