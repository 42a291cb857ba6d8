import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';

const require = createRequire(import.meta.url);

interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

/** A port free at this moment (web-push-testing needs the number before it listens: it writes
 * it into the endpoints it hands out). */
async function freePort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A local Web Push service (the `web-push-testing` package, in process): it hands out
 * subscriptions, checks each push's VAPID signature, decrypts it and keeps the text. */
export async function startPushService() {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js');
  const WebPushTestingServer = require('web-push-testing/src/server.js');
  const port = await freePort();
  const service = new WebPushTestingServer(new PushApiModel(), port);
  const log = console.log;
  console.log = () => {};
  service.startServer();
  console.log = log;
  const base = `http://localhost:${port}`;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.text();
  };
  return {
    base,
    /** A browser's subscription for the server's VAPID public key. */
    async subscribe(applicationServerKey: string): Promise<TestSubscription> {
      const text = await post('/subscribe', { applicationServerKey });
      return (JSON.parse(text) as { data: TestSubscription }).data;
    },
    /** The decrypted payloads the subscription received. */
    async received(clientHash: string): Promise<unknown[]> {
      const text = await post('/get-notifications', { clientHash });
      const { messages } = (JSON.parse(text) as { data: { messages: string[] } }).data;
      return messages.map((message) => JSON.parse(message));
    },
    /** The browser unsubscribed: pushes to it answer 410. */
    expire: (clientHash: string) => post(`/expire-subscription/${clientHash}`, {}),
    close: () => new Promise<void>((resolve) => (service._server as Server).close(() => resolve())),
  };
}
