import { THEME_COLOUR_TOKENS, type ThemeColourToken } from '@platform/domain/brand-theme';
import {
  DAYS_SHOW_WARNING_DEFAULT,
  DEFAULT_BRAND_FLAGS,
  DEFAULT_CONFIG_VERSION,
  SUPPORT_CATEGORY_IDS,
  TRIGGER_COURSE_ID,
} from '@platform/domain/constants/brand';
import { MESSAGE_DELAY_S } from '@platform/domain/constants/chat';
import {
  EXTERNAL_AUTH_ORDER,
  EXTERNAL_AUTH_SOURCES,
} from '@platform/domain/constants/external-auth';
import { LANGUAGES } from '@platform/domain/constants/languages';
import {
  MIN_VIEWED_ENDED_MS,
  MIN_VIEWED_MS,
  STAT_SAVE_TIMEOUT_MS,
} from '@platform/domain/constants/learning';
import { isHexColour, themeContrastProblems } from '@platform/domain/contrast';
import { z } from 'zod';
import { v1Answer } from './envelope';

const url = z.string().nullable().default(null);
const ids = z.array(z.number().int().positive()).default([]);
const providers = z.array(z.enum(EXTERNAL_AUTH_SOURCES));

/** Offer kinds of the brand: 1 default, 2 chat, 3 functional, 4 task. */
export const OfferType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** One step of the onboarding (registration) chat; texts are optional so the client's
 * translated defaults apply unless the brand words them itself. */
export const OnboardingQuestion = z.object({
  name: z.string(),
  type: z.enum(['text', 'email', 'password', 'socials', 'date', 'image']),
  required: z.boolean().default(false),
  message: z.string().optional(),
  again: z.string().optional(),
  optionalAfter: z.boolean().optional(),
  userStatus: z.number().int().optional(),
});

/** The question sequence of spec 000 section 3 (push-permission ask is one brand's own). */
const DEFAULT_ONBOARDING_QUESTIONS: z.input<typeof OnboardingQuestion>[] = [
  { name: 'firstName', type: 'text', required: true },
  { name: 'email', type: 'email', required: true },
  { name: 'password', type: 'password', required: true, userStatus: 20 },
  { name: 'socials', type: 'socials' },
  { name: 'birthday', type: 'date', userStatus: 30 },
  { name: 'avatarId', type: 'image', userStatus: 40 },
];

export const CatalogProduct = z.object({
  id: z.number().int(),
  serviceId: z.number().int().nullable().default(null),
  alias: z.string().nullable().default(null),
  type: z.string().nullable().default(null),
  title: z.string(),
  description: z.string().nullable().default(null),
  author: z.string().nullable().default(null),
  preview: z.string().nullable().default(null),
  categoryId: z.number().int().nullable().default(null),
});

/**
 * The brand configuration of spec 000 section 3 with the defaults of section 9. A brand stores
 * only what differs; parsing fills the rest, so every client sees every field.
 */
export const BrandConfig = z.object({
  /** Learning statistics: when a lesson's viewing time is saved. */
  statistic: z
    .object({
      saveTimeoutMs: z.number().int().default(STAT_SAVE_TIMEOUT_MS),
      minViewedMs: z.number().int().default(MIN_VIEWED_MS),
      minViewedEndedMs: z.number().int().default(MIN_VIEWED_ENDED_MS),
    })
    .prefault({}),
  /** Analytics ids: Facebook pixel and Google Tag Manager. */
  analytics: z.object({ fbq: url, gtm: url }).prefault({}),
  demoCourseServiceId: z.number().int().nonnegative().nullable().default(null),
  isDemoAccessible: z.boolean().default(DEFAULT_BRAND_FLAGS.isDemoAccessible),
  isAppStoreSupport: z.boolean().default(false),
  isBannerEnable: z.boolean().default(DEFAULT_BRAND_FLAGS.isBannerEnable),
  isChatSupport: z.boolean().default(DEFAULT_BRAND_FLAGS.isChatSupport),
  isVideoConsultationSupport: z.boolean().default(DEFAULT_BRAND_FLAGS.isVideoConsultationSupport),
  isOfflineEnable: z.boolean().default(DEFAULT_BRAND_FLAGS.isOfflineEnable),
  isUserAnonAuthEnable: z.boolean().default(DEFAULT_BRAND_FLAGS.isUserAnonAuthEnable),
  isRegistrationEnable: z.boolean().default(DEFAULT_BRAND_FLAGS.isRegistrationEnable),
  saleEmail: url,
  daysShowWarning: z.number().int().nonnegative().default(DAYS_SHOW_WARNING_DEFAULT),
  passHomeworkSupportCategoryId: z
    .number()
    .int()
    .positive()
    .default(SUPPORT_CATEGORY_IDS.passHomework),
  renewCourseSupportCategoryId: z
    .number()
    .int()
    .positive()
    .default(SUPPORT_CATEGORY_IDS.renewCourse),
  renewConsultationSupportCategoryId: z
    .number()
    .int()
    .positive()
    .default(SUPPORT_CATEGORY_IDS.renewConsultation),
  /** Social sign-in buttons in display order per mobile platform. */
  socialAuth: z
    .object({
      android: providers.default([...EXTERNAL_AUTH_ORDER.android]),
      ios: providers.default([...EXTERNAL_AUTH_ORDER.ios]),
    })
    .prefault({}),
  offerType: OfferType.default(1),
  catalog: z
    .object({
      categories: z.array(z.object({ id: z.number().int(), title: z.string() })).default([]),
      products: z.array(CatalogProduct).default([]),
    })
    .prefault({}),
  /** The onboarding chat: welcome and goodbye messages and the question sequence. */
  userInfoChat: z
    .object({
      welcomeMessages: z.array(z.string()).default([]),
      goodbyeMessages: z.array(z.string()).default([]),
      questions: z.array(OnboardingQuestion).prefault(DEFAULT_ONBOARDING_QUESTIONS),
    })
    .prefault({}),
  messageDelay: z.number().int().nonnegative().default(MESSAGE_DELAY_S),
  /** User manual page per interface language. */
  instructionUrl: z.partialRecord(z.enum(LANGUAGES), z.string()).default({}),
  guidelineUrl: url,
  communityUrl: url,
  communityUrlFrontend: url,
  communityUrlApi: url,
  clubInApp: z
    .object({
      title: z.string(),
      description: z.string(),
      image: z.string().nullable().default(null),
      showButtonGoTo: z.boolean().default(false),
    })
    .nullable()
    .default(null),
  cookiePolicyLink: url,
  appsflyerSmartBanner: z.object({ key: z.string(), script: z.string() }).nullable().default(null),
  mobileAppWebBottomBar: z.object({ visible: z.boolean().default(false) }).prefault({}),
  /** Page explaining how points are earned and spent. */
  pointsInfo: url,
  /** Links of the care (customer service) pages, by name. */
  careServicesUrls: z.record(z.string(), z.string()).default({}),
  /** Course ids of the new home screen, by section name. */
  newHomeCourseIds: z.record(z.string(), ids).default({}),
  triggerCourseId: z.number().int().positive().nullable().default(TRIGGER_COURSE_ID),
  /** ISO date from which the trigger course applies. */
  triggerStartDate: z.string().nullable().default(null),
  version: z.number().int().default(DEFAULT_CONFIG_VERSION),
});
export type BrandConfig = z.infer<typeof BrandConfig>;
export type BrandConfigInput = z.input<typeof BrandConfig>;

