import { ONBOARDING_STATUS, type OnboardingStatus } from './constants/users';

export const ONBOARDING_STEPS = ['password', 'birthday', 'avatar'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

const STATUS_AFTER: Readonly<Record<OnboardingStep, OnboardingStatus>> = {
  password: ONBOARDING_STATUS.passwordSet,
  birthday: ONBOARDING_STATUS.birthdaySet,
  avatar: ONBOARDING_STATUS.avatarSet,
};

export function onboardingStatusAfter(step: OnboardingStep): OnboardingStatus {
  return STATUS_AFTER[step];
}

/** A step is behind the user once their status has reached the one the step sets. */
export function hasReachedOnboardingStatus(current: number, status: number): boolean {
  return current >= status;
}

/** A stage the client reports (20, 30, 40): an older one than the user's leaves it as it is,
 * and before the password step none moves it (only setting the password does). */
export function reportedOnboardingStatus(current: number, reported: number | undefined): number {
  const beforePassword = !hasReachedOnboardingStatus(current, ONBOARDING_STATUS.passwordSet);
  return reported === undefined || beforePassword ? current : Math.max(current, reported);
}

/**
 * The status to save after a completed step. Birthday and avatar are optional and can come in
 * any order, but only after the password: before it they leave the status as it is. The status
 * never moves backwards.
 */
export function nextOnboardingStatus(
  current: number | null | undefined,
  step: OnboardingStep,
): number {
  const status = current ?? 0;
  const beforePassword = !hasReachedOnboardingStatus(status, ONBOARDING_STATUS.passwordSet);
  if (step !== 'password' && beforePassword) return status;
  return Math.max(status, onboardingStatusAfter(step));
}
