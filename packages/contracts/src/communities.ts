import { COMMUNITY_TYPES } from '@platform/domain/communities';
import { z } from 'zod';
import { UnixSeconds } from './time';

/** A learner's membership of a club (dates in seconds). */
export const UserCommunity = z.object({
  communityId: z.number().int(),
  startDate: UnixSeconds,
  endDate: UnixSeconds.nullable(),
  isOptionalPurchase: z.boolean(),
});
export type UserCommunity = z.infer<typeof UserCommunity>;
export const UserCommunityList = z.array(UserCommunity);

/** A club of the learner's brand with its type for them (spec 001 section 3, Community). */
export const Community = z.object({
  id: z.number().int(),
  uniq: z.string(),
  /** In the request language. */
  title: z.string(),
  type: z.enum(COMMUNITY_TYPES),
  chatOnly: z.boolean(),
  courseIds: z.array(z.number().int()),
  slug: z.string(),
  faqUrl: z.string().nullable(),
  customUrl: z.string().nullable(),
  telegramChatUrl: z.string().nullable(),
  haveSubscriptionLandingUrl: z.string().nullable(),
  noHaveSubscriptionLandingUrl: z.string().nullable(),
  userCommunity: UserCommunity.nullable(),
});
export type Community = z.infer<typeof Community>;
export const CommunityList = z.array(Community);
