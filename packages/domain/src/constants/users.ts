/** Users: onboarding and account statuses. */

export const ONBOARDING_STATUS = { passwordSet: 20, birthdaySet: 30, avatarSet: 40 } as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUS)[keyof typeof ONBOARDING_STATUS];

/** Deleting an account sends this status. */
export const USER_STATUS_DELETED = 0;
