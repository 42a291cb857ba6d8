import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import { buildUser, jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { CheckoutReturnScreen } from './checkout-return-screen';
import { PaymentMethodsScreen } from './payment-methods-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const visa = { id: 5, brand: 'visa', last4: '4242', expiry_month: 3, expiry_year: 2029 };
const mir = { id: 6, brand: 'mir', last4: '0259', expiry_month: 12, expiry_year: 2030 };
const cards = (data: unknown[]) => () => jsonResponse({ message: 'ok', data, errors: {} });

async function renderAt(path: string) {
  return renderRoutes(
    [
      { path: paths.paymentMethods.pattern, element: <PaymentMethodsScreen /> },
      { path: paths.checkoutReturn.pattern, element: <CheckoutReturnScreen /> },
    ],
    { path, client: startedQueryClient({ user: buildUser() }) },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/user/settings/user-payment-methods', () => {
  it('lists brand, last four and expiry; deletes a card only after the confirmation', async () => {
    const api = fakeApi({
      'GET /user-payment-method': cards([visa, mir]),
      'DELETE /user-payment-method/5': () => new Response(null, { status: 204 }),
    });
    await renderAt('/user/settings/user-payment-methods');
    const visaName = t('checkout.cards.card', { brand: 'Visa', last4: '4242' });
    expect(await screen.findByText(visaName)).toBeTruthy();
    expect(screen.getByText(t('checkout.cards.expiry', { month: '03', year: 2029 }))).toBeTruthy();

    const remove = screen.getByRole('button', {
      name: t('checkout.cards.deleteOne', { card: visaName }),
    });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', {
      name: t('checkout.cards.confirmTitle'),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.actions.cancel') }));
    expect(api.requests()).not.toContain('DELETE /user-payment-method/5');

    await userEvent.click(remove);
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: t('checkout.cards.delete') }));
    await vi.waitFor(() => expect(screen.queryByText(visaName)).toBeNull());
    expect(api.requests()).toContain('DELETE /user-payment-method/5');
    expect(
      screen.getByText(t('checkout.cards.card', { brand: 'Мир', last4: '0259' })),
    ).toBeTruthy();
  });

  it("says 'Something went wrong' when the cards do not load, and says so when there are none", async () => {
    fakeApi({ 'GET /user-payment-method': () => jsonResponse({}, { status: 500 }) });
    await renderAt('/user/settings/user-payment-methods');
    expect((await screen.findByRole('alert')).textContent).toBe('Что-то пошло не так');
    vi.unstubAllGlobals();
    fakeApi({ 'GET /user-payment-method': cards([]) });
    await userEvent.click(screen.getByRole('button', { name: t('common.actions.retry') }));
    expect(await screen.findByText(t('checkout.cards.empty'))).toBeTruthy();
  });
});

describe('/checkout/return/{orderId}', () => {
  const order = (status: string, purchaseError: string | null) => ({
    id: 9,
    status,
    amount: 2990,
    currency: 'RUB',
    items: [{ title: 'Курс', amount: 2990 }],
    created_at: 1,
    purchase_error: purchaseError,
    refundable_until: null,
  });

  it('shows a declined payment with its purchase error text', async () => {
    fakeApi({ 'POST /order/9': () => jsonResponse(order('cancelled', 'ERR_PAYMENT_NOT_ALLOWED')) });
    await renderAt('/checkout/return/9');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('checkout.result.declined'));
    expect(alert.textContent).toContain(t('checkout.purchaseErrors.ERR_PAYMENT_NOT_ALLOWED'));
  });

  it("says 'Something went wrong' when the order does not load", async () => {
    fakeApi({
      'POST /order/9': () => jsonResponse({ message: 'Internal error' }, { status: 500 }),
    });
    await renderAt('/checkout/return/9');
    expect((await screen.findByRole('alert')).textContent).toBe('Что-то пошло не так');
    expect(screen.getByRole('button', { name: t('common.actions.retry') })).toBeTruthy();
  });

  it('shows a paid order', async () => {
    fakeApi({ 'POST /order/9': () => jsonResponse(order('paid', null)) });
    await renderAt('/checkout/return/9');
    expect(await screen.findByText(t('checkout.result.paid'))).toBeTruthy();
  });
});
