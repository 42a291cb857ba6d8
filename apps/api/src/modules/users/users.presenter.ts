import type { User, UserExpansion } from '@platform/contracts/user';
import { toSeconds } from '../../lib/clock';
import type { UserRow } from '../auth/sessions.repository';

export interface UserExtras {
  avatarUrl: string | null;
  externalAuths?: { id: number; source: string }[];
}

/** '1990-12-31' (as stored) → '31.12.1990' (as the birthday rule reads it). */
function birthdayOf(isoDate: string | null): string | null {
  if (!isoDate) return null;
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

const STAT_COLUMNS = {
  scores_amount: 'scoresAmount',
  viewed_hours: 'viewedHours',
  completed_courses: 'completedCourses',
  completed_tasks: 'completedTasks',
  viewed_lessons: 'viewedLessons',
  referral_orders: 'referralOrders',
  cashback: 'cashback',
  discount_for_referral: 'discountForReferral',
  link_jumps: 'linkJumps',
} as const satisfies Partial<Record<UserExpansion, keyof UserRow>>;

/** The user row as the wire shape of spec 000 section 3, with the requested expansions. */
export function presentUser(
  row: UserRow,
  extras: UserExtras,
  expand: readonly UserExpansion[] = [],
): User {
  const user: User = {
    id: row.id,
    email: row.email,
    name: row.firstName,
    last_name: row.lastName,
    username: row.username,
    avatar: extras.avatarUrl,
    avatar_file_id: row.avatarFileId,
    city: row.city,
    gender: row.gender,
    phone: row.phone,
    phoneValidated: row.phoneValidated,
    birthday: birthdayOf(row.birthday),
    instagram_id: row.instagramId,
    disable_notification: row.disableNotification ? 1 : 0,
    timezone: row.timezone,
    language_code: row.languageCode,
    segments: row.segments,
    isAdmin: row.isAdmin,
    requiredUpdatePassword: row.requiredUpdatePassword,
    requiredUpdateProfile: row.requiredUpdateProfile,
    requireEmailValidate: row.requireEmailValidate,
    requirePhoneValidate: row.requirePhoneValidate,
    status: row.status,
    created_at: toSeconds(row.createdAt),
  };
  for (const name of expand) {
    if (name === 'user_external_auths') {
      user.user_external_auths = (extras.externalAuths ?? []).map(({ id, source }) => ({
        id,
        source: source as 'apple' | 'google' | 'facebook' | 'vkontakte',
      }));
    } else {
      user[name] = row[STAT_COLUMNS[name]];
    }
  }
  return user;
}
