import type { Community, UserCommunity } from '@platform/contracts/communities';
import { toSeconds } from '../../lib/clock';
import { inLanguage, type Lang } from '../../lib/i18n';
import type { MembershipRow } from './communities.repository';
import type { CommunityListRow } from './communities.service';

export function presentMembership(row: MembershipRow): UserCommunity {
  return {
    communityId: row.communityId,
    startDate: toSeconds(row.startDate),
    endDate: row.endDate && toSeconds(row.endDate),
    isOptionalPurchase: row.isOptionalPurchase,
  };
}

export function presentCommunity(row: CommunityListRow, lang: Lang): Community {
  const { community } = row;
  return {
    id: community.id,
    uniq: community.uniq,
    title: inLanguage(community.title, lang),
    type: row.type,
    chatOnly: community.chatOnly,
    courseIds: community.courseIds,
    slug: community.slug,
    faqUrl: community.faqUrl,
    customUrl: community.customUrl,
    telegramChatUrl: community.telegramChatUrl,
    haveSubscriptionLandingUrl: community.haveSubscriptionLandingUrl,
    noHaveSubscriptionLandingUrl: community.noHaveSubscriptionLandingUrl,
    userCommunity: row.membership && presentMembership(row.membership),
  };
}
