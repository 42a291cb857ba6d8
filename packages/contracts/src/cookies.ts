import { COOKIE_CATEGORIES } from '@platform/domain/constants/cookies';
import { z } from 'zod';
import { FormBoolean } from './envelope';

export const CookieCategory = z.enum(COOKIE_CATEGORIES);

/** GET /cookie: whether the consent banner is on, and its categories in the request language. */
export const CookieSettings = z.object({
  isEnabled: z.boolean(),
  items: z.array(
    z.object({
      code: CookieCategory,
      title: z.string(),
      description: z.string(),
      /** Essential cookies cannot be switched off. */
      required: z.boolean(),
    }),
  ),
});
export type CookieSettings = z.infer<typeof CookieSettings>;

/** The answer of GET /cookie/get-policy and POST /cookie/update-policy. */
export const CookiePolicy = z.object({
  essential: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
});
export type CookiePolicy = z.infer<typeof CookiePolicy>;

/** POST /cookie/update-policy {policy}; essential is always on, whatever is sent. */
export const UpdateCookiePolicyBody = z.strictObject({
  policy: z.strictObject({
    essential: FormBoolean.optional(),
    analytics: FormBoolean,
    marketing: FormBoolean,
  }),
});
