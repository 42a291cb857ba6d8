import { EXTERNAL_AUTH_SOURCES } from '@platform/domain/constants/external-auth';
import { LANGUAGE_CODES } from '@platform/domain/constants/languages';
import { ONBOARDING_STATUS, USER_STATUS_DELETED } from '@platform/domain/constants/users';
import { z } from 'zod';
import { FormBoolean, Id, v1Answer } from './envelope';
import { commaList } from './selection';
import { UnixSeconds } from './time';

export const ExternalAuthSource = z.enum(EXTERNAL_AUTH_SOURCES);
export type ExternalAuthSource = z.infer<typeof ExternalAuthSource>;
export const ExternalAuth = z.object({ id: z.number().int(), source: ExternalAuthSource });
export type ExternalAuth = z.infer<typeof ExternalAuth>;
export const ExternalAuthList = z.array(ExternalAuth);

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

/** `expand=a,b` of the user calls. */
export const ExpandQuery = z.object({ expand: commaList(USER_EXPANSIONS) });

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
  /** Reviews the homework and answers the chats of the courses assigned to them (/expert). */
  isExpert: z.boolean(),
  requiredUpdatePassword: z.boolean(),
  requiredUpdateProfile: z.boolean(),
  requireEmailValidate: z.boolean(),
  requirePhoneValidate: z.boolean(),
  status: z.number().int(),
  created_at: UnixSeconds,
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

/** {success, data: {user}, errors} of the POST calls of the account. */
export const UserAnswer = v1Answer(z.object({ user: User }));
export type UserAnswer = z.infer<typeof UserAnswer>;

/** Free text of the profile; '' or null clears the field. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => value || null)
    .optional();

/** Raw input of a field that a domain rule checks in the service, which words the message. */
const ruledText = (max: number) => z.string().trim().max(max).nullable().optional();

/** An IANA time zone name as the browser reports it (Intl…resolvedOptions().timeZone). */
export const Timezone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(
    (name) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: name });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'user.invalidTimezone' },
  );

export const LanguageCode = z.enum(LANGUAGE_CODES, { message: 'user.invalidLanguageCode' });

const ONBOARDING_STATUSES: readonly number[] = Object.values(ONBOARDING_STATUS);

/** Onboarding stage the client reports (20, 30, 40); it only ever moves forward. */
export const OnboardingStatusField = z.coerce
  .number()
  .int()
  .refine((status) => ONBOARDING_STATUSES.includes(status), { message: 'user.invalidStatus' });

/** POST /user: every profile field except the avatar (its own call) and the password (only
 * through update-password). Unknown fields are refused. */
export const UpdateProfileBody = z.strictObject({
  name: optionalText(100),
  last_name: optionalText(100),
  username: optionalText(100),
  email: ruledText(1000),
  city: optionalText(100),
  gender: z
    .enum(['M', 'F', ''])
    .nullable()
    .transform((value) => value || null)
    .optional(),
  phone: ruledText(64),
  birthday: ruledText(32),
  instagram_id: ruledText(100),
  disable_notification: FormBoolean.optional(),
  timezone: Timezone.optional(),
  language_code: LanguageCode.optional(),
  status: OnboardingStatusField.optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** POST /user/notification. */
export const NotificationBody = z.strictObject({ disable_notification: FormBoolean });

/** POST /user/avatar: the id answered by POST /files. */
export const AvatarBody = z.strictObject({ avatar_file_id: Id });

/** POST /user/update-password. current_password may be left out only by accounts without a
 * password or with a forced password change (see the service). */
export const UpdatePasswordBody = z.strictObject({
  current_password: z.string().max(1024).optional(),
  password: z.string().max(1024),
  password_repeat: z.string().max(1024),
});

/** POST /user/update-user: a new e-mail, or an onboarding status. */
export const UpdateUserBody = z
  .strictObject({ email: ruledText(1000), status: OnboardingStatusField.optional() })
  .refine((body) => body.email != null || body.status !== undefined, {
    message: 'user.emailRequired',
    path: ['email'],
  });

/** DELETE /user: no body, or form fields: the deleted status (0) and a reason. */
export const DeleteUserBody = z
  .strictObject({
    status: z.coerce.number().pipe(z.literal(USER_STATUS_DELETED)).optional(),
    reason: z.string().trim().max(1000).optional(),
  })
  .nullish();
