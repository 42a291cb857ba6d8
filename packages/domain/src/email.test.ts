import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  EMAIL_ERROR_CODES,
  emailErrorKey,
  emailErrorMessage,
  emailRfcError,
  emailWarningKey,
  emailWarningMessage,
  normalizeEmail,
} from './email';

const label = (length: number, char = 'a') => char.repeat(length);
/** A domain of exactly `length` characters made of 63-character labels and a letter TLD. */
const domainOf = (length: number) => {
  const labels: string[] = [];
  let left = length;
  while (left > 64) {
    labels.push(label(63));
    left -= 64;
  }
  labels.push(label(left, 'z'));
  return labels.join('.');
};

describe('checkEmail', () => {
  it('accepts an ordinary address with no errors or warnings', () => {
    expect(checkEmail('user@example.com')).toEqual({ valid: true, errors: [], warnings: [] });
  });

  it.each([[''], ['   '], [null], [undefined]])('reports empty for %j', (value) => {
    expect(checkEmail(value).errors).toEqual(['empty']);
  });

  it.each([[42], [{}], [['a@b.com']]])('reports notString for %j', (value) => {
    expect(checkEmail(value).errors).toEqual(['notString']);
  });

  it('reports tooLong above 320 characters and nothing else', () => {
    const value = `${label(64)}@${domainOf(256)}`;
    expect(value).toHaveLength(321);
    expect(checkEmail(value)).toEqual({ valid: false, errors: ['tooLong'], warnings: [] });
  });

  it('does not report tooLong at exactly 320 characters', () => {
    const value = `${label(64)}@${domainOf(255)}`;
    expect(value).toHaveLength(320);
    expect(checkEmail(value).errors).toEqual(['domainTooLong']);
  });

  it('reports noAt, multipleAt and atEdge alone', () => {
    expect(checkEmail('user.example.com').errors).toEqual(['noAt']);
    expect(checkEmail('a@b@example.com').errors).toEqual(['multipleAt']);
    expect(checkEmail('@example.com').errors).toEqual(['atEdge']);
    expect(checkEmail('user@').errors).toEqual(['atEdge']);
  });

  it('reports emptyLocal and emptyDomain for whitespace-only parts', () => {
    expect(checkEmail(' @example.com').errors[0]).toBe('emptyLocal');
    expect(checkEmail('user@ ').errors[0]).toBe('emptyDomain');
  });

  it('limits the local part to 64 characters', () => {
    expect(checkEmail(`${label(64)}@example.com`).valid).toBe(true);
    expect(checkEmail(`${label(65)}@example.com`).errors).toEqual(['localTooLong']);
  });

  it('limits the domain to 253 characters', () => {
    expect(checkEmail(`user@${domainOf(253)}`).valid).toBe(true);
    expect(checkEmail(`user@${domainOf(254)}`).errors).toEqual(['domainTooLong']);
  });

  it('reports format when the loose shape does not match', () => {
    expect(checkEmail('user@example').errors).toEqual(['format']);
    expect(checkEmail('us er@example.com').errors).toEqual(['format']);
  });

  it('applies RFC 5322 syntax only in strict mode', () => {
    expect(checkEmail('us(er@example.com').valid).toBe(true);
    expect(checkEmail('us(er@example.com', { strict: true }).errors).toEqual(['format']);
    expect(checkEmail('first.last+tag@mail.example.co.uk', { strict: true }).valid).toBe(true);
  });

  it('reports dotEdge for a local part or domain starting or ending with a dot', () => {
    expect(checkEmail('.user@example.com').errors).toEqual(['dotEdge']);
    expect(checkEmail('user.@example.com').errors).toEqual(['dotEdge']);
    expect(checkEmail('user@example.com.').errors).toEqual(['dotEdge', 'emptyLabel', 'tldInvalid']);
  });

  it('reports doubleDot, and emptyLabel when the double dot is in the domain', () => {
    expect(checkEmail('us..er@example.com').errors).toEqual(['doubleDot']);
    expect(checkEmail('us..er@example.com', { strict: true }).errors).toEqual([
      'format',
      'doubleDot',
    ]);
    expect(checkEmail('user@example..com').errors).toEqual(['doubleDot', 'emptyLabel']);
  });

  it('limits a domain label to 63 characters', () => {
    expect(checkEmail(`user@${label(63)}.com`).valid).toBe(true);
    expect(checkEmail(`user@${label(64)}.com`).errors).toEqual(['labelTooLong']);
  });

  it('reports labelDashEdge', () => {
    expect(checkEmail('user@-example.com').errors).toEqual(['labelDashEdge']);
    expect(checkEmail('user@example-.com').errors).toEqual(['labelDashEdge']);
    expect(checkEmail('user@ex-ample.com').valid).toBe(true);
  });

  it('reports labelChars unless international addresses are allowed', () => {
    expect(checkEmail('user@exa_mple.com').errors).toEqual(['labelChars']);
    expect(checkEmail('user@пример.рф').errors).toEqual(['labelChars', 'tldInvalid']);
    expect(checkEmail('user@пример.рф', { allowInternational: true }).valid).toBe(true);
  });

  it('checks international addresses in strict mode too', () => {
    const value = 'пользователь@пример.рф';
    expect(checkEmail(value, { strict: true, allowInternational: true }).valid).toBe(true);
    expect(checkEmail(value, { strict: true }).errors).toEqual([
      'format',
      'labelChars',
      'tldInvalid',
    ]);
  });

  it('reports tldInvalid for a short or non-letter top-level domain', () => {
    expect(checkEmail('user@example.c').errors).toEqual(['tldInvalid']);
    expect(checkEmail('user@example.c0m').errors).toEqual(['tldInvalid']);
    expect(checkEmail('user@example.ru', { minTldLength: 3 }).errors).toEqual(['tldInvalid']);
    expect(checkEmail('user@example.c', { minTldLength: 1 }).valid).toBe(true);
  });

  it('reports blockedDomain for a blocked domain and its subdomains, case-insensitively', () => {
    const options = { blockedDomains: ['mailinator.com'] };
    expect(checkEmail('user@Mailinator.COM', options).errors).toEqual(['blockedDomain']);
    expect(checkEmail('user@eu.mailinator.com', options).errors).toEqual(['blockedDomain']);
    expect(checkEmail('user@notmailinator.com', options).valid).toBe(true);
  });

  it('reports notAllowedDomain outside a non-empty allow list', () => {
    const options = { allowedDomains: ['company.com'] };
    expect(checkEmail('user@gmail.com', options).errors).toEqual(['notAllowedDomain']);
    expect(checkEmail('user@company.com', options).valid).toBe(true);
    expect(checkEmail('user@mail.company.com', options).valid).toBe(true);
    expect(checkEmail('user@gmail.com', { allowedDomains: [] }).valid).toBe(true);
  });

  it('reports tooManyLevels above 10 levels by default, or the given maximum', () => {
    const ten = 'user@a.b.c.d.e.f.g.h.i.com';
    expect(checkEmail(ten).errors).toEqual([]);
    expect(checkEmail(`user@x.${ten.slice(5)}`).errors).toEqual(['tooManyLevels']);
    expect(checkEmail('user@a.b.example.com', { maxDomainLevels: 3 }).errors).toEqual([
      'tooManyLevels',
    ]);
  });

  it('warns about a local part longer than 30 characters without failing', () => {
    expect(checkEmail(`${label(30)}@example.com`).warnings).toEqual([]);
    expect(checkEmail(`${label(31)}@example.com`)).toEqual({
      valid: true,
      errors: [],
      warnings: ['localLong'],
    });
  });

  it('warns about more than 5 domain levels without failing', () => {
    expect(checkEmail('user@a.b.c.d.com').warnings).toEqual([]);
    expect(checkEmail('user@a.b.c.d.e.com')).toEqual({
      valid: true,
      errors: [],
      warnings: ['manyLevels'],
    });
  });

  it('lists errors in checking order', () => {
    const { errors } = checkEmail(`-${label(70)}.@example..c`, { strict: true });
    const order = errors.map((code) => EMAIL_ERROR_CODES.indexOf(code));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(errors).toEqual([
      'localTooLong',
      'format',
      'dotEdge',
      'doubleDot',
      'emptyLabel',
      'tldInvalid',
    ]);
  });
});

