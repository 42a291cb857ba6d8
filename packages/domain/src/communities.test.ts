import { describe, expect, it } from 'vitest';
import { articleLink, clubEntryLink, clubLink, communityType } from './communities';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const base = {
  courseIds: [1, 2],
  membership: null,
  learnerCourseIds: [] as number[],
  hasMatchingSubscription: false,
  now: NOW,
};
const member = (startDate: number, endDate: number | null, isOptionalPurchase = false) => ({
  ...base,
  membership: { startDate, endDate, isOptionalPurchase },
});

describe('community type', () => {
  it('recommends a club the learner is not in when its courses overlap theirs', () => {
    expect(communityType({ ...base, learnerCourseIds: [2, 5] })).toBe('recommended');
    expect(communityType({ ...base, learnerCourseIds: [5] })).toBe('hidden');
  });

  it('an optional-purchase membership is owned while a matching subscription is active', () => {
    const bought = member(NOW - 10 * DAY, NOW - DAY, true);
    expect(communityType({ ...bought, hasMatchingSubscription: true })).toBe('owned');
    expect(communityType(bought)).toBe('expired');
  });

  it('any other membership is hidden before its start, owned between, expired after', () => {
    expect(communityType(member(NOW + DAY, null))).toBe('hidden');
    expect(communityType(member(NOW - DAY, NOW + DAY))).toBe('owned');
    expect(communityType(member(NOW - DAY, null))).toBe('owned');
    expect(communityType(member(NOW - 2 * DAY, NOW - DAY))).toBe('expired');
  });
});

describe('club links', () => {
  it('tag the address with lk, club and the campaign (button unless an action names it)', () => {
    const link = new URL(clubLink('https://club.example.com/yoga?ref=1') ?? '');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      ref: '1',
      utm_source: 'lk',
      utm_medium: 'club',
      utm_campaign: 'button',
    });
    expect(
      new URL(clubLink('https://club.example.com', 'faq') ?? '').searchParams.get('utm_campaign'),
    ).toBe('faq');
    expect(clubLink('not a url')).toBeNull();
  });

  it('lead members to the club pages and others to the landing for those without it', () => {
    const club = {
      slug: 'yoga',
      haveSubscriptionLandingUrl: 'https://example.com/have',
      noHaveSubscriptionLandingUrl: 'https://example.com/join',
    };
    const site = 'https://club.example.com/';
    expect(clubEntryLink({ ...club, type: 'owned' }, site)).toMatch(
      /^https:\/\/club\.example\.com\/yoga\?utm_source=lk/,
    );
    expect(clubEntryLink({ ...club, type: 'recommended' }, site)).toMatch(
      /^https:\/\/example\.com\/join\?utm_source=lk/,
    );
    expect(clubEntryLink({ ...club, type: 'owned' }, null)).toMatch(
      /^https:\/\/example\.com\/have/,
    );
  });

  it('an article lives at {site}/{community slug}/articles/{id}', () => {
    expect(articleLink('https://club.example.com/', 'yoga', 7)).toBe(
      'https://club.example.com/yoga/articles/7',
    );
  });
});
