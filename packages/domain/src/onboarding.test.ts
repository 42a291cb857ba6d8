import { describe, expect, it } from 'vitest';
import {
  hasReachedOnboardingStatus,
  nextOnboardingStatus,
  onboardingStatusAfter,
  reportedOnboardingStatus,
} from './onboarding';

describe('onboardingStatusAfter', () => {
  it('is 20 after the password, 30 after the birthday, 40 after the avatar', () => {
    expect(onboardingStatusAfter('password')).toBe(20);
    expect(onboardingStatusAfter('birthday')).toBe(30);
    expect(onboardingStatusAfter('avatar')).toBe(40);
  });
});

describe('nextOnboardingStatus', () => {
  it('moves to 20 after the password from no status at all', () => {
    expect(nextOnboardingStatus(undefined, 'password')).toBe(20);
    expect(nextOnboardingStatus(null, 'password')).toBe(20);
    expect(nextOnboardingStatus(0, 'password')).toBe(20);
  });

  it('takes the birthday and the avatar in either order once the password is set', () => {
    expect(nextOnboardingStatus(20, 'birthday')).toBe(30);
    expect(nextOnboardingStatus(20, 'avatar')).toBe(40);
    expect(nextOnboardingStatus(30, 'avatar')).toBe(40);
  });

  it('leaves the status as it is for the optional steps before the password', () => {
    expect(nextOnboardingStatus(0, 'birthday')).toBe(0);
    expect(nextOnboardingStatus(undefined, 'avatar')).toBe(0);
    expect(nextOnboardingStatus(10, 'avatar')).toBe(10);
  });

  it('never moves backwards', () => {
    expect(nextOnboardingStatus(40, 'birthday')).toBe(40);
    expect(nextOnboardingStatus(40, 'password')).toBe(40);
  });
});

describe('reportedOnboardingStatus', () => {
  it('takes a later stage and ignores an older or missing one', () => {
    expect(reportedOnboardingStatus(20, 30)).toBe(30);
    expect(reportedOnboardingStatus(40, 20)).toBe(40);
    expect(reportedOnboardingStatus(30, undefined)).toBe(30);
  });

  it('leaves a user without a password where they are: only setting it moves them on', () => {
    expect(reportedOnboardingStatus(10, 40)).toBe(10);
    expect(reportedOnboardingStatus(10, 20)).toBe(10);
  });
});

describe('hasReachedOnboardingStatus', () => {
  it('is true from the step status up', () => {
    expect(hasReachedOnboardingStatus(20, 20)).toBe(true);
    expect(hasReachedOnboardingStatus(40, 30)).toBe(true);
    expect(hasReachedOnboardingStatus(20, 30)).toBe(false);
  });
});
