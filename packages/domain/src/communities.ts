/**
 * Clubs (communities), spec 001 section 3 and the community type rule of section 4, and the
 * club links of spec 000 section 2.
 */
export const COMMUNITY_TYPES = ['recommended', 'owned', 'expired', 'hidden'] as const;
export type CommunityType = (typeof COMMUNITY_TYPES)[number];

export interface CommunityMembershipDates {
  /** ms since the epoch */
  startDate: number;
  endDate: number | null;
  isOptionalPurchase: boolean;
}

export interface CommunityTypeInput {
  courseIds: readonly number[];
  membership: CommunityMembershipDates | null;
  /** The courses the learner has streams on. */
  learnerCourseIds: readonly number[];
  /** Whether an active subscription of the learner covers one of the club's courses. */
  hasMatchingSubscription: boolean;
  now: number;
}

/**
 * Recommended when not owned and its courses overlap the learner's; an owned club bought as an
 * optional purchase is owned while a matching subscription is active, else expired; any other
 * owned club is hidden before its start, owned between its dates and expired after; hidden by
 * default.
 */
export function communityType(input: CommunityTypeInput): CommunityType {
  const { membership } = input;
  if (!membership) {
    return input.courseIds.some((id) => input.learnerCourseIds.includes(id))
      ? 'recommended'
      : 'hidden';
  }
  if (membership.isOptionalPurchase) return input.hasMatchingSubscription ? 'owned' : 'expired';
  if (input.now < membership.startDate) return 'hidden';
  if (membership.endDate === null || input.now <= membership.endDate) return 'owned';
  return 'expired';
}

/** The club area's tags on a link (spec 000 section 2): utm_source=lk, utm_medium=club and the
 * campaign, 'button' unless an action names it. Null for an address that is not one. */
export function clubLink(url: string, campaign = 'button'): string | null {
  try {
    const target = new URL(url);
    target.searchParams.set('utm_source', 'lk');
    target.searchParams.set('utm_medium', 'club');
    target.searchParams.set('utm_campaign', campaign);
    return target.toString();
  } catch {
    return null;
  }
}

export interface ClubLinks {
  slug: string;
  type: CommunityType;
  haveSubscriptionLandingUrl: string | null;
  noHaveSubscriptionLandingUrl: string | null;
}

/** Where a club's button leads: a member (owned) to the club's pages on the community site, a
 * learner without the club's subscription to its landing for those without one; the landing for
 * members when the site has no pages address. Tagged with the campaign. */
export function clubEntryLink(club: ClubLinks, site: string | null, campaign?: string) {
  const member = club.type === 'owned';
  const pages = site ? `${site.replace(/\/+$/, '')}/${club.slug}` : null;
  const target = member
    ? (pages ?? club.haveSubscriptionLandingUrl)
    : (club.noHaveSubscriptionLandingUrl ?? pages);
  return target ? clubLink(target, campaign) : null;
}

/** An article's address on the community site: {site}/{community slug}/articles/{id}. */
export function articleLink(site: string, slug: string, id: number): string {
  return `${site.replace(/\/+$/, '')}/${slug}/articles/${id}`;
}

/** The spec's preview thumbnail (370x210), asked for at twice the size for sharp screens. */
export const ARTICLE_THUMBNAIL = { width: 370 * 2, height: 210 * 2 } as const;
