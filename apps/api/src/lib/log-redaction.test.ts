import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactingLoggerOptions, redactSecrets, serializeError } from './log-redaction';

describe('redactSecrets', () => {
  it.each([
    ['/spa/api/v1/order/5?token=abc-DEF_1', '/spa/api/v1/order/5?token=[redacted]'],
    ['/reset-password?lang=en&token=abc&x=1', '/reset-password?lang=en&token=[redacted]&x=1'],
    [
      '/oauth/google/callback?CODE=4%2F0Ab&State=xyz',
      '/oauth/google/callback?CODE=[redacted]&State=[redacted]',
    ],
    [
      '/x?access_token=a&id_token=b&refresh_token=c',
      '/x?access_token=[redacted]&id_token=[redacted]&refresh_token=[redacted]',
    ],
    // A token inside another parameter, percent-encoded.
    [
      '/login?returnUrl=https%3A%2F%2Fa.example%2F%3Ftoken%3Dsecret%26b%3D1',
      '/login?returnUrl=https%3A%2F%2Fa.example%2F%3Ftoken%3D[redacted]%26b%3D1',
    ],
    // Names that only end like a secret's stay.
    ['/x?zipcode=123&mytoken=4&encode=5', '/x?zipcode=123&mytoken=4&encode=5'],
    [
      '/media/1764000000.ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopq/video/index.m3u8',
      '/media/1764000000.[redacted]/video/index.m3u8',
    ],
    [
      '"url":"/files/99.ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnop-"',
      '"url":"/files/99.[redacted]"',
    ],
  ])('%s', (text, redacted) => {
    expect(redactSecrets(text)).toBe(redacted);
  });
});

describe('serializeError', () => {
  /** What Drizzle throws: the values in its message and `params`, the driver's error as cause. */
  function failedQuery() {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "s3cret"'), {
      severity: 'ERROR',
      code: '22P02',
      detail: 'Key (email)=(s3cret@example.com) already exists.',
      where: "unnamed portal parameter $1 = 's3cret'",
    });
    return Object.assign(new Error('Failed query: select $1::integer\nparams: s3cret'), {
      query: 'select $1::integer',
      params: ['s3cret'],
      cause,
    });
  }

  it('keeps the statement and the reason, not the values', () => {
    const serialized = serializeError(failedQuery());
    expect(JSON.stringify(serialized)).not.toContain('s3cret');
    expect(serialized).toMatchObject({
      message: 'Failed query: select $1::integer',
      query: 'select $1::integer',
      stack: expect.stringMatching(/^Error: Failed query: select \$1::integer\n {4}at /),
      cause: {
        message: 'invalid input syntax for type integer: "[redacted]"',
        code: '22P02',
        severity: 'ERROR',
      },
    });
  });

  it('keeps the names PostgreSQL quotes', () => {
    const error = Object.assign(
      new Error(
        'duplicate key value violates unique constraint "users_email_key" on relation "users"',
      ),
      { severity: 'ERROR' },
    );
    expect(serializeError(error)).toMatchObject({ message: error.message });
  });

  it('drops the raw bytes of a request Node could not parse', () => {
    const error = Object.assign(new Error('Parse Error: Invalid header value char'), {
      code: 'HPE_INVALID_HEADER_TOKEN',
      rawPacket: Buffer.from('GET / HTTP/1.1\r\nAuthorization: Bearer s3cret\r\n'),
    });
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({ code: 'HPE_INVALID_HEADER_TOKEN' });
    expect(serialized).not.toHaveProperty('rawPacket');
  });
});

describe('redactingLoggerOptions', () => {
  it('censors Authorization and Cookie headers of any logged object, and URLs in any field', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: redactingLoggerOptions({
        level: 'info',
        stream: { write: (line) => lines.push(line) },
      }),
    });
    app.log.info({
      headers: { authorization: 'Bearer s3cret', cookie: 'session=s3cret' },
      upstream: { headers: { authorization: 'Bearer s3cret' } },
      note: 'redirected to https://app.example/login?status=success&token=s3cret',
    });
    await app.close();
    const log = lines.join('');
    expect(log).not.toContain('s3cret');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      upstream: { headers: { authorization: '[redacted]' } },
      note: 'redirected to https://app.example/login?status=success&token=[redacted]',
    });
  });
});
