import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

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

  it('is not there in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        expect((await production.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
