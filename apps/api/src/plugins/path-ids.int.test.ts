import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories/users';
import { suiteApp } from '../../test/helpers/suite-app';

/** Spec section 5 of learning and commerce: a required id answers its invalid-parameter text
 * ('Id must be set'), whatever is wrong with it — the commerce routes' `{id}` included. */
describe('ids in the path of the commerce routes', () => {
  const t = suiteApp();

  it.each([
    ['GET', '/payment-subscriptions/abc'],
    ['GET', '/payment-subscriptions/0'],
    ['GET', '/installment/1.5'],
    ['GET', '/installment/0'],
    ['POST', '/order/-1'],
  ] as const)('%s %s answers 422 "Id must be set"', async (method, path) => {
    const { auth } = await buildUser(t.ctx);
    const response = await t.call(method, `${path}?lang=en`, auth);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ id: ['Id must be set'] });
  });

  it('a number that must be above a bound says so, not "at least" the bound it may not be', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/tech-questions/anonymous?lang=en',
      payload: {
        email: 'guest@example.com',
        name: 'Guest',
        message: 'Help',
        support_category_id: 0,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ support_category_id: ['More than 0'] });
  });
});
