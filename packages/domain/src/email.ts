import {
  EMAIL_DOMAIN_LEVELS_WARN,
  EMAIL_DOMAIN_MAX_LENGTH,
  EMAIL_LABEL_MAX_LENGTH,
  EMAIL_LOCAL_MAX_LENGTH,
  EMAIL_LOCAL_WARN_LENGTH,
  EMAIL_MAX_DOMAIN_LEVELS_DEFAULT,
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_TLD_LENGTH_DEFAULT,
} from './constants/email';
import type { Message } from './message';

/** In checking order; errors[0] of a result is therefore the most basic failure. */
export const EMAIL_ERROR_CODES = [
  'empty',
  'notString',
  'tooLong',
  'noAt',
  'multipleAt',
  'atEdge',
  'emptyLocal',
  'localTooLong',
  'emptyDomain',
  'domainTooLong',
  'format',
  'dotEdge',
  'doubleDot',
  'emptyLabel',
  'labelTooLong',
  'labelDashEdge',
  'labelChars',
  'tldInvalid',
  'blockedDomain',
  'notAllowedDomain',
  'tooManyLevels',
] as const;
export type EmailErrorCode = (typeof EMAIL_ERROR_CODES)[number];

export const EMAIL_WARNING_CODES = ['localLong', 'manyLevels'] as const;
export type EmailWarningCode = (typeof EMAIL_WARNING_CODES)[number];

export type EmailCheckOptions = {
  /** RFC 5322 dot-atom syntax instead of the loose "no spaces, one @, a dot in the domain". */
  strict?: boolean;
  /** Accept non-Latin letters (RFC 6531), e.g. пользователь@пример.рф. */
  allowInternational?: boolean;
  /** Default EMAIL_MIN_TLD_LENGTH_DEFAULT (2). */
  minTldLength?: number;
  /** Default EMAIL_MAX_DOMAIN_LEVELS_DEFAULT (10); see constants.ts for why. */
  maxDomainLevels?: number;
  /** Matched case-insensitively against the domain and its parents (sub.mail.ru ⊂ mail.ru). */
  blockedDomains?: readonly string[];
  /** When non-empty, only these domains (and their subdomains) pass. */
  allowedDomains?: readonly string[];
};

export type EmailCheckResult = {
  valid: boolean;
  errors: EmailErrorCode[];
  warnings: EmailWarningCode[];
};

type Parts = { local: string; domain: string; labels: string[] };
type Settings = Required<EmailCheckOptions>;

const LOOSE_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;
// The strict formats are built on first use: building a pattern of Unicode properties took about
// 50 ms of main thread under a fourfold CPU slowdown, and the web app loads this module on every
// screen (it is in the sign-in chunk, which the other screens share).
let strictFormat: RegExp | undefined;
let strictInternationalFormat: RegExp | undefined;
const LABEL_CHARS = /^[A-Za-z0-9-]*$/;
const INTERNATIONAL_LABEL_CHARS = /^[\p{L}\p{N}\p{M}-]*$/u;
const TLD_LETTERS = /^[A-Za-z]+$/;
const INTERNATIONAL_TLD_LETTERS = /^\p{L}+$/u;

function strictFormatOf(alphanumeric: string): RegExp {
  const atom = `[${alphanumeric}!#$%&'*+/=?^_\`{|}~-]+`;
  const label = `[${alphanumeric}](?:[${alphanumeric}-]*[${alphanumeric}])?`;
  return new RegExp(`^${atom}(?:\\.${atom})*@${label}(?:\\.${label})+$`, 'u');
}

/**
 * The detailed e-mail check of the spec. The value is checked as given: trim user input with
 * normalizeEmail first. The checks up to atEdge end the check and are reported alone (there is
 * nothing sound left to examine); after them every failing rule is listed, in
 * EMAIL_ERROR_CODES order. Lengths are UTF-16 units, like an input's maxlength.
 */
export function checkEmail(value: unknown, options: EmailCheckOptions = {}): EmailCheckResult {
  const parts = splitEmail(value);
  if (typeof parts === 'string') return { valid: false, errors: [parts], warnings: [] };
  const errors = partErrors(parts, withDefaults(options));
  return { valid: errors.length === 0, errors, warnings: warningsOf(parts) };
}

/** The 'emailRfc' form rule: the first error of the detailed check, or null. */
export function emailRfcError(value: unknown, options?: EmailCheckOptions): EmailErrorCode | null {
  return checkEmail(value, options).errors[0] ?? null;
}

/** How addresses are stored and compared. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function emailErrorKey(code: EmailErrorCode): `emailVerification.errors.${EmailErrorCode}` {
  return `emailVerification.errors.${code}`;
}

export function emailWarningKey(
  code: EmailWarningCode,
): `emailVerification.warnings.${EmailWarningCode}` {
  return `emailVerification.warnings.${code}`;
}

/** Pass the options used for the check so the message quotes the same limits. */
export function emailErrorMessage(code: EmailErrorCode, options: EmailCheckOptions = {}): Message {
  const params = errorParams(code, withDefaults(options));
  return params ? { key: emailErrorKey(code), params } : { key: emailErrorKey(code) };
}

