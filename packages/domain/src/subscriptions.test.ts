import { describe, expect, it } from 'vitest';
import { en } from './i18n/en';
import { es } from './i18n/es';
import { ru } from './i18n/ru';
import { translate } from './message';
import {
  billingDate,
  cancelReasonProblem,
  chargeMoneyBackDays,
  formatSubscriptionDate,
  installmentSections,
  isMobileOnly,
  listedSubscriptions,
  needsSubscriptionWarning,
  retryAt,
  subscriptionStatusMessage,
  trialEnd,
} from './subscriptions';

const utc = (iso: string) => Date.parse(`${iso}Z`);
const iso = (ms: number) => new Date(ms).toISOString();

describe('billingDate (anniversary billing)', () => {
  it('clamps a month end and comes back to the anchor day: Jan 31 → Feb 29 → Mar 31 → Apr 30', () => {
    const anchor = utc('2028-01-31T09:15:00');
    const dates = [0, 1, 2, 3].map((cycle) => iso(billingDate(anchor, 'month', 1, cycle)));
    expect(dates).toEqual([
      '2028-01-31T09:15:00.000Z',
      '2028-02-29T09:15:00.000Z',
      '2028-03-31T09:15:00.000Z',
      '2028-04-30T09:15:00.000Z',
    ]);
  });

  it('uses Feb 28 in a common year and crosses the year end', () => {
    const anchor = utc('2026-12-31T00:00:00');
    expect(iso(billingDate(anchor, 'month', 1, 2))).toBe('2027-02-28T00:00:00.000Z');
    expect(iso(billingDate(anchor, 'month', 1, 13))).toBe('2028-01-31T00:00:00.000Z');
  });

  it('counts intervals of several months, weeks and days', () => {
    const anchor = utc('2026-08-31T12:00:00');
    expect(iso(billingDate(anchor, 'month', 3, 2))).toBe('2027-02-28T12:00:00.000Z');
    expect(iso(billingDate(anchor, 'week', 2, 1))).toBe('2026-09-14T12:00:00.000Z');
    expect(iso(billingDate(anchor, 'day', 10, 3))).toBe('2026-09-30T12:00:00.000Z');
  });
});

describe('retryAt', () => {
  it('retries 1, 3 and 7 days after the due date, then gives up', () => {
    const due = utc('2026-03-01T10:00:00');
    expect([1, 2, 3, 4].map((failures) => retryAt(due, failures))).toEqual([
      utc('2026-03-02T10:00:00'),
      utc('2026-03-04T10:00:00'),
      utc('2026-03-08T10:00:00'),
      null,
    ]);
  });
});

describe('free trial', () => {
  it('ends (and first charges) the trial days after it starts, time of day kept', () => {
    expect(iso(trialEnd(utc('2026-02-25T13:45:00'), 7))).toBe('2026-03-04T13:45:00.000Z');
    expect(iso(trialEnd(utc('2026-02-25T13:45:00'), 0))).toBe('2026-02-25T13:45:00.000Z');
  });

  it('gives money back on the first real charge only (the purchase, or the first renewal after a trial)', () => {
    expect([0, 1, 2].map((cycle) => chargeMoneyBackDays(cycle, 14))).toEqual([14, 0, 0]);
    expect(chargeMoneyBackDays(0, 0)).toBe(0);
  });
});

describe('formatSubscriptionDate', () => {
  it("writes 'DD MMMM YYYY' in each language", () => {
    const may5 = utc('2026-05-05T10:00:00');
    expect(formatSubscriptionDate(may5, 'ru')).toBe('05 мая 2026');
    expect(formatSubscriptionDate(may5, 'en')).toBe('05 May 2026');
    expect(formatSubscriptionDate(may5, 'es')).toBe('05 mayo 2026');
  });

  it('reads the day in the time zone asked for', () => {
    const lateUtc = utc('2026-05-05T22:30:00');
    expect(formatSubscriptionDate(lateUtc, 'en', 'Europe/Moscow')).toBe('06 May 2026');
  });
});

describe('subscriptionStatusMessage', () => {
  const base = {
    isLifetime: false,
    isActive: true,
    isActiveStatus: true,
    nextPayAt: utc('2026-05-05T10:00:00'),
    endDate: utc('2026-05-05T10:00:00'),
  };
  const text = (state: typeof base, tree = en, lang: 'ru' | 'en' | 'es' = 'en') =>
    translate(tree, subscriptionStatusMessage(state, lang));

  it('gives the next payment date of a renewing subscription', () => {
    expect(text(base)).toBe('Next payment on 05 May 2026');
    expect(text(base, ru, 'ru')).toBe('Следующий платёж 05 мая 2026');
    expect(text(base, es, 'es')).toBe('Próximo pago el 05 mayo 2026');
  });

  it('gives the ending date of an active one that no longer renews', () => {
    expect(text({ ...base, isActiveStatus: false })).toBe('Valid until 05 May 2026');
  });

  it('says ended when access has ended', () => {
    expect(text({ ...base, isActive: false, isActiveStatus: false })).toBe(
      'The subscription has ended',
    );
  });

  it('says valid indefinitely for a lifetime one, whatever its dates', () => {
    expect(text({ ...base, isLifetime: true, isActive: false })).toBe('Valid indefinitely');
    expect(text({ ...base, isLifetime: true }, ru, 'ru')).toBe('Действует бессрочно');
  });
});

