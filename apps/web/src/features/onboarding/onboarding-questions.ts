import type { BrandConfig } from '@platform/contracts/brand';
import { hasReachedOnboardingStatus } from '@platform/domain/onboarding';
import { birthdayProblem, birthdayWireOf } from '../../shared/account/birthday-entry';
import { emailRuleError, newPasswordError, type Translate } from '../../shared/forms/field-rules';
import type { DateEntry } from '../../shared/i18n/date-entry';
import type { User } from '../../shared/session/current-user';

/** A question of the brand's userInfoChat (spec 000 section 3, "Onboarding question"). */
export type ConfiguredQuestion = BrandConfig['userInfoChat']['questions'][number];

/**
 * The questions this client can store an answer for, with the input each one takes. The name
 * says what the answer is; a configured question whose name is unknown here, or whose type
 * does not fit its name, is left out rather than asked and thrown away.
 */
const QUESTION_TYPES = {
  firstName: 'text',
  email: 'email',
  password: 'password',
  socials: 'socials',
  birthday: 'date',
  avatarId: 'image',
} as const satisfies Record<string, ConfiguredQuestion['type']>;

export type QuestionName = keyof typeof QUESTION_TYPES;
export type ChatQuestion = ConfiguredQuestion & { name: QuestionName };

function isKnown(question: ConfiguredQuestion): question is ChatQuestion {
  return (
    Object.hasOwn(QUESTION_TYPES, question.name) &&
    QUESTION_TYPES[question.name as QuestionName] === question.type
  );
}

/** What the user's data already answers. The password leaves no trace in the user object: only
 * the status it moves the user to tells that it was set. */
function hasAnswer(name: QuestionName, user: User, linked: boolean): boolean {
  switch (name) {
    case 'firstName':
      // Sign-up stores the first name as the username. A forced profile update is settled by
      // the server only once the first name itself is set, so then only that counts.
      return Boolean(user.name?.trim() || (!user.requiredUpdateProfile && user.username?.trim()));
    case 'email':
      return Boolean(user.email);
    case 'password':
      return false;
    case 'socials':
      return linked;
    case 'birthday':
      return Boolean(user.birthday);
    case 'avatarId':
      return Boolean(user.avatar);
  }
}

/**
 * The questions still to ask, in the configured order (spec 000 sections 3-4). A question is
 * skipped when the user's data answers it, or when the user's status shows the step behind
 * them: a question with its own userStatus once the status has reached it (password 20,
 * birthday 30, avatar 40); an optional one without (socials) once the status has reached that
 * of the next question that has one; a required one without (first name, e-mail) only by data.
 * Linking is asked only when the server has social providers to link with.
 */
export function planQuestions(
  questions: readonly ConfiguredQuestion[],
  { user, linked, canLink }: { user: User; linked: boolean; canLink: boolean },
): ChatQuestion[] {
  const known = questions
    .filter(isKnown)
    .filter((question) => question.type !== 'socials' || canLink);
  return known.filter((question, index) => {
    if (hasAnswer(question.name, user, linked)) return false;
    const stage =
      question.userStatus ??
      (question.required
        ? undefined
        : known.slice(index + 1).find((later) => later.userStatus !== undefined)?.userStatus);
    return stage === undefined || !hasReachedOnboardingStatus(user.status, stage);
  });
}

/** The question as the brand words it, else this client's translated default. */
export function questionText(question: ChatQuestion, t: Translate): string {
  return question.message ?? t(`onboarding.chat.questions.${question.name}.message`);
}

/** The re-prompt after an answer that was not accepted (spec section 5). */
export function againText(question: ChatQuestion, t: Translate): string {
  return question.again ?? t(`onboarding.chat.questions.${question.name}.again`);
}

/** Optional questions can be skipped; with optionalAfter, a required one can once it has been
 * answered wrongly (our reading of the spec's optional-after). */
export function canSkip(question: ChatQuestion, failures: number): boolean {
  return !question.required || (question.optionalAfter === true && failures > 0);
}

/** An answer as typed or picked: text, or the photo. */
export type RawAnswer = string | File;

/** The answer as the server takes it: a birthday typed in the interface language's format goes
 * as the wire's DD.MM.YYYY. */
export function storedAnswer(
  question: ChatQuestion,
  answer: RawAnswer,
  entry: DateEntry,
): RawAnswer {
  return question.name === 'birthday' && typeof answer === 'string'
    ? birthdayWireOf(answer, entry)
    : answer;
}

/** Why the answer cannot be accepted, before asking the server; null when it can. */
export function answerProblem(
  question: ChatQuestion,
  answer: RawAnswer,
  t: Translate,
  entry: DateEntry,
): string | null {
  if (typeof answer !== 'string') {
    return answer.type.startsWith('image/') ? null : t('onboarding.chat.notImage');
  }
  switch (question.name) {
    case 'firstName':
      return answer.trim() === '' ? t('validation.required') : null;
    case 'email':
      return emailRuleError(answer, t);
    case 'password':
      return newPasswordError(answer, t);
    case 'birthday':
      return birthdayProblem(answer, entry, t);
    default:
      return null;
  }
}
