import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrder } from '../../../test/factories/orders';
import { buildUser } from '../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { toSeconds } from '../../lib/clock';

describe('POST /spa/api/v1/order/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the owner its order in client shape, with the token in the query', async () => {
    const { user, token } = await buildUser(t.ctx);
    const order = await buildOrder(t.ctx, user.id);
    const response = await t.app.inject({
      method: 'POST',
      url: `/spa/api/v1/order/${order.id}?token=${token}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: order.id,
      status: 'paid',
      amount: 2990,
      currency: 'RUB',
      items: [{ title: 'Monthly subscription', amount: 2990 }],
      created_at: toSeconds(order.createdAt),
      purchase_error: null,
      refundable_until: null,
    });
  });

  it('accepts the bearer header too and changes nothing', async () => {
    const { user, auth } = await buildUser(t.ctx);
    const order = await buildOrder(t.ctx, user.id, { status: 'new' });
    const call = () =>
      t.app.inject({ method: 'POST', url: `/spa/api/v1/order/${order.id}`, headers: auth });
    expect((await call()).json().status).toBe('new');
    expect((await call()).json().status).toBe('new');
  });

  it("someone else's order and a missing order are 404", async () => {
    const owner = await buildUser(t.ctx);
    const order = await buildOrder(t.ctx, owner.user.id);
    const { auth } = await buildUser(t.ctx);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/spa/api/v1/order/${order.id}`,
      headers: auth,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, code: 'not_found' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/order/999999',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('no token, a wrong token or a malformed id are refused', async () => {
    const { user, auth } = await buildUser(t.ctx);
    const order = await buildOrder(t.ctx, user.id);
    const url = `/spa/api/v1/order/${order.id}`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'POST', url: `${url}?token=wrong` });
    expect(wrong.statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/order/abc',
      headers: auth,
    });
    expect(malformed.statusCode).toBe(422);
  });
});
