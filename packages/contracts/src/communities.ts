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

/** An article preview as a community service answers it (spec 001 section 3, Article): the
 * community site this API ships and an external one alike. `likes` (the count) is the shipped
 * service's addition to the spec's `liked`; `title` is what the previews show. */
export const ArticlePreview = z.object({
  id: z.number().int(),
  title: z.string().optional(),
  created_at: UnixSeconds,
  published_at: UnixSeconds,
  preview_image: z.object({ thumbnail: z.string() }),
  views: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
  sort: z.number().int(),
  /** Whether the signed-in learner liked it, and keeps it among their favourites. */
  liked: z.boolean(),
  isFavourite: z.boolean(),
  /** 'NEW' for a recent one. */
  labels: z.array(z.string()),
  url: z.string(),
  main_category: z.object({ community: z.object({ slug: z.string() }) }),
});
export type ArticlePreview = z.infer<typeof ArticlePreview>;

/** GET {community host}/api/v1/articles/preview: the previews in hydra:member. */
export const ArticlePreviewPage = z.object({ 'hydra:member': z.array(ArticlePreview) });
export type ArticlePreviewPage = z.infer<typeof ArticlePreviewPage>;
