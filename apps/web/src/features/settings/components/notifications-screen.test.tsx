import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../../../shared/session/current-user';
import { buildUser, jsonResponse } from '../../../test/factories';
import { fakeApi, formFields } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { NotificationsScreen } from './notifications-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

async function renderScreen(disabled: 0 | 1) {
  const user = buildUser({ disable_notification: disabled });
  const view = await renderRoutes([{ path: '/', element: <NotificationsScreen /> }], {
    client: startedQueryClient({ user }),
  });
  return { ...view, user };
}

// The switch's name is its label followed by its description.
const toggle = () =>
  screen.getByRole('switch', { name: new RegExp(`^${t('settings.notifications.receive')}`) });

/** An answer the test releases when it wants, to look at the optimistic state in between. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

afterEach(() => vi.unstubAllGlobals());

describe('notifications switch', () => {
  it('reads "receive" as the opposite of disable_notification', async () => {
    fakeApi({});
    await renderScreen(1);
    expect(toggle().getAttribute('aria-checked')).toBe('false');
  });

  it('moves at once and keeps the server’s answer', async () => {
    const pending = deferred();
    const api = fakeApi({ 'POST /user/notification': () => pending.answer });
    const { client, user } = await renderScreen(0);
    await userEvent.setup().click(toggle());
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(formFields(api.calls[0])).toEqual({ disable_notification: '1' });
    const saved = { ...user, disable_notification: 1 as const };
    pending.release(jsonResponse({ success: true, data: { user: saved }, errors: {} }));
    await waitFor(() => expect(client.getQueryData(currentUserQuery.queryKey)).toEqual(saved));
    expect(toggle().getAttribute('aria-checked')).toBe('false');
  });

  it('moves back and says so when the server refuses', async () => {
    const pending = deferred();
    fakeApi({ 'POST /user/notification': () => pending.answer });
    const { client, user } = await renderScreen(1);
    await userEvent.setup().click(toggle());
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    pending.release(
      jsonResponse({ success: false, message: 'Сервис недоступен' }, { status: 503 }),
    );
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('false'));
    expect(client.getQueryData(currentUserQuery.queryKey)).toEqual(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      t('settings.notifications.failed', { reason: 'Сервис недоступен' }),
    );
  });
});
