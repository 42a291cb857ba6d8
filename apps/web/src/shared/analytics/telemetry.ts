import {
  type AnalyticsService,
  createAnalytics,
  type EventParams,
  noopAnalyticsService,
} from './analytics';
import {
  createErrorReporter,
  type ErrorReportingService,
  noopErrorReportingService,
  reportUncaughtErrors,
} from './error-reporting';
import { noopPushService, type PushService } from './push';

export type TelemetryServices = {
  analytics: AnalyticsService;
  errors: ErrorReportingService;
  push: PushService;
};

export type TelemetryUser = { id: number; isAdmin: boolean };

/**
 * Analytics, error reporting and push behind one seam (architecture: adapters, not
 * hard-wiring). Every service is a no-op until `configure` plugs a real one in; the rules of
 * spec 000 sections 1 and 4 live here and in the adapters, whatever the service.
 */
export function createTelemetry(services: TelemetryServices, logger?: Pick<Console, 'warn'>) {
  let analytics = createAnalytics(services.analytics, logger);
  let errors = createErrorReporter(services.errors);
  let push = services.push;
  let user: TelemetryUser | null = null;

  const identify = (next: TelemetryUser): void => {
    if (user?.id === next.id && user.isAdmin === next.isAdmin) return;
    user = next;
    analytics.identify(next);
    errors.setUser(next.id);
    push.setExternalUserId(String(next.id));
  };

  return {
    configure(next: Partial<TelemetryServices>): void {
      if (next.analytics) analytics = createAnalytics(next.analytics, logger);
      if (next.errors) errors = createErrorReporter(next.errors);
      if (next.push) push = next.push;
      const known = user;
      user = null;
      if (known) identify(known);
    },
    track(name: string, params?: EventParams): void {
      analytics.track(name, params);
    },
    reportError(error: unknown): void {
      errors.report(error);
    },
    /** The signed-in user, at sign-in and whenever the app starts with a session: analytics
     * user (admins as internal traffic), error-reporting user, push external user id. */
    identify,
    /** Login success (spec section 4): analytics recorded, then the user identified. */
    signedIn(next: TelemetryUser): void {
      identify(next);
      analytics.track('login');
    },
    /** Logout (spec section 4): push external user id removed, analytics user reset. */
    signedOut(): void {
      user = null;
      push.removeExternalUserId();
      analytics.reset();
      errors.setUser(null);
    },
    /** Uncaught errors and rejections of the page go to error reporting. */
    reportUncaughtErrors(target?: Pick<Window, 'addEventListener' | 'removeEventListener'>) {
      return reportUncaughtErrors((error) => errors.report(error), target);
    },
  };
}

export type Telemetry = ReturnType<typeof createTelemetry>;

/** The app's one instance. No analytics, error-reporting or push service is configured yet:
 * brands name them (ga_id, ya_id, analytics.gtm/fbq, pushSettings), and plugging one in is a
 * `telemetry.configure` call at start-up. */
export const telemetry = createTelemetry({
  analytics: noopAnalyticsService,
  errors: noopErrorReportingService,
  push: noopPushService,
});
