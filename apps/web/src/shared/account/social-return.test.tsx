import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../test/render';
import { type SocialSuccess, useSocialReturn } from './social-return';

function Probe({
  action,
  onSuccess,
}: {
  action: 'login' | 'link';
  onSuccess?: (success: SocialSuccess) => void;
}) {
  const { result, dismiss } = useSocialReturn(action, onSuccess);
  return (
    <button type="button" onClick={dismiss}>
      {JSON.stringify(result)}
    </button>
  );
}

async function open(path: string, action: 'login' | 'link', onSuccess = vi.fn()) {
  const view = await renderInRouter(
    <StrictMode>
      <Probe action={action} onSuccess={onSuccess} />
    </StrictMode>,
    { path },
  );
  return { ...view, result: () => JSON.parse(screen.getByRole('button').textContent ?? '') };
}

describe('useSocialReturn', () => {
  it('answers a success once and clears only the return parameters', async () => {
    const onSuccess = vi.fn();
    const { result, router } = await open(
      '/settings?tab=2&action=login&status=success&method=google&token=abc',
      'login',
      onSuccess,
    );
    expect(result()).toEqual({ status: 'success', method: 'google', token: 'abc' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ token: 'abc' }));
  });

  it('leaves another action’s return alone', async () => {
    const onSuccess = vi.fn();
    const { result, router } = await open(
      '/?action=login&status=success&token=abc',
      'link',
      onSuccess,
    );
    expect(result()).toBeNull();
    expect(router.state.location.search).toBe('?action=login&status=success&token=abc');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('reads an unknown provider as none', async () => {
    const { result } = await open('/?action=link&status=success&method=myspace', 'link');
    expect(result()).toEqual({ status: 'success', method: null, token: null });
  });

  it('takes a sign-in success without its token for a failure', async () => {
    const onSuccess = vi.fn();
    const { result } = await open('/?action=login&status=success', 'login', onSuccess);
    expect(result()).toEqual({
      status: 'fail',
      failure: i18next.t('externalAuth.errors.unknown_error'),
    });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('answers the code’s own text over the server’s, which covers unknown codes', async () => {
    const known = await open(
      '/?action=link&status=fail&errorCode=link_social_id_already_taken&errorMessage=server',
      'link',
    );
    expect(known.result()).toEqual({
      status: 'fail',
      failure: i18next.t('externalAuth.errors.link_social_id_already_taken'),
    });
    known.unmount();
    const unknown = await open(
      '/?action=link&status=fail&errorCode=new_code&errorMessage=server',
      'link',
    );
    expect(unknown.result()).toEqual({ status: 'fail', failure: 'server' });
  });

  it('forgets the outcome once dismissed', async () => {
    const { result } = await open('/?action=link&status=fail', 'link');
    await userEvent.setup().click(screen.getByRole('button'));
    expect(result()).toBeNull();
  });
});