describe('emailRfcError', () => {
  it('returns the first error or null', () => {
    expect(emailRfcError('user@example.com.')).toBe('dotEdge');
    expect(emailRfcError('user@example.com')).toBeNull();
    expect(emailRfcError('user@example.ru', { minTldLength: 3 })).toBe('tldInvalid');
  });
});

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  User.Name@Example.COM ')).toBe('user.name@example.com');
  });
});

describe('email messages', () => {
  it('maps codes to translation keys', () => {
    expect(emailErrorKey('doubleDot')).toBe('emailVerification.errors.doubleDot');
    expect(emailWarningKey('localLong')).toBe('emailVerification.warnings.localLong');
    expect(emailWarningMessage('manyLevels')).toEqual({
      key: 'emailVerification.warnings.manyLevels',
    });
  });

  it('quotes the limits, including the ones set by options', () => {
    expect(emailErrorMessage('localTooLong')).toEqual({
      key: 'emailVerification.errors.localTooLong',
      params: { max: 64 },
    });
    expect(emailErrorMessage('tldInvalid', { minTldLength: 3 }).params).toEqual({ min: 3 });
    expect(emailErrorMessage('tooManyLevels').params).toEqual({ max: 10 });
    expect(emailErrorMessage('format')).toEqual({ key: 'emailVerification.errors.format' });
  });
});
