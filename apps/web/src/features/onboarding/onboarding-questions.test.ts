import { describe, expect, it } from 'vitest';
import { dateEntry } from '../../shared/i18n/date-entry';
import { buildBrandConfig, buildUser } from '../../test/factories';
import {
  answerProblem,
  type ChatQuestion,
  type ConfiguredQuestion,
  canSkip,
  planQuestions,
  storedAnswer,
} from './onboarding-questions';

const t = (key: string, params?: Readonly<Record<string, string | number>>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;
const entry = dateEntry('ru', t);
const DEFAULT_QUESTIONS = buildBrandConfig().userInfoChat.questions;

function names(questions: readonly ConfiguredQuestion[]) {
  return questions.map((question) => question.name);
}

function question(name: string): ChatQuestion {
  const found = DEFAULT_QUESTIONS.find((item) => item.name === name);
  if (!found) throw new Error(name);
  return found as ChatQuestion;
}

/** A user who has answered nothing yet (an account made by code or social sign-in). */
const fresh = () =>
  buildUser({ name: null, last_name: null, username: null, email: null, status: 0 });

describe('planQuestions (spec 000 sections 3-4)', () => {
  it('asks everything of a fresh account, linking only when the server can link', () => {
    const all = { user: fresh(), linked: false };
    expect(names(planQuestions(DEFAULT_QUESTIONS, { ...all, canLink: true }))).toEqual([
      'firstName',
      'email',
      'password',
      'socials',
      'birthday',
      'avatarId',
    ]);
    expect(names(planQuestions(DEFAULT_QUESTIONS, { ...all, canLink: false }))).toEqual([
      'firstName',
      'email',
      'password',
      'birthday',
      'avatarId',
    ]);
  });

  it('skips what e-mail sign-up already answered (first name as username, e-mail, password)', () => {
    const user = buildUser({ name: null, username: 'Anna', birthday: null, status: 20 });
    expect(names(planQuestions(DEFAULT_QUESTIONS, { user, linked: false, canLink: true }))).toEqual(
      ['socials', 'birthday', 'avatarId'],
    );
  });

  it('asks the first name itself of a forced profile update, which only it settles', () => {
    const user = buildUser({ name: null, username: 'anna', requiredUpdateProfile: true });
    expect(names(planQuestions(DEFAULT_QUESTIONS, { user, linked: true, canLink: true }))).toEqual([
      'firstName',
    ]);
  });

  it('skips steps the status has passed, an optional one by the next step’s status', () => {
    const atBirthday = buildUser({ birthday: null, avatar: null, status: 30 });
    expect(
      names(planQuestions(DEFAULT_QUESTIONS, { user: atBirthday, linked: false, canLink: true })),
    ).toEqual(['avatarId']);
    const done = buildUser({ birthday: null, avatar: null, status: 40 });
    expect(planQuestions(DEFAULT_QUESTIONS, { user: done, linked: false, canLink: true })).toEqual(
      [],
    );
  });

  it('skips answers the data holds: a link, a birthday, a photo', () => {
    const user = buildUser({ status: 20, birthday: '17.05.1990', avatar: '/files/a' });
    expect(planQuestions(DEFAULT_QUESTIONS, { user, linked: true, canLink: true })).toEqual([]);
  });

  it('keeps the configured order and leaves out questions it cannot store', () => {
    const configured: ConfiguredQuestion[] = [
      { name: 'birthday', type: 'date', required: false, userStatus: 30 },
      { name: 'pushPermission', type: 'text', required: false },
      { name: 'avatarId', type: 'text', required: false },
      { name: 'firstName', type: 'text', required: true, message: 'Ваше имя?' },
    ];
    const plan = planQuestions(configured, { user: fresh(), linked: false, canLink: true });
    expect(names(plan)).toEqual(['birthday', 'firstName']);
    expect(plan[1]?.message).toBe('Ваше имя?');
  });
});

describe('answerProblem (spec section 5)', () => {
  it('wants a first name that is not blank', () => {
    expect(answerProblem(question('firstName'), '   ', t, entry)).toBe('validation.required');
    expect(answerProblem(question('firstName'), 'Anna', t, entry)).toBeNull();
  });

  it('checks the e-mail by the domain rule', () => {
    expect(answerProblem(question('email'), 'anna.example.com', t, entry)).toBe(
      'emailVerification.errors.noAt',
    );
    expect(answerProblem(question('email'), 'anna@example.com', t, entry)).toBeNull();
  });

  it('wants a password of 8 to 128 characters', () => {
    expect(answerProblem(question('password'), 'short', t, entry)).toBe(
      'validation.password.tooShort {"min":8}',
    );
    expect(answerProblem(question('password'), 'long enough', t, entry)).toBeNull();
  });

  it("wants a real date in the interface language's format", () => {
    expect(answerProblem(question('birthday'), '31.02.1990', t, entry)).toBe(
      'dateField.notExist {"pattern":"dateField.letters.day.dateField.letters.month.dateField.letters.year"}',
    );
    expect(answerProblem(question('birthday'), '1990-05-17', t, entry)).toBe(
      'dateField.wrongFormat {"pattern":"dateField.letters.day.dateField.letters.month.dateField.letters.year"}',
    );
    expect(answerProblem(question('birthday'), '17.05.2990', t, entry)).toBe(
      'validation.birthday.inFuture',
    );
    expect(answerProblem(question('birthday'), '17.05.1990', t, entry)).toBeNull();
  });

  it("stores a birthday typed in English as the wire's DD.MM.YYYY", () => {
    expect(storedAnswer(question('birthday'), '05/17/1990', dateEntry('en', t))).toBe('17.05.1990');
    expect(storedAnswer(question('firstName'), '05/17/1990', dateEntry('en', t))).toBe(
      '05/17/1990',
    );
  });

  it('wants an image for the photo', () => {
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    expect(answerProblem(question('avatarId'), text, t, entry)).toBe('onboarding.chat.notImage');
    expect(answerProblem(question('avatarId'), photo, t, entry)).toBeNull();
  });
});

describe('canSkip', () => {
  it('lets optional questions be skipped, and a required one with optionalAfter after a miss', () => {
    expect(canSkip(question('birthday'), 0)).toBe(true);
    expect(canSkip(question('firstName'), 3)).toBe(false);
    const lenient = { ...question('firstName'), optionalAfter: true };
    expect(canSkip(lenient, 0)).toBe(false);
    expect(canSkip(lenient, 1)).toBe(true);
  });
});
