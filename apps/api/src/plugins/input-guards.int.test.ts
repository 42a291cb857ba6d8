import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSupportCategory } from '../../test/factories/support';
import { buildUser } from '../../test/factories/users';
import { BUILTIN_NAMES } from '../../test/fuzz/inputs';
import { operationLabel, routeTable } from '../../test/fuzz/operations';
import { createTestApp } from '../../test/helpers/test-app';
import { MAX_DEPTH } from './input-guards';

/**
 * The three causes of 500s on bad input, on every route they can reach: multipart without a
 * boundary, body keys named like Object's own properties, and text PostgreSQL cannot hold (NUL,
 * lone surrogates) in the path, the query or the body.
 */

const table = routeTable();
const t = await createTestApp({}, {}, { onRoute: table.onRoute });
afterAll(() => t.close());
const { auth } = await buildUser(t.ctx);
await buildSupportCategory(t.ctx, { id: 1 });

const withBody = table.operations.filter((operation) => operation.method !== 'GET');
const v1Login = '/spa/api/v1/auth/login?lang=en';

function expectError(response: LightMyRequestResponse, status: number, isV2 = false) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-security-policy']).toBeTruthy();
  const body = response.json();
  expect(body).toMatchObject({ status, data: null, errors: expect.any(Object) });
  if (isV2) expect(body.message).toMatch(/^error: /);
  else expect(body).toMatchObject({ success: false, name: expect.any(String) });
  return body;
}

/** A path of the operation with every parameter set to `value`. */
const pathOf = (url: string, value: string) => url.replace(/:\w+|\*/g, value);

describe('multipart without a boundary', () => {
  it.each(withBody.map((operation) => [operationLabel(operation), operation]))(
    '%s answers 400 in its error shape',
    async (_, operation) => {
      const response = await t.app.inject({
        method: operation.method as 'POST',
        url: `${pathOf(operation.url, '1')}?lang=en`,
        headers: { ...auth, 'content-type': 'multipart/form-data' },
        payload: '{}',
      });
      const body = expectError(response, 400, operation.isV2);
      expect(body.code).toBe('malformed_multipart');
    },
  );

  it('a multipart body cut short answers 400 too', async () => {
    const payload =
      '--b1\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc';
    const response = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/files?lang=en',
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=b1' },
      payload,
    });
    expect(expectError(response, 400).code).toBe('malformed_multipart');
  });

  it('the message is translated', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login?lang=es',
      headers: { 'content-type': 'multipart/form-data; charset=utf-8' },
      payload: '{}',
    });
    expect(expectError(response, 400).message).toBe(
      'El cuerpo de la solicitud no es un formulario multipart válido',
    );
  });
});

describe('body keys named like built-in properties', () => {
  it.each(BUILTIN_NAMES.map((name) => [name]))('"%s" is an unknown field (v1)', async (name) => {
    const response = await t.app.inject({
      method: 'POST',
      url: v1Login,
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"a@example.com","password":"secret-password","${name}":1}`,
    });
    expect(expectError(response, 422).errors).toEqual({ [name]: ['Unknown field'] });
  });

  it.each(BUILTIN_NAMES.map((name) => [name]))('"%s" is an unknown field (v2)', async (name) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/spa/v2/auth/request-otp?lang=en',
      headers: { 'content-type': 'application/json' },
      payload: `{"${name}":{"prototype":{"polluted":1}}}`,
    });
    const body = expectError(response, 422, true);
    expect(body.errors[name]).toEqual(['Unknown field']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a nested one is named by its path', async () => {
    const streams = '/spa/api/v1/user-course-streams/1/filters?lang=en';
    const response = await t.app.inject({
      method: 'POST',
      url: streams,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"filters":{"__proto__":{"level":"easy"}}}',
    });
    expect(expectError(response, 422).errors).toEqual({ 'filters.__proto__': ['Unknown field'] });
  });
});

describe('text PostgreSQL cannot hold', () => {
  const ask = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/tech-questions/auto?lang=en',
      headers: { ...auth, 'content-type': 'application/json' },
      payload,
    });

  it.each([
    ['a NUL character', '"a\\u0000b"'],
    ['a lone high surrogate', '"a\\ud800b"'],
    ['a lone low surrogate', '"\\udfff"'],
  ])('%s in a body field is an invalid value, before any query', async (_, text) => {
    const before = t.queries.length;
    const response = await ask(`{"support_category_id":1,"name":${text}}`);
    expect(expectError(response, 422).errors).toEqual({ name: ['Invalid value'] });
    // The session lookup only: the guard runs before the handler.
    expect(t.queries.slice(before).every((query) => /"sessions"/.test(query))).toBe(true);
  });

  it('a pair of surrogates (an emoji) is text like any other', async () => {
    const response = await ask('{"support_category_id":1,"name":"\\ud83d\\ude00"}');
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it('a NUL character in a key is named', async () => {
    const response = await ask('{"support_category_id":1,"a\\u0000":"x"}');
    expect(expectError(response, 422).errors).toEqual({ 'a\u0000': ['Invalid value'] });
  });

  it.each(
    table.operations
      .filter((operation) => /:\w+|\*/.test(operation.url))
      .map((operation) => [operationLabel(operation), operation]),
  )('%s answers 400 for a NUL character in the path', async (_, operation) => {
    const response = await t.app.inject({
      method: operation.method as 'GET',
      url: `${pathOf(operation.url, '1%00')}?lang=en`,
      headers: auth,
    });
    expect(expectError(response, 400, operation.isV2).code).toBe('bad_request');
  });

  it.each(table.operations.map((operation) => [operationLabel(operation), operation]))(
    '%s answers 422 for a NUL character in the query',
    async (_, operation) => {
      const response = await t.app.inject({
        method: operation.method as 'GET',
        url: `${pathOf(operation.url, '1')}?lang=en&token=a%00b`,
        headers: auth,
      });
      expect(expectError(response, 422, operation.isV2).errors).toEqual({
        token: ['Invalid value'],
      });
    },
  );
});

describe('nesting', () => {
  it('deeper than the limit is refused at its path', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: v1Login,
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}}`,
    });
    const path = ['email', ...Array.from({ length: MAX_DEPTH - 1 }, () => '0')].join('.');
    expect(expectError(response, 422).errors).toEqual({
      [path]: [`At most ${MAX_DEPTH} levels of nesting`],
    });
  });

  it('a body 100,000 levels deep answers 422, not a stack overflow', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: v1Login,
      headers: { 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
    });
    expectError(response, 422);
  });
});
