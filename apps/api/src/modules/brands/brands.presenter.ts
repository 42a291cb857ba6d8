import {
  DomainComponents,
  type DomainConfiguration,
  type DomainLanguage,
  FrontendSettings,
  PushSettings,
} from '@platform/contracts/brand';
import type { ExternalAuthSource } from '@platform/domain/constants/external-auth';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_SUPPORTED_LANGUAGES,
  LANGUAGE_CODES,
} from '@platform/domain/constants/languages';
import { isLanguage } from '@platform/domain/user';
import type { z } from 'zod';
import type { BrandRow, DomainRow } from './brands.repository';

type Language = z.infer<typeof DomainLanguage>;

/** The domain's languages that the product speaks; an unknown code is dropped, not sent. */
export function supportedLanguagesOf(domain: DomainRow): Language[] {
  return domain.languages.flatMap(({ code, detector_code }) =>
    isLanguage(code) ? [{ code, detector_code }] : [],
  );
}

/** en and ru (spec 000 section 1) for a domain that lists none the product speaks. */
const FALLBACK_LANGUAGES: Language[] = DEFAULT_SUPPORTED_LANGUAGES.map((code) => ({
  code,
  detector_code: LANGUAGE_CODES[code],
}));

/** Without a configured address, support is reached at support@ the domain (minus www.). */
export function supportEmailOf(domain: DomainRow): string {
  return domain.supportEmail ?? `support@${domain.host.replace(/^www\./, '')}`;
}

export function presentDomainConfiguration(
  { domain, brand }: { domain: DomainRow; brand: BrandRow },
  server: { externalAuthProviders: ExternalAuthSource[]; adminDashboardUrl: string | null },
): DomainConfiguration {
  const supported = supportedLanguagesOf(domain);
  const languages = supported.length > 0 ? supported : FALLBACK_LANGUAGES;
  const defaultLanguage =
    languages.find(({ code }) => code === domain.defaultLanguage) ?? languages[0];
  return {
    name: domain.name,
    title: domain.title,
    favicon: domain.favicon,
    languages,
    default_language: defaultLanguage?.code ?? DEFAULT_LANGUAGE,
    supportEmail: supportEmailOf(domain),
    whatsAppNumber: domain.whatsAppNumber,
    ga_id: domain.gaId,
    ya_id: domain.yaId,
    frontendSettings: FrontendSettings.parse(domain.frontendSettings),
    pushSettings: PushSettings.parse(domain.pushSettings),
    components: DomainComponents.parse(domain.components),
    mobile_app_version: domain.mobileAppVersion,
    country: domain.country,
    cookieConsentEnabled: domain.cookieConsentEnabled === 1,
    appId: brand.appId,
    ...server,
  };
}
