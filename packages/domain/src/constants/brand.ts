/** Brand configuration defaults. */

export const DEFAULT_CONFIG_VERSION = 13;

/** Used when a brand configuration has no daysShowWarning. */
export const DAYS_SHOW_WARNING_FALLBACK = 3;

/** The value of the default configuration. */
export const DAYS_SHOW_WARNING_DEFAULT = 30;

/** Defaults of the default configuration; the listed alternatives are used by some brands. */
export const SUPPORT_CATEGORY_IDS = {
  passHomework: 10,
  renewCourse: 7,
  renewConsultation: 7,
} as const;

export const PASS_HOMEWORK_SUPPORT_CATEGORY_ID_VARIANTS = [10, 3, 5] as const;
export const RENEW_SUPPORT_CATEGORY_ID_VARIANTS = [7, 4, 6] as const;

/** demoCourseServiceId values seen per brand; a brand may also have none. */
export const DEMO_COURSE_SERVICE_ID_VARIANTS = [0, 498, 633] as const;

export const DEFAULT_BRAND_FLAGS = {
  isRegistrationEnable: false,
  isUserAnonAuthEnable: false,
  isBannerEnable: true,
  isChatSupport: true,
  isVideoConsultationSupport: true,
  isOfflineEnable: true,
  isDemoAccessible: false,
} as const;

export const TRIGGER_COURSE_ID = 233;
