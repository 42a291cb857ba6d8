import { isValidEventName } from '@platform/domain/analytics';

export type EventParams = Readonly<Record<string, string | number | boolean | null>>;

/** What a web analytics service (tag manager, counter, pixel) is asked to do. */
export type AnalyticsService = {
  setUser(id: string, properties: EventParams): void;
  track(name: string, params: EventParams): void;
  /** Forget the user: the next events are anonymous. */
  reset(): void;
};

export const noopAnalyticsService: AnalyticsService = {
  setUser() {},
  track() {},
  reset() {},
};

/** GA4's convention for excluding staff from reports; other services read the same flag. */
export const INTERNAL_TRAFFIC = { traffic_type: 'internal' } as const;

type Logger = Pick<Console, 'warn'>;

/**
 * The analytics rules of spec 000 section 1 in front of any service: event names may hold only
 * letters, digits and underscores, and a bad one is logged as a warning but still sent (the spec
 * only asks for the warning, and a renamed event would be worse than a flagged one); admins are
 * internal traffic, on their user and on each of their events.
 */
export function createAnalytics(service: AnalyticsService, logger: Logger = console) {
  let internal = false;
  return {
    identify(user: { id: number; isAdmin: boolean }): void {
      internal = user.isAdmin;
      service.setUser(String(user.id), internal ? INTERNAL_TRAFFIC : {});
    },
    track(name: string, params: EventParams = {}): void {
      if (!isValidEventName(name)) {
        logger.warn(`Analytics event name "${name}" may contain only letters, digits and _`);
      }
      service.track(name, internal ? { ...params, ...INTERNAL_TRAFFIC } : params);
    },
    reset(): void {
      internal = false;
      service.reset();
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