/** GET /external-application-config: the client applies `config` only when `version` equals
 * its own (13). */
export const ExternalApplicationConfigAnswer = v1Answer(
  z.object({ config: BrandConfig, version: z.number().int() }),
);

export const DomainLanguage = z.object({ code: z.enum(LANGUAGES), detector_code: z.string() });

/** A switchable shell component with its address. */
const Component = z
  .object({ enabled: z.boolean().default(false), url: z.string().nullable().default(null) })
  .prefault({});

const colour = z.string().refine(isHexColour, 'a colour as #rrggbb');

/** A brand's colours, each overriding a token of the web app (`primaryHover` sets
 * `--color-primary-hover`); refused when a pair the app draws one on the other is below WCAG AA. */
export const ThemeColours = z
  .object(
    Object.fromEntries(THEME_COLOUR_TOKENS.map((token) => [token, colour])) as Record<
      ThemeColourToken,
      typeof colour
    >,
  )
  .superRefine((theme, ctx) => {
    for (const message of themeContrastProblems(theme)) ctx.addIssue({ code: 'custom', message });
  });

/** The domain's settings blocks as stored; parsing fills what a domain leaves out. */
export const FrontendSettings = z.object({
  spa_footer_1: url,
  spa_footer_2: url,
  spa_footer_3: url,
  /** The brand's logo (a wordmark with its name), shown in the header and on the sign-in card. */
  spa_header_logo: url,
  spa_theme: z.string().default('default'),
  /** Addition to the spec's fields: the colours of spa_theme. Null keeps the app's own. */
  spa_theme_colors: ThemeColours.nullable().default(null),
  /** A cache version: when it changes, clients drop their offline cache of GET answers. */
  validate_cache: url,
});
export const PushSettings = z.object({
  enabled: z.boolean().default(false),
  appId: url,
  safariWebId: url,
});
export const DomainComponents = z.object({
  /** Jira issue collector for feedback. */
  jira: Component,
  authCollection: Component,
  /** The notification service clients listen to over WebSocket. */
  notification: z.object({ enabled: z.boolean().default(false), websocketUri: url }).prefault({}),
});

/** GET /domain-configuration: what the shell needs before anyone signs in. */
export const DomainConfiguration = z.object({
  name: z.string(),
  title: z.string(),
  favicon: z.string().nullable(),
  languages: z.array(DomainLanguage),
  default_language: z.enum(LANGUAGES),
  supportEmail: z.string(),
  whatsAppNumber: z.string().nullable(),
  ga_id: z.string().nullable(),
  ya_id: z.string().nullable(),
  frontendSettings: FrontendSettings,
  pushSettings: PushSettings,
  components: DomainComponents,
  mobile_app_version: z.string(),
  country: z.string().nullable(),
  cookieConsentEnabled: z.boolean(),
  /** Application id of the domain's default brand (sent back as X-App-Id). */
  appId: z.string(),
  /** Social sign-in providers configured on the server, in the web display order. */
  externalAuthProviders: providers,
  /** The admin dashboard, which signs admins in with their current token (spec 000 section 2,
   * desktop header). Null: no dashboard link. */
  adminDashboardUrl: z.string().nullable(),
});
export type DomainConfiguration = z.infer<typeof DomainConfiguration>;

export const DomainConfigurationAnswer = v1Answer(DomainConfiguration);
