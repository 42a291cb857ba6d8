import { describe, expect, it } from 'vitest';
import { isValidEventName } from './analytics';

describe('isValidEventName', () => {
  it.each(['login', 'sign_up', 'Lesson_Viewed_75', '_'])('accepts %s', (name) => {
    expect(isValidEventName(name)).toBe(true);
  });

  it.each(['', 'sign-up', 'sign up', 'lesson.viewed', 'вход', 'login!'])('rejects %j', (name) => {
    expect(isValidEventName(name)).toBe(false);
  });
});
