import { type Config, publicUrl } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox-provider';
import { createYooKassaProvider } from './yookassa-provider';

/** The route our providers post their webhooks to. */
export const webhookPath = (provider: string) => `/payments/webhooks/${provider}`;

/** The configured provider: YooKassa when PAYMENT_PROVIDER says so, else the sandbox, whose
 * checkout page is the web app's /checkout/sandbox/{id}. */
export function createPaymentProvider(config: Config, db: Database, clock: Clock): PaymentProvider {
  const base = publicUrl(config);
  if (config.PAYMENT_PROVIDER === 'yookassa') {
    return createYooKassaProvider({
      apiUrl: config.YOOKASSA_API_URL,
      shopId: config.YOOKASSA_SHOP_ID ?? '',
      secretKey: config.YOOKASSA_SECRET_KEY ?? '',
      webhookSenders: config.YOOKASSA_WEBHOOK_IPS,
    });
  }
  return createSandboxProvider({
    db,
    now: () => clock.now(),
    secret: config.PAYMENTS_SANDBOX_SECRET,
    pageUrl: (id) => `${base}/checkout/sandbox/${id}`,
    webhookUrl: () => `${base}${webhookPath('sandbox')}`,
  });
}
