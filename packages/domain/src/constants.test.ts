import { describe, expect, it } from 'vitest';
import * as auth from './constants/auth';
import * as brand from './constants/brand';
import * as catalog from './constants/catalog';
import * as chat from './constants/chat';
import * as cookies from './constants/cookies';
import * as email from './constants/email';
import * as externalAuth from './constants/external-auth';
import * as homework from './constants/homework';
import * as languages from './constants/languages';
import * as learning from './constants/learning';
import * as pages from './constants/pages';
import * as points from './constants/points';
import * as profile from './constants/profile';
import * as session from './constants/session';
import * as shell from './constants/shell';
import * as subscriptions from './constants/subscriptions';
import * as support from './constants/support';
import * as time from './constants/time';
import * as users from './constants/users';
import * as videoConsultations from './constants/video-consultations';

/** Every area's constants (constants/<area>.ts), read as one table. */
const c = {
  ...auth,
  ...brand,
  ...catalog,
  ...chat,
  ...cookies,
  ...email,
  ...externalAuth,
  ...homework,
  ...languages,
  ...learning,
  ...pages,
  ...points,
  ...profile,
  ...session,
  ...shell,
  ...subscriptions,
  ...support,
  ...time,
  ...users,
  ...videoConsultations,
};

describe('constants match the specs', () => {
  it.each([
    ['STAT_SAVE_TIMEOUT_MS', c.STAT_SAVE_TIMEOUT_MS, 5000],
    ['MIN_VIEWED_MS', c.MIN_VIEWED_MS, 2000],
    ['MIN_VIEWED_ENDED_MS', c.MIN_VIEWED_ENDED_MS, 30_000],
    ['MESSAGE_DELAY_S', c.MESSAGE_DELAY_S, 15],
    ['DAYS_SHOW_WARNING_FALLBACK', c.DAYS_SHOW_WARNING_FALLBACK, 3],
    ['DAYS_SHOW_WARNING_DEFAULT', c.DAYS_SHOW_WARNING_DEFAULT, 30],
    ['DEFAULT_CONFIG_VERSION', c.DEFAULT_CONFIG_VERSION, 13],
    ['CACHE_EXPIRY_S', c.CACHE_EXPIRY_S, 86_400],
    ['TOKEN_COOKIE_DAYS', c.TOKEN_COOKIE_DAYS, 30],
    ['CONSENT_COOKIE_DAYS', c.CONSENT_COOKIE_DAYS, 365],
    ['SESSION_TOKEN_TTL_S', c.SESSION_TOKEN_TTL_S, 30 * 86_400],
    ['SUPPORT_MESSAGE_MAX', c.SUPPORT_MESSAGE_MAX, 500],
    ['EMAIL_MAX_LENGTH', c.EMAIL_MAX_LENGTH, 320],
    ['EMAIL_LOCAL_MAX_LENGTH', c.EMAIL_LOCAL_MAX_LENGTH, 64],
    ['EMAIL_DOMAIN_MAX_LENGTH', c.EMAIL_DOMAIN_MAX_LENGTH, 253],
    ['EMAIL_LABEL_MAX_LENGTH', c.EMAIL_LABEL_MAX_LENGTH, 63],
    ['INSTAGRAM_MAX', c.INSTAGRAM_MAX, 30],
    ['PUSH_PROMPT_PAGE_VIEWS', c.PUSH_PROMPT_PAGE_VIEWS, 1000],
    ['PUSH_PROMPT_DELAY_MS', c.PUSH_PROMPT_DELAY_MS, 100_000],
    ['QR_MODAL_DELAY_MS', c.QR_MODAL_DELAY_MS, 2000],
    ['QR_MODAL_REPEAT_MS', c.QR_MODAL_REPEAT_MS, 86_400_000],
    ['QR_MODAL_LONG_REPEAT_MS', c.QR_MODAL_LONG_REPEAT_MS, 3 * 86_400_000],
    ['QR_MODAL_CLOSES_FOR_LONG_REPEAT', c.QR_MODAL_CLOSES_FOR_LONG_REPEAT, 2],
    ['POINTS_SPEND_THRESHOLD', c.POINTS_SPEND_THRESHOLD, 200],
    ['USER_STATUS_DELETED', c.USER_STATUS_DELETED, 0],
    ['STATUS_CACHE_MS', c.STATUS_CACHE_MS, 300_000],
    ['SCORE_HISTORY_PAGE_SIZE', c.SCORE_HISTORY_PAGE_SIZE, 20],
    ['CATALOGUE_PAGE_SIZE', c.CATALOGUE_PAGE_SIZE, 6],
    ['CHAT_MESSAGES_PAGE_SIZE', c.CHAT_MESSAGES_PAGE_SIZE, 10],
    ['SEARCH_PAGE_SIZE', c.SEARCH_PAGE_SIZE, 8],
    ['OTP_LENGTH', c.OTP_LENGTH, 6],
    ['OTP_TTL_S', c.OTP_TTL_S, 600],
    ['OTP_MAX_ATTEMPTS', c.OTP_MAX_ATTEMPTS, 5],
    ['OTP_RESEND_S', c.OTP_RESEND_S, 60],
    ['HOMEWORK_FILE_MAX_BYTES', c.HOMEWORK_FILE_MAX_BYTES, 52_428_800],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has the structured values', () => {
    expect(c.BREAKPOINTS).toEqual({ mobile: 0, tablet: 828, desktop: 1244 });
    expect(c.VIDEO_PROGRESS_MARKS).toEqual([10, 25, 50, 75]);
    expect(c.DEFAULT_COOKIE_POLICY).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
    });
    expect(c.SUPPORT_CATEGORY_IDS).toEqual({
      passHomework: 10,
      renewCourse: 7,
      renewConsultation: 7,
    });
    expect(c.ONBOARDING_STATUS).toEqual({ passwordSet: 20, birthdaySet: 30, avatarSet: 40 });
    expect(c.CHAT_FILE_MAX_BYTES).toEqual({ standard: 52_428_800, extended: 1_073_741_824 });
    expect(c.TRIAL).toMatchObject({ freeDays: 7, monthlyPrice: 2990, moneyBackDays: 14 });
  });
});

