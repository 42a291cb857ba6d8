import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

describe('the development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.mailer.send({ to: 'first@example.com', subject: 'First', text: 'one' });
    await t.ctx.mailer.send({
      to: 'second@example.com',
      subject: '<script>alert(1)</script> & more',
      text: 'Your code: 123456\n<b>bold</b>',
    });
  });
  afterAll(() => t.close());

  it('GET /dev/mailbox.json lists captured mail newest first, times in seconds', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(response.statusCode).toBe(200);
    const mails = response.json();
    expect(mails.map((mail: { to: string }) => mail.to)).toEqual([
      'second@example.com',
      'first@example.com',
    ]);
    expect(mails[0]).toEqual({
      to: 'second@example.com',
      subject: '<script>alert(1)</script> & more',
      text: 'Your code: 123456\n<b>bold</b>',
      created_at: expect.any(Number),
    });
    expect(Math.abs(mails[0].created_at - Date.now() / 1000)).toBeLessThan(120);
  });

  it('GET /dev/mailbox is an escaped HTML page in the request language, without scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox?lang=en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Developer mailbox</title>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toMatch(/<script|<style|style=/);
    expect(html.indexOf('second@example.com')).toBeLessThan(html.indexOf('first@example.com'));
  });

  it.each([
    ['on a loopback HOST', { HOST: '127.0.0.1' }, true],
    ['on HOST ::1', { HOST: '::1' }, true],
    [
      'on HOST localhost, its public URL there too',
      { HOST: 'localhost', PUBLIC_URL: 'http://localhost:3000' },
      true,
    ],
    ['on every interface', { HOST: '0.0.0.0' }, false],
    ['on a network address', { HOST: '192.168.1.10' }, false],
    ['switched on explicitly on every interface', { HOST: '0.0.0.0', DEV_MAILBOX: 'true' }, true],
    ['switched off on a loopback HOST', { HOST: '127.0.0.1', DEV_MAILBOX: 'false' }, false],
    ['on loopback behind a trusted proxy', { HOST: '127.0.0.1', TRUST_PROXY: 'true' }, false],
    [
      'on loopback with a public URL elsewhere',
      { HOST: '127.0.0.1', PUBLIC_URL: 'https://learn.example.com' },
      false,
    ],
    ['in production on a loopback HOST', { NODE_ENV: 'production', HOST: '127.0.0.1' }, false],
  ] as const)('%s: %s', async (_, env, served) => {
    const app = await buildApp({
      ...t.ctx,
      config: loadConfig({ NODE_ENV: 'development', ...env }),
    });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(served ? 200 : 404);
      }
    } finally {
      await app.close();
    }
  });

  it('cannot be switched on in production: the configuration is refused', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true' })).toThrow(
      /DEV_MAILBOX: the development mailbox is never served in production/,
    );
  });
});
