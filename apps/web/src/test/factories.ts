import { BrandConfig } from '@platform/contracts/brand';
import type { SubscriptionPlan } from '@platform/contracts/subscriptions';
import { asWire, type Unbranded } from '@platform/contracts/time';
import type { DomainConfiguration } from '../shared/config/domain-configuration';
import type { User } from '../shared/session/current-user';

/** The domain configuration as GET /domain-configuration answers it. */
export function buildDomainConfiguration(
  overrides: Partial<DomainConfiguration> = {},
): DomainConfiguration {
  return {
    name: 'web',
    title: 'Школа',
    favicon: null,
    languages: [
      { code: 'ru', detector_code: 'ru-RU' },
      { code: 'en', detector_code: 'en-US' },
    ],
    default_language: 'ru',
    supportEmail: 'support@school.example',
    whatsAppNumber: null,
    ga_id: null,
    ya_id: null,
    frontendSettings: {
      spa_footer_1: null,
      spa_footer_2: null,
      spa_footer_3: null,
      spa_header_logo: null,
      spa_theme: 'default',
      spa_theme_colors: null,
      validate_cache: null,
    },
    pushSettings: { enabled: false, appId: null, safariWebId: null },
    components: {
      jira: { enabled: false, url: null },
      authCollection: { enabled: false, url: null },
      notification: { enabled: false, websocketUri: null },
    },
    mobile_app_version: '1.0.0',
    country: null,
    cookieConsentEnabled: true,
    appId: 'web',
    externalAuthProviders: [],
    adminDashboardUrl: null,
    ...overrides,
  };
}

/** The brand configuration with the defaults of this client's version. */
export function buildBrandConfig(overrides: Partial<BrandConfig> = {}): BrandConfig {
  return { ...BrandConfig.parse({}), ...overrides };
}

/** The demo tariff: 2990 RUB a month, 7 free days (still available to the learner), money back
 * within 14 days. */
export function buildPlan(overrides: Partial<SubscriptionPlan> = {}): SubscriptionPlan {
  return {
    id: 1,
    title: 'Подписка на все курсы',
    courseServiceType: 'main_subscription',
    period: 'month',
    interval: 1,
    price: { amount: 2990, currency: 'RUB' },
    isLifetime: false,
    trialDays: 7,
    moneyBackDays: 14,
    trialAvailable: true,
    ...overrides,
  };
}

let sequence = 0;

export function buildUser(overrides: Partial<Unbranded<User>> = {}): User {
  sequence += 1;
  return asWire<User>({
    id: sequence,
    email: `learner${sequence}@example.com`,
    name: 'Anna',
    last_name: 'Ivanova',
    username: null,
    avatar: null,
    avatar_file_id: null,
    city: null,
    gender: null,
    phone: null,
    phoneValidated: false,
    birthday: null,
    instagram_id: null,
    disable_notification: 0,
    timezone: 'Europe/Moscow',
    language_code: 'ru-RU',
    segments: [],
    isAdmin: false,
    isExpert: false,
    requiredUpdatePassword: false,
    requiredUpdateProfile: false,
    requireEmailValidate: false,
    requirePhoneValidate: false,
    status: 40,
    created_at: 1_700_000_000,
    ...overrides,
  });
}

/** A fetch answer with a JSON body. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}
