import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { RULE_ANSWERS } from './operations';

// biome-ignore lint/suspicious/noExplicitAny: the parsed document is walked freely; its shape is what the tests assert.
type Json = Record<string, any>;

/** `/spa/api/v1/x/:id/*` → `/spa/api/v1/x/{id}/{path}`, as the document names paths. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Json;
  const routes: RouteOptions[] = [];
  const operation = (method: string, path: string): Json => document.paths[path][method];
  const operations = (): [string, string, Json][] =>
    Object.entries(document.paths as Json).flatMap(([path, item]) =>
      Object.entries(item as Json).map(([method, op]): [string, string, Json] => [
        method,
        path,
        op,
      ]),
    );

  beforeAll(async () => {
    t = await createTestApp({}, {}, { onRoute: (route) => routes.push(route) });
    document = (await t.app.inject({ method: 'GET', url: '/spa/docs' })).json();
  });
  afterAll(() => t.close());

  it('is served at /spa/docs and /spa/docs/openapi.json, generated from the route schemas', async () => {
    expect(document.openapi).toMatch(/^3\./);
    const login = document.paths['/spa/api/v1/auth/login'].post;
    const body = login.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(document.paths['/spa/api/v1/support-category'].get).toBeDefined();
    expect(document.paths['/spa/api/v1/order/{id}'].post.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]),
    );
    // The documentation and developer pages are not part of the API.
    expect(document.paths['/spa/docs']).toBeUndefined();
    expect(document.paths['/dev/mailbox.json']).toBeUndefined();

    const json = await t.app.inject({ method: 'GET', url: '/spa/docs/openapi.json' });
    expect(json.json()).toEqual(document);
  });

  it('registers every API call from its contract (packages/contracts/src/endpoints)', () => {
    const api = routes.filter(
      (route) => /^\/spa\/(api\/v1|v2)\//.test(route.url) && route.method !== 'HEAD',
    );
    expect(api.length).toBeGreaterThan(60);
    const unbound = api.filter((route) => route.config?.endpoint === undefined);
    expect(unbound.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('documents a success of every operation: 2XX, or a 302 with its Location for social sign-in', () => {
    const redirecting = operations().filter(([, , op]) =>
      Object.keys(op.responses).every((status) => !status.startsWith('2')),
    );
    expect(redirecting.map(([method, path]) => `${method} ${path}`).sort()).toEqual([
      'get /spa/api/v1/auth/social/{provider}',
      'get /spa/api/v1/auth/social/{provider}/callback',
      'post /spa/api/v1/auth/social/{provider}/callback',
    ]);
    for (const [, , op] of redirecting) {
      expect(op.responses[302].headers.Location.schema).toEqual({ type: 'string' });
    }
  });

  it('marks signed-in operations with the bearer scheme and their 401; open ones need none', () => {
    expect(document.components.securitySchemes.bearer).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    expect(operation('get', '/spa/api/v1/user').security).toEqual([{ bearer: [] }]);
    expect(operation('get', '/spa/api/v1/user-course-streams').security).toEqual([{ bearer: [] }]);
    expect(operation('post', '/spa/v2/user/verify-phone').security).toEqual([{ bearer: [] }]);
    expect(operation('get', '/spa/api/v1/expert/user-homework').security).toEqual([{ bearer: [] }]);
    // The order call on the return from payment takes the token in the query too.
    expect(operation('post', '/spa/api/v1/order/{id}').security).toEqual([
      { bearer: [] },
      { token: [] },
    ]);
    expect(operation('post', '/spa/api/v1/auth/login').security).toEqual([]);
    // Optional sign-in: anonymous or with a live token.
    expect(operation('get', '/spa/api/v1/cookie/get-policy').security).toEqual([
      {},
      { bearer: [] },
    ]);
    for (const [method, path, op] of operations()) {
      const signedIn = op.security.some((requirement: Json) => Object.keys(requirement).length);
      expect(Boolean(op.responses[401]), `${method} ${path}`).toBe(signedIn);
    }
  });

  it('lists every error answer in the envelope of its API version', () => {
    const verify = operation('post', '/spa/v2/auth/verify-otp').responses;
    expect(verify[422]).toEqual({ $ref: '#/components/responses/V2Error422' });
    expect(verify[429]).toEqual({ $ref: '#/components/responses/V2Error429' });
    const { schemas, responses } = document.components;
    expect(schemas.V2Error.required).not.toContain('success');
    expect(schemas.V1Error.required).toEqual(expect.arrayContaining(['success', 'name']));
    expect(schemas.V1Error.properties.errors.additionalProperties.items.type).toBe('string');
    expect(responses.V1Error429.headers['Retry-After'].schema.type).toBe('integer');
    expect(responses.V2Error503.headers['Retry-After']).toBeDefined();

    const signup = operation('post', '/spa/api/v1/auth/signup-by-email').responses;
    for (const status of ['400', '403', '413', '415', '422', '429', '503']) {
      expect(signup[status], status).toEqual({
        $ref: `#/components/responses/V1Error${status}`,
      });
    }
    const freeze = operation('post', '/spa/api/v1/user-course-streams/{streamId}/freeze/create');
    expect(Object.keys(freeze.responses).sort()).toEqual(
      ['200', '400', '401', '404', '409', '413', '415', '422', '503'].sort(),
    );
    for (const [method, path, op] of operations()) {
      const where = `${method} ${path}`;
      expect(op.responses[503], where).toBeDefined();
      if (op.requestBody) {
        for (const status of ['400', '413', '415', '422']) {
          expect(op.responses[status], `${where} ${status}`).toBeDefined();
        }
      }
      if (op.parameters?.some((parameter: Json) => parameter.in === 'path')) {
        expect(op.responses[404], where).toBeDefined();
      }
    }
    // Each rule answer names a route of the app.
    for (const key of Object.keys(RULE_ANSWERS)) {
      const [method = '', url = ''] = key.split(' ');
      expect(document.paths[documentPath(url)]?.[method.toLowerCase()], key).toBeDefined();
    }
  });

  it('answers 204 without content where a call answers 204', async () => {
    const { auth } = await buildUser(t.ctx);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/spa/api/v1/user',
      headers: auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    for (const path of ['/spa/api/v1/user', '/spa/api/v1/user-external-auths/{id}']) {
      const { responses } = operation('delete', path);
      expect(responses[200], path).toBeUndefined();
      expect(responses[204].content, path).toBeUndefined();
      expect(responses[204].description, path).toBeTruthy();
    }
  });

  it('documents uploads and the spec’s multipart calls as multipart/form-data', () => {
    const upload = operation('post', '/spa/api/v1/files').requestBody.content;
    expect(Object.keys(upload)).toEqual(['multipart/form-data']);
    expect(upload['multipart/form-data'].schema.properties.file).toEqual(
      expect.objectContaining({ type: 'string', format: 'binary' }),
    );
    // The calls the spec's client sends as multipart forms (their contracts say `form`).
    const forms = [
      ['post', '/spa/api/v1/auth/signup-by-email'],
      ['post', '/spa/api/v1/auth/signup-by-app-id'],
      ['post', '/spa/api/v1/user'],
      ['delete', '/spa/api/v1/user'],
      ['post', '/spa/api/v1/user/notification'],
      ['post', '/spa/api/v1/user/avatar'],
    ] as const;
    for (const [method, path] of forms) {
      const content = operation(method, path).requestBody.content;
      expect(Object.keys(content), `${method} ${path}`).toEqual([
        'multipart/form-data',
        'application/json',
        'application/x-www-form-urlencoded',
      ]);
    }
    const avatar = operation('post', '/spa/api/v1/user/avatar').requestBody.content;
    expect(avatar['multipart/form-data'].schema.properties.avatar_file_id).toBeDefined();
    expect(Object.keys(operation('post', '/spa/api/v1/auth/login').requestBody.content)).toEqual([
      'application/json',
    ]);
  });

  it('gives every list its page parameters and x-pagination headers, and no other call', () => {
    let lists = 0;
    for (const [method, path, op] of operations()) {
      const success = op.responses[200]?.content?.['application/json']?.schema;
      const isList = method === 'get' && success?.type === 'array';
      const names = (op.parameters ?? []).map((parameter: Json) => parameter.name);
      const headers = Object.keys(op.responses[200]?.headers ?? {});
      if (isList) lists += 1;
      for (const name of ['page', 'per-page', 'perPage']) {
        expect(names.includes(name), `${method} ${path} ${name}`).toBe(isList);
      }
      expect(headers, `${method} ${path}`).toEqual(
        isList
          ? [
              'x-pagination-current-page',
              'x-pagination-page-count',
              'x-pagination-per-page',
              'x-pagination-total-count',
            ]
          : [],
      );
    }
    expect(lists).toBeGreaterThanOrEqual(10);
  });

  it('names the status call’s expand and fields, and a unique operation id per operation', () => {
    const status = operation('get', '/spa/api/v1/user-course-streams/{id}/status');
    const names = status.parameters.map((parameter: Json) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['expand', 'fields', 'request-all']));
    const one = operation('get', '/spa/api/v1/user-course-streams/{id}');
    expect(one.parameters.map((parameter: Json) => parameter.name)).toContain('fields');
    // The conventions every call shares (spec 000 section 7).
    expect(status.parameters).toEqual(
      expect.arrayContaining(
        ['lang', 'acceptLanguage', 'appId', 'appType'].map((name) => ({
          $ref: `#/components/parameters/${name}`,
        })),
      ),
    );
    expect(document.components.parameters.lang).toMatchObject({ in: 'query', name: 'lang' });
    const ids = operations().map(([, , op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation('get', '/spa/api/v1/user').operationId).toBe('v1GetUser');
  });
});
