import type { CookieSettings } from '@platform/contracts/cookies';
import { COOKIE_CATEGORIES } from '@platform/domain/constants/cookies';
import type { TFunction } from 'i18next';

/** The consent banner's categories in the request language; essential cannot be refused. */
export function presentCookieSettings(isEnabled: boolean, t: TFunction): CookieSettings {
  return {
    isEnabled,
    items: COOKIE_CATEGORIES.map((code) => ({
      code,
      title: t(`cookies.${code}.title`),
      description: t(`cookies.${code}.description`),
      required: code === 'essential',
    })),
  };
}
