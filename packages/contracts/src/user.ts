import { z } from 'zod';

export const ExternalAuthSource = z.enum(['apple', 'google', 'facebook', 'vkontakte']);
export const ExternalAuth = z.object({ id: z.number().int(), source: ExternalAuthSource });

/** Optional expansions of GET /user (spec 000 section 3). */
export const USER_EXPANSIONS = [
  'scores_amount',
  'viewed_hours',
  'completed_courses',
  'completed_tasks',
  'viewed_lessons',
  'referral_orders',
  'cashback',
  'discount_for_referral',
  'link_jumps',
  'user_external_auths',
] as const;
export type UserExpansion = (typeof USER_EXPANSIONS)[number];

/** `expand=a,b`: unknown names are ignored, as list expansions customarily are. */
export const ExpandQuery = z.object({
  expand: z
    .string()
    .max(500)
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name): name is UserExpansion =>
          (USER_EXPANSIONS as readonly string[]).includes(name),
        ),
    ),
});

/** The user as the server sends it. Server names where the spec gives them (name, last_name,
 * instagram_id, language_code, disable_notification as 1/0); timestamps in seconds. */
export const User = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  last_name: z.string().nullable(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  avatar_file_id: z.number().int().nullable(),
  city: z.string().nullable(),
  gender: z.enum(['M', 'F']).nullable(),
  phone: z.string().nullable(),
  phoneValidated: z.boolean(),
  birthday: z.string().nullable(),
  instagram_id: z.string().nullable(),
  disable_notification: z.union([z.literal(0), z.literal(1)]),
  timezone: z.string().nullable(),
  language_code: z.string(),
  segments: z.array(z.object({ id: z.number(), name: z.string() })),
  isAdmin: z.boolean(),
  requiredUpdatePassword: z.boolean(),
  requiredUpdateProfile: z.boolean(),
  requireEmailValidate: z.boolean(),
  requirePhoneValidate: z.boolean(),
  status: z.number().int(),
  created_at: z.number().int(),
  scores_amount: z.number().int().optional(),
  viewed_hours: z.number().int().optional(),
  completed_courses: z.number().int().optional(),
  completed_tasks: z.number().int().optional(),
  viewed_lessons: z.number().int().optional(),
  referral_orders: z.number().int().optional(),
  cashback: z.number().int().optional(),
  discount_for_referral: z.number().int().optional(),
  link_jumps: z.number().int().optional(),
  user_external_auths: z.array(ExternalAuth).optional(),
});
export type User = z.infer<typeof User>;
