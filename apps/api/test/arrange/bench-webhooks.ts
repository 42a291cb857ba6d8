import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/users';
import { checkoutService } from '../../src/modules/payments/checkout';
import {
  COURSE_ACCESS_KIND,
  courseAccessPayload,
} from '../../src/modules/payments/course-access.kind';
import { money } from '../../src/modules/payments/money';
import { createSandboxProvider } from '../../src/modules/payments/sandbox-provider';
import { buildCourse, buildStream } from '../factories/learning';
import { buildUser } from '../factories/users';
import { withSeededContext } from './seeded-context';

/** Payments prepared; BENCH_WEBHOOKS overrides. */
const COUNT = Number(process.env.BENCH_WEBHOOKS ?? 2000);
/** Nothing listens there: the sandbox's own delivery fails at once and is not retried. */
const NOWHERE = 'http://127.0.0.1:9/';

/**
 * The benchmark's first webhook deliveries: BENCH_WEBHOOKS (2000) orders of a learner of the demo
 * brand (not the demo learner, whose streams other figures list), each buying a month of its own
 * stopped stream, paid at the sandbox provider (under the
 * server's PAYMENTS_SANDBOX_SECRET) but not applied, since the sandbox's delivery went nowhere.
 * Each payment's webhook, delivered once by scripts/bench.mjs, verifies, re-reads the payment,
 * stores the event, marks the order paid and opens the stream.
 * Prints `webhook-payments <count>`, then one sandbox payment id a line.
 * Usage: PAYMENTS_SANDBOX_SECRET=… tsx apps/api/test/arrange/bench-webhooks.ts
 */
await withSeededContext(async (ctx) => {
  const secret = ctx.config.PAYMENTS_SANDBOX_SECRET;
  if (!secret) throw new Error('PAYMENTS_SANDBOX_SECRET must be set (the server signs with it)');
  const [demo] = await ctx.db.select().from(users).where(eq(users.email, 'demo@example.com'));
  if (!demo) throw new Error('the demo learner is not seeded');
  const { user: learner } = await buildUser(ctx, { brandId: demo.brandId });
  const sandbox = createSandboxProvider({
    db: ctx.db,
    now: () => ctx.clock.now(),
    secret,
    pageUrl: (id) => id,
    webhookUrl: () => NOWHERE,
    retryDelays: [],
  });
  const checkout = checkoutService({ ...ctx, payments: sandbox });
  const { course } = await buildCourse(ctx, { stages: 1, daysPerStage: 1 });
  const ids: string[] = [];
  for (let index = 0; index < COUNT; index += 1) {
    const stream = await buildStream(ctx, learner.id, course.id, { isOptionalPurchase: true });
    const started = await checkout.start({
      userId: learner.id,
      kind: COURSE_ACCESS_KIND,
      payload: courseAccessPayload(stream.id),
      items: [{ title: 'Benchmark course', price: money(299_000, 'RUB') }],
      idempotencyKey: `bench-webhook:${stream.id}`,
    });
    // The sandbox's page address is the payment's id here (pageUrl above).
    const paymentId = started.confirmationUrl;
    if (!paymentId) throw new Error(`order ${started.order.id} asks for no payment`);
    const paid = await sandbox.pay(paymentId, 'succeeds');
    if (paid.status !== 'succeeded') throw new Error(`payment ${paymentId} is ${paid.status}`);
    ids.push(paymentId);
  }
  await sandbox.settle();
  console.log(`webhook-payments ${ids.length}\n${ids.join('\n')}`);
});
