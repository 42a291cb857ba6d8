import { createServer } from 'node:net';
import type { SandboxProvider } from '../../src/modules/payments/sandbox-provider';
import { createTestApp, type TestApp } from './test-app';

export const SANDBOX_SECRET = 'sandbox-secret-of-the-tests-0123456789';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The test app listening on a free port that is also its public URL, so the sandbox provider
 * posts its webhooks to the app over HTTP as a real provider does. */
export async function listeningPaymentsApp(
  env: Record<string, string> = {},
): Promise<TestApp & { sandbox: SandboxProvider; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({
    PUBLIC_URL: baseUrl,
    PORT: String(port),
    PAYMENTS_SANDBOX_SECRET: SANDBOX_SECRET,
    ...env,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  const sandbox = t.ctx.payments as SandboxProvider;
  return {
    ...t,
    sandbox,
    baseUrl,
    // The webhooks the provider is still sending arrive before the app stops.
    async close() {
      await sandbox.settle();
      await t.close();
    },
  };
}
