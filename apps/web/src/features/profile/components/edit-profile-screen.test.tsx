import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/language';
import { currentUserQuery, type User } from '../../../shared/session/current-user';
import { buildUser, jsonResponse } from '../../../test/factories';
import { errorBody, fakeApi, formFields } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { EditProfileScreen } from './edit-profile-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const field = (key: string) => screen.getByLabelText(t(`profile.edit.${key}`));
const save = () => screen.getByRole('button', { name: t('profile.edit.submit') });

function renderScreen(user: User = buildUser()) {
  return renderRoutes([{ path: '/user/edit', element: <EditProfileScreen /> }], {
    path: '/user/edit',
    client: startedQueryClient({ user }),
  });
}

const userAnswer = (user: User) => jsonResponse({ success: true, data: { user }, errors: {} });

afterEach(() => vi.unstubAllGlobals());

describe('edit profile: the domain rules (spec section 5)', () => {
  it('shows the instagram, birthday and phone errors and does not call the server', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    await renderScreen();
    await user.type(field('instagram'), 'anna..k');
    await user.type(field('birthday'), '31022001');
    await user.type(field('phone'), '8900');
    await user.click(save());
    expect(await screen.findByText(t('validation.instagram.doubleDot'))).toBeTruthy();
    expect(screen.getByText(t('dateField.notExist'))).toBeTruthy();
    expect(screen.getByText(t('phone.invalidFormat'))).toBeTruthy();
    expect(field('phone').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('rejects the sample instagram name and non-English letters', async () => {
    fakeApi({});
    const user = userEvent.setup();
    await renderScreen();
    await user.type(field('instagram'), 'Your_Instagram');
    await user.click(save());
    expect(await screen.findByText(t('validation.instagram.sample'))).toBeTruthy();
    await user.clear(field('instagram'));
    await user.type(field('instagram'), 'анна');
    expect(await screen.findByText(t('validation.instagram.onlyEnglish'))).toBeTruthy();
  });

  it('requires the first name and a valid e-mail', async () => {
    fakeApi({});
    const user = userEvent.setup();
    await renderScreen();
    await user.clear(field('firstName'));
    await user.clear(field('email'));
    await user.type(field('email'), 'anna@');
    await user.click(save());
    expect(await screen.findByText(t('validation.required'))).toBeTruthy();
    expect(screen.getByText(t('emailVerification.errors.atEdge'))).toBeTruthy();
  });

  it('masks the birthday as DD.MM.YYYY and counts instagram characters up to 30', async () => {
    fakeApi({});
    const user = userEvent.setup();
    await renderScreen();
    await user.type(field('birthday'), '3112a1990');
    expect((field('birthday') as HTMLInputElement).value).toBe('31.12.1990');
    expect(field('instagram').getAttribute('maxlength')).toBe('30');
    await user.type(field('instagram'), 'anna_k');
    expect(screen.getByText('6 / 30')).toBeTruthy();
  });
});

describe('edit profile: the birthday in the interface language', () => {
  it('says a date is unfinished in the format of the language', async () => {
    fakeApi({});
    const user = userEvent.setup();
    await renderScreen();
    await user.type(field('birthday'), '3112');
    await user.click(save());
    expect(await screen.findByText('Введите дату в формате ДД.ММ.ГГГГ')).toBeTruthy();
  });

  it('shows and takes the birthday as MM/DD/YYYY in English, and sends DD.MM.YYYY', async () => {
    const before = buildUser({ birthday: '31.12.1990' });
    const api = fakeApi({ 'POST /user': () => userAnswer({ ...before, birthday: '01.02.1990' }) });
    const user = userEvent.setup();
    await renderScreen(before);
    await act(() => activateLanguage('en'));
    const birthday = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(birthday.value).toBe('12/31/1990');
    expect(birthday.placeholder).toBe('MM/DD/YYYY');
    await user.clear(birthday);
    await user.type(birthday, '13011990');
    await user.click(save());
    expect(await screen.findByText('This date does not exist')).toBeTruthy();
    await user.clear(birthday);
    await user.type(birthday, '02011990');
    expect(birthday.value).toBe('02/01/1990');
    await user.click(save());
    expect(await screen.findByText(t('profile.edit.saved'))).toBeTruthy();
    expect(formFields(api.calls[0])).toMatchObject({ birthday: '01.02.1990' });
    expect(birthday.value).toBe('02/01/1990');
  });

  it('holds the typed day to the birthday rule (not in the future)', async () => {
    fakeApi({});
    const user = userEvent.setup();
    await renderScreen();
    await user.type(field('birthday'), '01013000');
    await user.click(save());
    expect(await screen.findByText(t('validation.birthday.inFuture'))).toBeTruthy();
  });
});

describe('edit profile: saving (multipart POST /user)', () => {
  it('sends every field, keeps the answer as the user and says it is saved', async () => {
    const before = buildUser({ name: 'Anna', gender: null });
    const after = { ...before, city: 'Kazan', gender: 'F' as const, instagram_id: 'anna_k' };
    const api = fakeApi({ 'POST /user': () => userAnswer(after) });
    const user = userEvent.setup();
    const { client } = await renderScreen(before);
    await user.type(field('city'), ' Kazan ');
    await user.click(screen.getByLabelText(t('profile.edit.genderFemale')));
    await user.type(field('instagram'), '@Anna_K');
    await user.type(field('birthday'), '01021990');
    await user.click(save());
    expect(await screen.findByText(t('profile.edit.saved'))).toBeTruthy();
    expect(formFields(api.calls[0])).toEqual({
      name: 'Anna',
      last_name: 'Ivanova',
      email: before.email,
      city: 'Kazan',
      gender: 'F',
      phone: '',
      birthday: '01.02.1990',
      instagram_id: 'anna_k',
    });
    expect(client.getQueryData(currentUserQuery.queryKey)).toEqual(after);
    expect((field('instagram') as HTMLInputElement).value).toBe('anna_k');
  });

  it('shows the server’s messages under their fields', async () => {
    fakeApi({
      'POST /user': () =>
        jsonResponse(errorBody({ email: ['Этот адрес уже занят', 'Второе'] }), { status: 422 }),
    });
    const user = userEvent.setup();
    await renderScreen();
    await user.click(save());
    expect(await screen.findByText('Этот адрес уже занят, Второе')).toBeTruthy();
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "Failed to update user profile" when the server names no field', async () => {
    fakeApi({ 'POST /user': () => jsonResponse({ success: false }, { status: 500 }) });
    const user = userEvent.setup();
    await renderScreen();
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(t('profile.edit.failed'));
  });
});

describe('edit profile: avatar', () => {
  const photo = () =>
    new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
  const input = () => screen.getByLabelText(t('profile.avatar.change')) as HTMLInputElement;

  it('uploads the photo, then makes it the avatar', async () => {
    const after = buildUser({ avatar: '/files/new.jpg', avatar_file_id: 9 });
    const api = fakeApi({
      'POST /files': () =>
        jsonResponse({
          success: true,
          data: {
            id: 9,
            url: '/files/new.jpg',
            type: 2,
            mime: 'image/jpeg',
            size: 3,
            name: 'me.jpg',
          },
          errors: {},
        }),
      'POST /user/avatar': () => userAnswer(after),
    });
    const user = userEvent.setup();
    await renderScreen();
    await user.upload(input(), photo());
    await waitFor(() =>
      expect(screen.getByRole('img', { name: t('profile.avatar.alt') }).getAttribute('src')).toBe(
        '/files/new.jpg',
      ),
    );
    expect(api.requests()).toEqual(['POST /files', 'POST /user/avatar']);
    expect(formFields(api.calls[0])).toEqual({ file: 'me.jpg' });
    expect(formFields(api.calls[1])).toEqual({ avatar_file_id: '9' });
    expect(screen.getByText(t('profile.avatar.uploaded'))).toBeTruthy();
  });

  it('shows why the server refused the file', async () => {
    const api = fakeApi({
      'POST /files': () =>
        jsonResponse(errorBody({ file: ['Можно загрузить только фото, видео, аудио или PDF'] }), {
          status: 422,
        }),
    });
    const user = userEvent.setup();
    await renderScreen();
    await user.upload(input(), photo());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Можно загрузить только фото, видео, аудио или PDF',
    );
    expect(api.requests()).toEqual(['POST /files']);
  });
});
