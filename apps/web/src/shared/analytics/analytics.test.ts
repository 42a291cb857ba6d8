import { describe, expect, it, vi } from 'vitest';
import { type AnalyticsService, createAnalytics, INTERNAL_TRAFFIC } from './analytics';

function spyService() {
  return {
    setUser: vi.fn<AnalyticsService['setUser']>(),
    track: vi.fn<AnalyticsService['track']>(),
    reset: vi.fn<AnalyticsService['reset']>(),
  };
}

describe('analytics rules (spec 000 section 1)', () => {
  it('sends an event whose name has only letters, digits and underscores', () => {
    const service = spyService();
    const logger = { warn: vi.fn() };
    createAnalytics(service, logger).track('lesson_opened_2', { id: 3 });
    expect(service.track).toHaveBeenCalledWith('lesson_opened_2', { id: 3 });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('logs a warning for any other name and still sends the event', () => {
    const service = spyService();
    const logger = { warn: vi.fn() };
    const analytics = createAnalytics(service, logger);
    for (const name of ['lesson-opened', 'урок', 'a b', '']) analytics.track(name);
    expect(logger.warn).toHaveBeenCalledTimes(4);
    expect(logger.warn.mock.calls[0]?.[0]).toContain('"lesson-opened"');
    expect(service.track).toHaveBeenCalledTimes(4);
  });

  it('flags admins as internal traffic, on the user and on every event', () => {
    const service = spyService();
    const analytics = createAnalytics(service);
    analytics.identify({ id: 7, isAdmin: true });
    analytics.track('login');
    expect(service.setUser).toHaveBeenCalledWith('7', INTERNAL_TRAFFIC);
    expect(service.track).toHaveBeenCalledWith('login', INTERNAL_TRAFFIC);
  });

  it('does not flag learners, nor anyone after the reset', () => {
    const service = spyService();
    const analytics = createAnalytics(service);
    analytics.identify({ id: 8, isAdmin: false });
    analytics.track('login');
    expect(service.setUser).toHaveBeenCalledWith('8', {});
    expect(service.track).toHaveBeenLastCalledWith('login', {});
    analytics.identify({ id: 1, isAdmin: true });
    analytics.reset();
    analytics.track('opened');
    expect(service.reset).toHaveBeenCalledOnce();
    expect(service.track).toHaveBeenLastCalledWith('opened', {});
  });
});
