import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is served at /spa/docs and /spa/docs/openapi.json, generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/spa/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
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
});