describe('languages', () => {
  it('lists ru, en and es with ru as default', () => {
    expect(c.LANGUAGES).toEqual(['ru', 'en', 'es']);
    expect(c.DEFAULT_LANGUAGE).toBe('ru');
    expect(c.LANGUAGE_CODES).toEqual({ ru: 'ru-RU', en: 'en-US', es: 'es-ES' });
    expect(c.LANGUAGE_NATIVE_NAMES).toEqual({ ru: 'Русский', en: 'English', es: 'Español' });
  });

  it('gives every language a code and a native name', () => {
    for (const lang of c.LANGUAGES) {
      expect(c.LANGUAGE_CODES[lang]).toMatch(new RegExp(`^${lang}-[A-Z]{2}$`));
      expect(c.LANGUAGE_NATIVE_NAMES[lang]).not.toBe('');
    }
  });
});

describe('external auth', () => {
  it('orders all four providers on every platform', () => {
    for (const platform of c.PLATFORMS) {
      expect([...c.EXTERNAL_AUTH_ORDER[platform]].sort()).toEqual(
        [...c.EXTERNAL_AUTH_SOURCES].sort(),
      );
    }
    expect(c.EXTERNAL_AUTH_ORDER.android).toEqual(['google', 'vkontakte', 'facebook', 'apple']);
    expect(c.EXTERNAL_AUTH_ORDER.ios).toEqual(['apple', 'google', 'vkontakte', 'facebook']);
  });

  it('keeps known error codes and maps anything else to unknown_error', () => {
    for (const code of c.EXTERNAL_AUTH_ERROR_CODES) {
      expect(c.toExternalAuthErrorCode(code)).toBe(code);
    }
    expect(c.toExternalAuthErrorCode('LOGIN_NO_LINK')).toBe('unknown_error');
    expect(c.toExternalAuthErrorCode('')).toBe('unknown_error');
    expect(c.toExternalAuthErrorCode(undefined)).toBe('unknown_error');
    expect(c.toExternalAuthErrorCode(42)).toBe('unknown_error');
  });
});
