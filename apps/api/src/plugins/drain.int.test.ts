import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers/test-app';

describe('closing the app with a request in flight', () => {
  const agent = new Agent({ keepAlive: true });
  afterAll(() => agent.destroy());

  it('answers the request, then closes its kept-alive connection instead of waiting 72 s', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ unknown_field: 'x'.repeat(40) });
    // The headers and half the body are sent: the request is in flight when the app closes.
    const answered = new Promise<number>((resolve, reject) => {
      const call = request(
        {
          agent,
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/spa/api/v1/auth/login',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      call.on('error', reject);
      call.write(body.slice(0, 10));
      setTimeout(() => call.end(body.slice(10)), 300);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const closed = t.close();
    expect(await answered).toBe(422);
    await closed;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