export function emailWarningMessage(code: EmailWarningCode): Message {
  return { key: emailWarningKey(code) };
}

function errorParams(code: EmailErrorCode, settings: Settings): Record<string, number> | null {
  switch (code) {
    case 'tooLong':
      return { max: EMAIL_MAX_LENGTH };
    case 'localTooLong':
      return { max: EMAIL_LOCAL_MAX_LENGTH };
    case 'domainTooLong':
      return { max: EMAIL_DOMAIN_MAX_LENGTH };
    case 'labelTooLong':
      return { max: EMAIL_LABEL_MAX_LENGTH };
    case 'tldInvalid':
      return { min: settings.minTldLength };
    case 'tooManyLevels':
      return { max: settings.maxDomainLevels };
    default:
      return null;
  }
}

function withDefaults(options: EmailCheckOptions): Settings {
  return {
    strict: options.strict ?? false,
    allowInternational: options.allowInternational ?? false,
    minTldLength: options.minTldLength ?? EMAIL_MIN_TLD_LENGTH_DEFAULT,
    maxDomainLevels: options.maxDomainLevels ?? EMAIL_MAX_DOMAIN_LEVELS_DEFAULT,
    blockedDomains: options.blockedDomains ?? [],
    allowedDomains: options.allowedDomains ?? [],
  };
}

/** Checks up to atEdge; they stop the check because there is nothing left to examine. */
function splitEmail(value: unknown): EmailErrorCode | Parts {
  if (value === undefined || value === null) return 'empty';
  if (typeof value !== 'string') return 'notString';
  if (value.trim() === '') return 'empty';
  // Also keeps the regular expressions below away from unbounded input.
  if (value.length > EMAIL_MAX_LENGTH) return 'tooLong';
  const pieces = value.split('@');
  if (pieces.length === 1) return 'noAt';
  if (pieces.length > 2) return 'multipleAt';
  const [local = '', domain = ''] = pieces;
  if (local === '' || domain === '') return 'atEdge';
  return { local, domain, labels: domain.split('.') };
}

function partErrors(parts: Parts, settings: Settings): EmailErrorCode[] {
  const { local, domain, labels } = parts;
  const international = settings.allowInternational;
  const labelChars = international ? INTERNATIONAL_LABEL_CHARS : LABEL_CHARS;
  const rules: ReadonlyArray<readonly [EmailErrorCode, boolean]> = [
    // atEdge caught a literally empty part; whitespace-only parts are still empty.
    ['emptyLocal', local.trim() === ''],
    ['localTooLong', local.length > EMAIL_LOCAL_MAX_LENGTH],
    ['emptyDomain', domain.trim() === ''],
    ['domainTooLong', domain.length > EMAIL_DOMAIN_MAX_LENGTH],
    ['format', !formatOf(settings).test(`${local}@${domain}`)],
    ['dotEdge', hasEdgeDot(local) || hasEdgeDot(domain)],
    ['doubleDot', local.includes('..') || domain.includes('..')],
    ['emptyLabel', labels.includes('')],
    ['labelTooLong', labels.some((label) => label.length > EMAIL_LABEL_MAX_LENGTH)],
    ['labelDashEdge', labels.some((label) => label.startsWith('-') || label.endsWith('-'))],
    ['labelChars', labels.some((label) => !labelChars.test(label))],
    ['tldInvalid', !isValidTld(labels.at(-1) ?? '', settings)],
    ['blockedDomain', matchesAny(domain, settings.blockedDomains)],
    [
      'notAllowedDomain',
      settings.allowedDomains.length > 0 && !matchesAny(domain, settings.allowedDomains),
    ],
    ['tooManyLevels', labels.length > settings.maxDomainLevels],
  ];
  return rules.filter(([, failed]) => failed).map(([code]) => code);
}

function warningsOf({ local, labels }: Parts): EmailWarningCode[] {
  const rules: ReadonlyArray<readonly [EmailWarningCode, boolean]> = [
    ['localLong', local.length > EMAIL_LOCAL_WARN_LENGTH],
    ['manyLevels', labels.length > EMAIL_DOMAIN_LEVELS_WARN],
  ];
  return rules.filter(([, applies]) => applies).map(([code]) => code);
}

function formatOf({ strict, allowInternational }: Settings): RegExp {
  if (!strict) return LOOSE_FORMAT;
  if (allowInternational) {
    strictInternationalFormat ??= strictFormatOf('\\p{L}\\p{N}\\p{M}');
    return strictInternationalFormat;
  }
  strictFormat ??= strictFormatOf('A-Za-z0-9');
  return strictFormat;
}

function hasEdgeDot(part: string): boolean {
  return part.startsWith('.') || part.endsWith('.');
}

function isValidTld(tld: string, settings: Settings): boolean {
  const letters = settings.allowInternational ? INTERNATIONAL_TLD_LETTERS : TLD_LETTERS;
  return tld.length >= settings.minTldLength && letters.test(tld);
}

/** A listed domain also covers its subdomains. */
function matchesAny(domain: string, listed: readonly string[]): boolean {
  const host = domain.toLowerCase();
  return listed.some((entry) => {
    const item = entry.trim().toLowerCase();
    return item !== '' && (host === item || host.endsWith(`.${item}`));
  });
}