describe('the mobile-only rule', () => {
  const sub = (
    courseServiceType: 'MAIN' | 'MOBILE' | 'main_subscription' | 'general_subscription',
    isActive = false,
  ) => ({ courseServiceType, isActive, isLifetime: false });

  it('holds with only MOBILE-type subscriptions, none active', () => {
    expect(isMobileOnly([sub('MOBILE')])).toBe(true);
    expect(isMobileOnly([sub('MOBILE'), sub('general_subscription')])).toBe(true);
  });

  it('does not hold with an active subscription, a MAIN-type one or no MOBILE one', () => {
    expect(isMobileOnly([sub('MOBILE'), sub('general_subscription', true)])).toBe(false);
    expect(isMobileOnly([sub('MOBILE', true)])).toBe(false);
    expect(isMobileOnly([sub('MOBILE'), sub('MAIN')])).toBe(false);
    expect(isMobileOnly([sub('MOBILE'), sub('main_subscription')])).toBe(false);
    expect(isMobileOnly([sub('general_subscription')])).toBe(false);
    expect(isMobileOnly([])).toBe(false);
  });

  it('leaves MOBILE-type subscriptions out of the lists', () => {
    expect(listedSubscriptions([sub('MOBILE'), sub('MAIN')])).toEqual([sub('MAIN')]);
  });
});

describe('the redirect to subscriptions with a warning', () => {
  const ended = {
    courseServiceType: 'main_subscription' as const,
    isActive: false,
    isLifetime: false,
  };
  const optional = { isOptionalPurchase: true };

  it('holds without a subscription, with every stream optional-purchase and subscriptions held', () => {
    expect(needsSubscriptionWarning([ended], [optional, optional])).toBe(true);
  });

  it('does not hold with an active or lifetime subscription', () => {
    expect(needsSubscriptionWarning([ended, { ...ended, isActive: true }], [optional])).toBe(false);
    expect(needsSubscriptionWarning([{ ...ended, isLifetime: true }], [optional])).toBe(false);
  });

  it('does not hold with a stream that is not optional-purchase, no streams or no subscriptions', () => {
    expect(needsSubscriptionWarning([ended], [optional, { isOptionalPurchase: false }])).toBe(
      false,
    );
    expect(needsSubscriptionWarning([ended], [])).toBe(false);
    expect(needsSubscriptionWarning([], [optional])).toBe(false);
  });
});

describe('installmentSections', () => {
  it('sorts installments into Active, Paid and Cancelled', () => {
    const items = [
      { id: 1, status: 'paid' as const },
      { id: 2, status: 'active' as const },
      { id: 3, status: 'cancelled' as const },
      { id: 4, status: 'active' as const },
    ];
    expect(installmentSections(items)).toEqual({
      active: [items[1], items[3]],
      paid: [items[0]],
      cancelled: [items[2]],
    });
  });
});

describe('cancelReasonProblem', () => {
  it('needs ten characters of reason for "other", spaces aside', () => {
    const short = { key: 'subscriptions.errors.reasonTooShort', params: { min: 10 } };
    expect(cancelReasonProblem('other', undefined)).toEqual(short);
    expect(cancelReasonProblem('other', '   too short  ')).toEqual(short);
    expect(cancelReasonProblem('other', '123456789')).toEqual(short);
    expect(cancelReasonProblem('other', ' 1234567890 ')).toBeNull();
  });

  it('takes no reason for a listed type, but a reason given must be long enough', () => {
    expect(cancelReasonProblem('too_expensive', undefined)).toBeNull();
    expect(cancelReasonProblem('too_expensive', '  ')).toBeNull();
    expect(cancelReasonProblem('not_using', 'no time')?.key).toBe(
      'subscriptions.errors.reasonTooShort',
    );
  });

  it('refuses more than 1000 characters', () => {
    expect(cancelReasonProblem('other', 'x'.repeat(1000))).toBeNull();
    expect(cancelReasonProblem('other', 'x'.repeat(1001))).toEqual({
      key: 'subscriptions.errors.reasonTooLong',
      params: { max: 1000 },
    });
  });
});
