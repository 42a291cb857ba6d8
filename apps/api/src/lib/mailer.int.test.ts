import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories/users';
import { startSmtpServer } from '../../test/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

describe('mail over SMTP when SMTP_URL is set', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://learn.example.com' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the password-reset mail to the SMTP server, not the capture mailbox', async () => {
    const { user } = await buildUser(t.ctx);
    const response = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/request-password-reset?lang=en',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([user.email]);
    expect(mail?.raw).toMatch(/^Subject: Access recovery$/m);
    expect(mail?.raw).toMatch(/https:\/\/learn\.example\.com\/reset-password\?token=[\w-]{43}/);
    expect(mail?.raw).toMatch(/code: \d{6}\b/);
    expect(await t.mailbox()).toEqual([]);
  });
});
