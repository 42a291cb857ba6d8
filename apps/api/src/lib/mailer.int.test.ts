import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

interface Received {
  to: string[];
  /** The message as sent, quoted-printable soft breaks and escapes undone (English text). */
  raw: string;
}

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { received, url: `smtp://127.0.0.1:${port}`, close };
}

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
