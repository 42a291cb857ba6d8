import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebPushSender, generateVapidKeys } from './push';

/** A push service that resets the connection of the first `resets` requests, then accepts. */
async function flakyPushService(resets: number) {
  let seen = 0;
  const server: Server = createServer((request, response) => {
    seen++;
    if (seen <= resets) {
      request.socket.destroy();
      return;
    }
    request.resume();
    request.on('end', () => response.writeHead(201).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, endpoint: `http://127.0.0.1:${port}/push/1`, requests: () => seen };
}

// A browser's subscription keys (P-256 point and auth secret) as web-push expects them.
const browser = {
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('the Web Push sender', () => {
  let service: Awaited<ReturnType<typeof flakyPushService>> | undefined;
  afterEach(
    () =>
      new Promise<void>((resolve) => (service ? service.server.close(() => resolve()) : resolve())),
  );

  it('tries once more on a connection reset, and the second try is sent', async () => {
    service = await flakyPushService(1);
    const sender = createWebPushSender(generateVapidKeys(), 'mailto:test@example.com');
    await expect(sender.send({ endpoint: service.endpoint, ...browser }, 'hello')).resolves.toBe(
      'sent',
    );
    expect(service.requests()).toBe(2);
  });

  it('fails when the second try is reset too, so the job retries later', async () => {
    service = await flakyPushService(2);
    const sender = createWebPushSender(generateVapidKeys(), 'mailto:test@example.com');
    await expect(
      sender.send({ endpoint: service.endpoint, ...browser }, 'hello'),
    ).rejects.toThrow();
    expect(service.requests()).toBe(2);
  });
});
