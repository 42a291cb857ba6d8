import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../../../shared/api/token-storage';
import { currentUserQuery, type User } from '../../../shared/session/current-user';
import {
  buildBrandConfig,
  buildDomainConfiguration,
  buildUser,
  jsonResponse,
} from '../../../test/factories';
import { errorBody, fakeApi, formFields } from '../../../test/fake-api';
import { Landing, renderRoutes, startedQueryClient } from '../../../test/render';
import { UpdateProfileScreen } from './update-profile-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const asked = (name: string) => t(`onboarding.chat.questions.${name}.message`);
const again = (name: string) => t(`onboarding.chat.questions.${name}.again`);

afterEach(() => vi.unstubAllGlobals());

/** The account API as far as the chat uses it, keeping the user it answers about. */
function accountApi(initial: User, { linked = false } = {}) {
  let user = initial;
  const answerUser = () => jsonResponse({ success: true, data: { user }, errors: {} });
  const api = fakeApi({
    'GET /user-external-auth': () => jsonResponse(linked ? [{ id: 1, source: 'google' }] : []),
    'POST /user': (call) => {
      const { name, email, birthday, status } = formFields(call);
      if (name === 'Taken')
        return jsonResponse(errorBody({ name: ['Имя занято'] }), { status: 422 });
      user = {
        ...user,
        ...(name !== undefined && { name }),
        ...(email !== undefined && { email }),
        ...(birthday !== undefined && { birthday }),
        ...(status !== undefined && { status: Math.max(user.status, Number(status)) }),
      };
      return answerUser();
    },
    'POST /user/update-password': () => {
      user = { ...user, status: Math.max(user.status, 20) };
      return jsonResponse({ success: true, data: { token: 'new-token', user }, errors: {} });
    },
    'POST /files': () =>
      jsonResponse({
        success: true,
        data: { id: 7, url: '/files/k', type: 2, mime: 'image/png', size: 1, name: 'me.png' },
        errors: {},
      }),
    'POST /user/avatar': () => {
      user = { ...user, avatar: '/files/k', avatar_file_id: 7, status: 40 };
      return answerUser();
    },
  });
  return { ...api, user: () => user };
}

async function openChat(
  user: User,
  { path = '/update-profile', providers = [] as ('google' | 'apple')[] } = {},
) {
  tokenStorage.write('old-token');
  const client = startedQueryClient({
    user,
    brand: buildBrandConfig(),
    domain: buildDomainConfiguration({ externalAuthProviders: providers }),
  });
  const view = await renderRoutes(
    [
      { path: '/update-profile', element: <UpdateProfileScreen /> },
      { path: '/home', element: <Landing name="home" /> },
    ],
    { path, client },
  );
  return { ...view, log: await screen.findByRole('log') };
}

/** Types the answer to the question being asked and sends it. */
async function reply(user: ReturnType<typeof userEvent.setup>, question: string, text: string) {
  const input = await screen.findByLabelText(question);
  await waitFor(() => expect(document.activeElement).toBe(input));
  await user.type(input, text);
  await user.click(screen.getByRole('button', { name: t('onboarding.chat.send') }));
}

/** The chat's last words, newest last. */
function lastMessages(log: HTMLElement, count: number) {
  return within(log)
    .getAllByRole('listitem')
    .slice(-count)
    .map((item) => item.textContent);
}

const bot = (text: string) => `${t('onboarding.chat.bot')}${text}`;

