import { SUPPORT_MESSAGE_MAX } from '@platform/domain/support-form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { telemetry } from '../../../shared/analytics/telemetry';
import { buildUser, jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { SupportFormModal } from './support-form-modal';
import { AGREEMENT_URL } from './support-form-parts';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

function Host() {
  const [open, setOpen] = useState(true);
  return open ? <SupportFormModal open={open} onOpenChange={setOpen} /> : <p>closed</p>;
}

function renderForm(user: ReturnType<typeof buildUser> | null = null) {
  return renderRoutes([{ path: '/', element: <Host /> }], { client: startedQueryClient({ user }) });
}

const sendButton = () => screen.getByRole('button', { name: t('support.form.send') });

async function fill(values: { email?: string; name?: string; message?: string }) {
  const user = userEvent.setup();
  if (values.email) await user.type(screen.getByLabelText(t('support.form.email')), values.email);
  if (values.name) await user.type(screen.getByLabelText(t('support.form.name')), values.name);
  if (values.message) {
    await user.type(screen.getByLabelText(t('support.form.message')), values.message);
  }
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('support form (spec 000 section 5)', () => {
  it('keeps Send disabled until e-mail, first name and message are all filled', async () => {
    fakeApi({});
    await renderForm();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    await fill({ email: 'anna@example.com', name: 'Anna' });
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    const user = await fill({ message: '   ' });
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(t('support.form.message')), 'Help');
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });

  it('counts the message up to 500 characters', async () => {
    fakeApi({});
    await renderForm();
    expect(screen.getByText(`0 / ${SUPPORT_MESSAGE_MAX}`)).toBeTruthy();
    const message = screen.getByLabelText(t('support.form.message'));
    expect(message.getAttribute('maxlength')).toBe(String(SUPPORT_MESSAGE_MAX));
    await fill({ message: 'Hello' });
    expect(screen.getByText(`5 / ${SUPPORT_MESSAGE_MAX}`)).toBeTruthy();
    expect(message.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('links the consent to the personal-data agreement PDF', async () => {
    fakeApi({});
    await renderForm();
    const link = screen.getByRole('link', { name: /персональных данных/ });
    expect(link.getAttribute('href')).toBe(AGREEMENT_URL);
    expect(AGREEMENT_URL).toMatch(/docs\/personal-data-agreement\.pdf$/);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('sends the anonymous question and shows the success popup', async () => {
    const api = fakeApi({
      'POST /tech-questions/anonymous': () =>
        jsonResponse({ success: true, data: { id: 1 }, errors: {} }),
    });
    await renderForm();
    const user = await fill({ email: ' Anna@Example.com ', name: ' Anna ', message: 'Help me' });
    await user.click(sendButton());
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText(t('supportForm.successTitle'))).toBeTruthy();
    expect(screen.getByText(t('supportForm.messageSent'))).toBeTruthy();
    expect(api.requests()).toEqual(['POST /tech-questions/anonymous']);
    expect(JSON.parse(String(api.calls[0]?.body))).toEqual({
      email: 'anna@example.com',
      name: 'Anna',
      message: 'Help me',
    });
    await user.click(screen.getByRole('button', { name: t('common.actions.ok') }));
    expect(await screen.findByText('closed')).toBeTruthy();
  });

  it('disables Send while the message is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    fakeApi({
      'POST /tech-questions/anonymous': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await renderForm();
    const user = await fill({ email: 'anna@example.com', name: 'Anna', message: 'Help' });
    await user.click(sendButton());
    const sending = await screen.findByRole('button', { name: t('support.form.sending') });
    expect(sending.hasAttribute('disabled')).toBe(true);
    answer(jsonResponse({ success: true, data: { id: 1 }, errors: {} }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });

  it('shows the errorTryLoadData text on failure, and logs and reports the error', async () => {
    const report = vi.spyOn(telemetry, 'reportError');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'POST /tech-questions/anonymous': () =>
        jsonResponse({ success: false, message: 'Too many' }, { status: 429 }),
    });
    await renderForm();
    const user = await fill({ email: 'anna@example.com', name: 'Anna', message: 'Help' });
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(t('support.form.errorTryLoadData'));
    expect(report).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('checks the e-mail before sending', async () => {
    const api = fakeApi({});
    await renderForm();
    const user = await fill({ email: 'anna@', name: 'Anna', message: 'Help' });
    await user.click(sendButton());
    expect(await screen.findByText(t('supportForm.errors.emailInvalid'))).toBeTruthy();
    expect(api.requests()).toEqual([]);
  });

  it('fills in the e-mail and name of a signed-in user', async () => {
    fakeApi({});
    await renderForm(buildUser({ email: 'boris@example.com', name: 'Boris' }));
    await waitFor(() =>
      expect((screen.getByLabelText(t('support.form.email')) as HTMLInputElement).value).toBe(
        'boris@example.com',
      ),
    );
    expect((screen.getByLabelText(t('support.form.name')) as HTMLInputElement).value).toBe('Boris');
  });
});
