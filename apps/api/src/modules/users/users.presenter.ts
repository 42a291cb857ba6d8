import type { ExternalAuth, User, UserExpansion } from '@platform/contracts/user';
import { isoToBirthday } from '@platform/domain/birthday';
import type { ExternalAuthSource } from '@platform/domain/constants/external-auth';
import { wholeViewedHours } from '@platform/domain/statistics';
import { toSeconds } from '../../lib/clock';
import { freezeDeep } from '../../lib/serializer';
import type { SignedInUser, UserRow } from '../auth/sessions.repository';
import type { FileUrl } from '../files/file-links';
import type { LearningFigure, LearningFigures } from './learning-stats.repository';

export interface UserExtras {
  avatarUrl: string | null;
  externalAuths?: { id: number; source: string }[];
  /** The figures of the asked learning stats (learningFiguresFor). */
  learning?: Partial<LearningFigures>;
}

/** Stats kept on the user row: the points balance (points module) and the referral and cashback
 * figures, which no feature of the product writes (0 unless set). */
const STORED_STATS = {
  scores_amount: 'scoresAmount',
  referral_orders: 'referralOrders',
  cashback: 'cashback',
  discount_for_referral: 'discountForReferral',
  link_jumps: 'linkJumps',
} as const satisfies Partial<Record<UserExpansion, keyof UserRow>>;

/** Stats computed from the learner's learning when asked, each from its figure. */
const LEARNING_STATS = {
  viewed_hours: 'viewedSeconds',
  completed_courses: 'completedCourses',
  completed_tasks: 'completedTasks',
  viewed_lessons: 'viewedLessons',
} as const satisfies Record<
  Exclude<UserExpansion, keyof typeof STORED_STATS | 'user_external_auths'>,
  LearningFigure
>;
type LearningStat = keyof typeof LEARNING_STATS;

const isLearningStat = (name: UserExpansion): name is LearningStat => name in LEARNING_STATS;

/** The figures the asked expansions are presented from: none (so no query) without a learning
 * stat among them. */
export const learningFiguresFor = (expand: readonly UserExpansion[]): LearningFigure[] =>
  expand.filter(isLearningStat).map((name) => LEARNING_STATS[name]);

function presentLearningStat(name: LearningStat, figures: Partial<LearningFigures> = {}): number {
  const figure = figures[LEARNING_STATS[name]] ?? 0;
  // Viewed time is kept in seconds; the profile shows whole hours, rounded down.
  return name === 'viewed_hours' ? wholeViewedHours(figure) : figure;
}

/** A linked social account; the source column only ever holds one of the known providers. */
export const presentExternalAuth = ({
  id,
  source,
}: {
  id: number;
  source: string;
}): ExternalAuth => ({
  id,
  source: source as ExternalAuthSource,
});

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
    // Stored as a date; the wire and the birthday rule use DD.MM.YYYY.
    birthday: row.birthday ? isoToBirthday(row.birthday) : null,
    instagram_id: row.instagramId,
    disable_notification: row.disableNotification ? 1 : 0,
    timezone: row.timezone,
    language_code: row.languageCode,
    segments: row.segments,
    isAdmin: row.isAdmin,
    isExpert: row.isExpert,
    requiredUpdatePassword: row.requiredUpdatePassword,
    requiredUpdateProfile: row.requiredUpdateProfile,
    requireEmailValidate: row.requireEmailValidate,
    requirePhoneValidate: row.requirePhoneValidate,
    status: row.status,
    created_at: toSeconds(row.createdAt),
  };
  for (const name of expand) {
    if (name === 'user_external_auths') {
      user.user_external_auths = (extras.externalAuths ?? []).map(presentExternalAuth);
    } else if (isLearningStat(name)) {
      user[name] = presentLearningStat(name, extras.learning);
    } else {
      user[name] = row[STORED_STATS[name]];
    }
  }
  return user;
}

/** A user read together with the storage key of their avatar (the auth plugin's request.user,
 * the users repository's finders), presented with the avatar's URL. */
export function presentUserWithAvatar(
  row: SignedInUser,
  fileUrl: FileUrl,
  expand: readonly UserExpansion[] = [],
  extras: Omit<UserExtras, 'avatarUrl'> = {},
): User {
  const avatarUrl = row.avatarKey ? fileUrl(row.avatarKey) : null;
  return presentUser(row, { ...extras, avatarUrl }, expand);
}

/** Presented answers of kept users, by expansion list and avatar URL (the URL changes with its
 * grant's window). */
const keptAnswers = new WeakMap<SignedInUser, Map<string, User>>();

/**
 * The user presented from the row alone (no expansion that needs a statement). A kept row
 * (frozen: the session cache's, shared by the user's calls until a write drops it) is presented
 * once per expansion list and avatar URL and the answer frozen, so the serializer checks and
 * writes it once (lib/serializer); any other row is presented afresh.
 */
export function presentRowUser(
  row: SignedInUser,
  fileUrl: FileUrl,
  expand: readonly UserExpansion[],
): User {
  if (!Object.isFrozen(row)) return presentUserWithAvatar(row, fileUrl, expand);
  const avatarUrl = row.avatarKey ? fileUrl(row.avatarKey) : null;
  let answers = keptAnswers.get(row);
  if (!answers) {
    answers = new Map();
    keptAnswers.set(row, answers);
  }
  const key = `${expand.join(',')}|${avatarUrl ?? ''}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = freezeDeep(presentUser(row, { avatarUrl }, expand));
    answers.set(key, answer);
  }
  return answer;
}
