/**
 * Business constants and limits of both specs (section 9 of each) plus the server-side
 * settings the product needs. Plain data only; the rule modules import their limits from here.
 */

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const DAY_S = DAY_MS / SECOND_MS;

// ---- Learning statistics -------------------------------------------------------------------

export const STAT_SAVE_TIMEOUT_MS = 5000;
/** A lesson statistic is saved only after this much viewing... */
export const MIN_VIEWED_MS = 2000;
/** ...or this much when the video has ended. */
export const MIN_VIEWED_ENDED_MS = 30_000;
/** Percent marks at which video progress is reported. */
export const VIDEO_PROGRESS_MARKS = [10, 25, 50, 75] as const;
/** Lifetime of a cached stream-status fetch. */
export const STATUS_CACHE_MS = 300_000;

// ---- Chat ----------------------------------------------------------------------------------

/** Minimum pause between two chat messages. */
export const MESSAGE_DELAY_S = 15;
export const CHAT_MESSAGES_PAGE_SIZE = 10;
/** Newest first. */
export const CHAT_MESSAGES_SORT = '-created_at';
/** The spec gives two readings of the chat file limit (50 MB and 1 GB); configuration picks one. */
export const CHAT_FILE_MAX_BYTES = { standard: 50 * 1024 ** 2, extended: 1024 ** 3 } as const;
export const CHAT_FILE_KINDS = ['photo', 'video'] as const;
export type ChatFileKind = (typeof CHAT_FILE_KINDS)[number];

// ---- Homework ------------------------------------------------------------------------------

/** The homework upload error names 50 MB, the standard reading of the chat file limit. */
export const HOMEWORK_FILE_MAX_BYTES = CHAT_FILE_MAX_BYTES.standard;

// ---- Brand configuration defaults ----------------------------------------------------------

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

// ---- Cache, tokens and cookies -------------------------------------------------------------

export const CACHE_ENABLED = true;
export const CACHE_EXPIRY_S = DAY_S;
export const TOKEN_COOKIE_DAYS = 30;
export const CONSENT_COOKIE_DAYS = 365;
export const COOKIE_SAME_SITE = 'Strict';
/** Server session tokens live as long as the cookie that stores them. */
export const SESSION_TOKEN_TTL_S = TOKEN_COOKIE_DAYS * DAY_S;