describe('the onboarding chat (spec 000 sections 3-5)', () => {
  it('walks a fresh account through every question to status 40, re-prompting bad answers', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = accountApi(
      buildUser({ name: null, username: null, email: null, birthday: null, status: 0 }),
    );
    const { log, client } = await openChat(api.user(), { providers: ['google'] });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(lastMessages(log, 3)).toEqual([
      bot(t('onboarding.chat.welcome.greeting')),
      bot(t('onboarding.chat.welcome.intro')),
      bot(asked('firstName')),
    ]);

    // The server refuses the name: its reason, then 'enter the name again'.
    await reply(user, asked('firstName'), 'Taken');
    expect(await within(log).findByText(again('firstName'))).toBeTruthy();
    expect(within(log).getByText('Имя занято')).toBeTruthy();
    await reply(user, asked('firstName'), ' Anna ');

    await reply(user, asked('email'), 'anna.example.com');
    expect(await within(log).findByText(again('email'))).toBeTruthy();
    expect(within(log).getByText(t('emailVerification.errors.noAt'))).toBeTruthy();
    await reply(user, asked('email'), 'Anna@Example.COM');

    await reply(user, asked('password'), 'short');
    expect(await within(log).findByText(again('password'))).toBeTruthy();
    await reply(user, asked('password'), 'long-enough');
    // Linking leaves for the provider with the session's token and comes back here.
    const link = await screen.findByRole('link', {
      name: t('onboarding.chat.linkWith', { provider: t('auth.providers.google') }),
    });
    // The password is never shown, and its new session replaces the revoked one.
    expect(within(log).queryByText('long-enough')).toBeNull();
    expect(within(log).getAllByText(t('onboarding.chat.hiddenPassword'))).toHaveLength(2);
    expect(tokenStorage.read()).toBe('new-token');
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/spa/api/v1/auth/social/google');
    expect(href.searchParams.get('token')).toBe('new-token');
    expect(href.searchParams.get('successUrl')).toBe('http://localhost:3000/update-profile');
    await waitFor(() => expect(document.activeElement).toBe(link));
    await user.click(screen.getByRole('button', { name: t('onboarding.chat.skip') }));

    await reply(user, asked('birthday'), '31021990');
    expect(await within(log).findByText(again('birthday'))).toBeTruthy();
    expect(within(log).getByText(t('validation.birthday.notExist'))).toBeTruthy();
    await reply(user, asked('birthday'), '17051990');

    const photo = await screen.findByLabelText(t('onboarding.chat.choosePhoto'));
    await user.upload(photo, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(log).findByText(again('avatarId'))).toBeTruthy();
    await user.upload(
      await screen.findByLabelText(t('onboarding.chat.choosePhoto')),
      new File(['x'], 'me.png', { type: 'image/png' }),
    );

    expect(await within(log).findByText(t('onboarding.chat.goodbye'))).toBeTruthy();
    expect(api.requests()).toEqual([
      'GET /user-external-auth',
      'POST /user',
      'POST /user',
      'POST /user',
      'POST /user/update-password',
      'POST /user',
      'POST /files',
      'POST /user/avatar',
    ]);
    expect(formFields(api.calls[3])).toEqual({ email: 'anna@example.com' });
    expect(formFields(api.calls[5])).toEqual({ birthday: '17.05.1990', status: '30' });
    expect(formFields(api.calls[7])).toEqual({ avatar_file_id: '7' });
    expect(client.getQueryData<User>(currentUserQuery.queryKey)).toMatchObject({
      name: 'Anna',
      email: 'anna@example.com',
      birthday: '17.05.1990',
      status: 40,
    });

    const start = screen.getByRole('button', { name: t('onboarding.chat.start') });
    await waitFor(() => expect(document.activeElement).toBe(start));
    await user.click(start);
    expect((await screen.findByTestId('landing')).textContent).toBe('home');
  });

  it('asks a new e-mail account only what sign-up did not, and skipping moves the status on', async () => {
    const user = userEvent.setup();
    const api = accountApi(buildUser({ name: null, username: 'Anna', birthday: null, status: 20 }));
    const { log } = await openChat(api.user());
    expect(within(log).queryByText(asked('firstName'))).toBeNull();
    expect(within(log).queryByText(asked('email'))).toBeNull();
    expect(within(log).queryByText(asked('password'))).toBeNull();

    await screen.findByLabelText(asked('birthday'));
    await user.click(screen.getByRole('button', { name: t('onboarding.chat.skip') }));
    await screen.findByLabelText(t('onboarding.chat.choosePhoto'));
    await user.click(screen.getByRole('button', { name: t('onboarding.chat.skip') }));

    expect(await within(log).findByText(t('onboarding.chat.goodbye'))).toBeTruthy();
    expect(api.calls.map(formFields)).toEqual([{ status: '30' }, { status: '40' }]);
    expect(api.user().status).toBe(40);
  });

  it('re-prompts a failed social link on the way back, and clears the return query', async () => {
    const api = accountApi(buildUser({ birthday: null, avatar: null, status: 20 }));
    const { log, router } = await openChat(api.user(), {
      path: '/update-profile?action=link&status=fail&method=google&errorCode=link_social_id_already_taken&errorMessage=x',
      providers: ['google'],
    });
    expect(lastMessages(log, 3)).toEqual([
      bot(asked('socials')),
      bot(t('externalAuth.errors.link_social_id_already_taken')),
      bot(again('socials')),
    ]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('goes on after a successful link: the linked account answers the question', async () => {
    const api = accountApi(buildUser({ birthday: null, avatar: null, status: 20 }), {
      linked: true,
    });
    const { log } = await openChat(api.user(), {
      path: '/update-profile?action=link&status=success&method=google',
      providers: ['google'],
    });
    expect(within(log).queryByText(asked('socials'))).toBeNull();
    expect(lastMessages(log, 1)).toEqual([bot(asked('birthday'))]);
  });

  it('uses the brand’s own questions and messages', async () => {
    const user = userEvent.setup();
    accountApi(buildUser());
    tokenStorage.write('token');
    const brand = buildBrandConfig({
      userInfoChat: {
        welcomeMessages: ['Привет от школы!'],
        goodbyeMessages: ['Всё готово.'],
        questions: [
          { name: 'firstName', type: 'text', required: true, message: 'Имя?', again: 'Ещё раз' },
        ],
      },
    });
    await renderRoutes([{ path: '/', element: <UpdateProfileScreen /> }], {
      client: startedQueryClient({ user: buildUser({ name: null, username: null }), brand }),
    });
    const log = screen.getByRole('log');
    expect(lastMessages(log, 2)).toEqual([bot('Привет от школы!'), bot('Имя?')]);
    expect(screen.queryByRole('button', { name: t('onboarding.chat.skip') })).toBeNull();
    await user.type(screen.getByLabelText('Имя?'), 'Anna{Enter}');
    expect(await within(log).findByText('Всё готово.')).toBeTruthy();
  });
});