export const COOKIE_CATEGORIES = ['essential', 'analytics', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
export type CookiePolicy = Readonly<Record<CookieCategory, boolean>>;
export const DEFAULT_COOKIE_POLICY: CookiePolicy = {
  essential: true,
  analytics: false,
  marketing: false,
};
/** Applies when the domain disables the consent banner. */
export const CONSENT_DISABLED_COOKIE_POLICY: CookiePolicy = {
  essential: true,
  analytics: true,
  marketing: true,
};

// ---- One-time codes (server) ---------------------------------------------------------------

export const OTP_LENGTH = 6;
export const OTP_TTL_S = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_S = 60;

// ---- Field limits --------------------------------------------------------------------------

export const EMAIL_MAX_LENGTH = 320;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_MAX_LENGTH = 253;
export const EMAIL_LABEL_MAX_LENGTH = 63;
/** Above these the address is accepted with a warning. */
export const EMAIL_LOCAL_WARN_LENGTH = 30;
export const EMAIL_DOMAIN_LEVELS_WARN = 5;
export const EMAIL_MIN_TLD_LENGTH_DEFAULT = 2;
/**
 * Our choice (the spec gives no number): twice the warning threshold. Real mail domains rarely
 * exceed 4 levels, so 10 only rejects input that cannot be a mailbox domain.
 */
export const EMAIL_MAX_DOMAIN_LEVELS_DEFAULT = 10;

export const INSTAGRAM_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const SUPPORT_MESSAGE_MAX = 500;
export const BIRTHDAY_MIN_YEAR = 1900;
/** E.164 allows up to 15 digits; 10 is our floor for a full international number. */
export const PHONE_DIGITS_MIN = 10;
export const PHONE_DIGITS_MAX = 15;

// ---- Shell ---------------------------------------------------------------------------------

export const BREAKPOINTS = { mobile: 0, tablet: 828, desktop: 1244 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

export const PUSH_PROMPT_PAGE_VIEWS = 1000;
export const PUSH_PROMPT_DELAY_MS = 100_000;

export const DEBUG_QUERY_PARAM = 'debug';
export const DEBUG_QUERY_VALUE = '1';

export const QR_MODAL_DELAY_MS = 2 * SECOND_MS;
export const QR_MODAL_REPEAT_MS = DAY_MS;
export const QR_MODAL_LONG_REPEAT_MS = 3 * DAY_MS;
/** After this many closes the long repeat applies and the counter resets to 0. */
export const QR_MODAL_CLOSES_FOR_LONG_REPEAT = 2;

export const TRIAL = {
  freeDays: 7,
  monthlyPrice: 2990,
  currency: 'RUB',
  moneyBackDays: 14,
  /** Advertised as "100+ courses". */
  courses: 100,
  categories: 20,
} as const;

// ---- Points --------------------------------------------------------------------------------

/** Points can be spent only from this balance up. */
export const POINTS_SPEND_THRESHOLD = 200;
/**
 * The spec names the points label forms point, points, points2; we read them as the Russian
 * 1 балл / 2 балла / 5 баллов, i.e. the plural forms of plural.ts.
 */
export const POINTS_LABEL_KEYS = { one: 'point', few: 'points', many: 'points2' } as const;

// ---- Languages -----------------------------------------------------------------------------

export const LANGUAGES = ['ru', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';
/** Supported list when the domain configuration gives none. */
export const DEFAULT_SUPPORTED_LANGUAGES: readonly Language[] = ['en', 'ru'];
export const LANGUAGE_CODES = { ru: 'ru-RU', en: 'en-US', es: 'es-ES' } as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[Language];
export const LANGUAGE_NATIVE_NAMES = { ru: 'Русский', en: 'English', es: 'Español' } as const;

// ---- User ----------------------------------------------------------------------------------

export const ONBOARDING_STATUS = { passwordSet: 20, birthdaySet: 30, avatarSet: 40 } as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUS)[keyof typeof ONBOARDING_STATUS];
/** Deleting an account sends this status. */
export const USER_STATUS_DELETED = 0;

// ---- Lists and pages -----------------------------------------------------------------------

export const SCORE_HISTORY_PAGE_SIZE = 20;
export const CATALOGUE_PAGE_SIZE = 6;
export const SEARCH_PAGE_SIZE = 8;
export const SEARCH_DEFAULT_PAGE = 1;
/** Thumbnails are requested at size × scale for dense screens. */
export const ARTICLE_THUMBNAIL = { width: 370, height: 210, scale: 2 } as const;
export const CATEGORY_SORT_FALLBACK = 999;
export const SUBSCRIPTION_DATE_FORMAT = 'DD MMMM YYYY';
/** Error code of a download that ran out of device storage. */
export const DOWNLOAD_NO_SPACE_ERROR_CODE = 10;
/** Server flag targetProduct → client value. */
export const TARGET_PRODUCT = { 0: 'none', 1: 'user_course' } as const;

// ---- External authentication ---------------------------------------------------------------

export const EXTERNAL_AUTH_SOURCES = ['apple', 'google', 'facebook', 'vkontakte'] as const;
export type ExternalAuthSource = (typeof EXTERNAL_AUTH_SOURCES)[number];

export const PLATFORMS = ['android', 'ios', 'web'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Button order per platform. Web is our choice: the login-screen order of the spec. */
export const EXTERNAL_AUTH_ORDER: Readonly<Record<Platform, readonly ExternalAuthSource[]>> = {
  android: ['google', 'vkontakte', 'facebook', 'apple'],
  ios: ['apple', 'google', 'vkontakte', 'facebook'],
  web: ['apple', 'google', 'facebook', 'vkontakte'],
};

export const EXTERNAL_AUTH_ERROR_CODES = [
  'common_no_social_id',
  'login_no_link',
  'login_no_user_from_link',
  'link_user_unauthorised',
  'link_social_id_already_taken',
  'unknown_error',
] as const;
export type ExternalAuthErrorCode = (typeof EXTERNAL_AUTH_ERROR_CODES)[number];

/** The errorCode query parameter comes from outside, so anything unknown becomes unknown_error. */
export function toExternalAuthErrorCode(code: unknown): ExternalAuthErrorCode {
  return EXTERNAL_AUTH_ERROR_CODES.find((known) => known === code) ?? 'unknown_error';
}
