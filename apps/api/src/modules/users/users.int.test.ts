import { describe, expect, it } from 'vitest';
import { buildExternalAuth } from '../../../test/factories/external-auths';
import { atFileUrlWindowStart, buildFile, signedFileUrl } from '../../../test/factories/files';
import { buildUser } from '../../../test/factories/users';
import { multipartForm } from '../../../test/helpers/multipart';
import { suiteApp } from '../../../test/helpers/suite-app';
import { sessionsRepository } from '../auth/sessions.repository';

describe('the signed-in account: GET/POST /user, notification, avatar, update-user', () => {
  const t = suiteApp();
  const { call } = t;

  describe('GET /user', () => {
    it('answers the plain user, stats only when expanded (default 0), in one query', async () => {
      const { user, auth } = await buildUser(t.ctx, { scoresAmount: 250 });
      t.queries.length = 0;
      const plain = await call('GET', '/user', auth);
      expect(t.queries).toHaveLength(1);
      expect(plain.statusCode).toBe(200);
      const body = plain.json();
      expect(body).toMatchObject({
        id: user.id,
        email: user.email,
        name: 'Anna',
        last_name: 'Ivanova',
        avatar: null,
        disable_notification: 0,
        language_code: 'ru-RU',
        status: 40,
        requirePhoneValidate: false,
      });
      expect(body).not.toHaveProperty('success');
      expect(body).not.toHaveProperty('scores_amount');
      expect(body.created_at).toBe(Math.floor(user.createdAt.getTime() / 1000));

      const stats = await call(
        'GET',
        '/user?expand=scores_amount,viewed_hours,completed_courses,completed_tasks,viewed_lessons,referral_orders,cashback,discount_for_referral,link_jumps,unknown',
        auth,
      );
      expect(stats.json()).toMatchObject({
        scores_amount: 250,
        viewed_hours: 0,
        completed_courses: 0,
        completed_tasks: 0,
        viewed_lessons: 0,
        referral_orders: 0,
        cashback: 0,
        discount_for_referral: 0,
        link_jumps: 0,
      });
    });

    it('with an avatar and user_external_auths takes two queries', async () => {
      const { user, auth } = await buildUser(t.ctx);
      const file = await buildFile(t.ctx, user.id);
      await call('POST', '/user/avatar', auth, { avatar_file_id: file.id });
      const link = await buildExternalAuth(t.ctx, user.id, 'vkontakte');
      t.queries.length = 0;
      const response = await call('GET', '/user?expand=user_external_auths', auth);
      expect(t.queries).toHaveLength(2);
      expect(response.json()).toMatchObject({
        avatar: signedFileUrl(file.storageKey),
        avatar_file_id: file.id,
        user_external_auths: [{ id: link.id, source: 'vkontakte' }],
      });
    });

    it('answers a kept user from memory with an avatar URL of the current grant window', async () => {
      const { user, auth } = await buildUser(t.ctx);
      const file = await buildFile(t.ctx, user.id);
      await call('POST', '/user/avatar', auth, { avatar_file_id: file.id });
      atFileUrlWindowStart(t.clock);
      const first = (await call('GET', '/user', auth)).json();
      t.queries.length = 0;
      expect((await call('GET', '/user', auth)).json()).toEqual(first);
      expect(t.queries).toEqual([]);
      t.clock.advance(2 * 3600);
      const later = (await call('GET', '/user', auth)).json();
      expect(later.avatar).toEqual(signedFileUrl(file.storageKey));
      expect(later.avatar).not.toBe(first.avatar);
      expect({ ...later, avatar: first.avatar }).toEqual(first);
    });

    it('401 without a token, with one only in the query, and with a revoked one', async () => {
      const { user, token, auth } = await buildUser(t.ctx);
      expect((await call('GET', '/user', auth)).statusCode).toBe(200);
      const missing = await call('GET', '/user?lang=en', {});
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toMatchObject({ success: false, message: 'Please sign in' });
      expect((await call('GET', `/user?token=${token}`, {})).statusCode).toBe(401);
      await sessionsRepository(t.ctx.db).revokeAllOf(user.id, t.clock.now());
      expect((await call('GET', '/user', auth)).statusCode).toBe(401);
      expect((await call('GET', '/user', { authorization: 'Bearer not-a-token' })).statusCode).toBe(
        401,
      );
    });
  });

  describe('POST /user', () => {
    it('saves every profile field from a multipart form and answers {success, data: {user}}', async () => {
      const { auth } = await buildUser(t.ctx);
      const response = await call(
        'POST',
        '/user',
        auth,
        multipartForm({
          name: ' Maria ',
          last_name: 'Lopez',
          username: 'maria',
          city: 'Madrid',
          gender: 'F',
          phone: '+34 (600) 123-456',
          birthday: '29.02.1996',
          instagram_id: '@Maria.Lopez',
          disable_notification: '1',
          timezone: 'Europe/Madrid',
          language_code: 'es-ES',
        }),
      );
      expect(response.statusCode).toBe(200);
      const expected = {
        name: 'Maria',
        last_name: 'Lopez',
        username: 'maria',
        city: 'Madrid',
        gender: 'F',
        phone: '+34600123456',
        phoneValidated: false,
        birthday: '29.02.1996',
        instagram_id: 'maria.lopez',
        disable_notification: 1,
        timezone: 'Europe/Madrid',
        language_code: 'es-ES',
      };
      expect(response.json()).toMatchObject({
        success: true,
        errors: {},
        data: { user: expected },
      });
      expect((await call('GET', '/user', auth)).json()).toMatchObject(expected);
    });

    it('clears optional fields with empty values (JSON too)', async () => {
      const { auth } = await buildUser(t.ctx, {
        city: 'Paris',
        instagramId: 'someone',
        birthday: '1990-01-01',
      });
      const response = await call('POST', '/user', auth, {
        city: '',
        instagram_id: '',
        birthday: null,
        gender: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({
        city: null,
        instagram_id: null,
        birthday: null,
        gender: null,
      });
    });

    it('reports every invalid field under the name it was sent with, translated', async () => {
      const { auth } = await buildUser(t.ctx);
      const response = await call(
        'POST',
        '/user?lang=en',
        auth,
        multipartForm({
          name: 'x'.repeat(101),
          birthday: '31.02.1990',
          instagram_id: 'bad..name',
          phone: '12345',
          gender: 'X',
          language_code: 'de-DE',
          timezone: 'Mars/Olympus',
          email: 'no-at-sign',
        }),
      );
      expect(response.statusCode).toBe(422);
      const { errors } = response.json();
      expect(errors).toMatchObject({
        name: ['At most 100 characters'],
        gender: ['Invalid value'],
        language_code: ['Choose a language: ru-RU, en-US or es-ES'],
        timezone: ['Unknown time zone'],
      });
      // Contract errors come first; the domain rules then speak for their fields.
      const rules = await call('POST', '/user?lang=en', auth, {
        birthday: '31.02.1990',
        instagram_id: 'bad..name',
        phone: '12345',
        email: 'no-at-sign',
      });
      expect(rules.statusCode).toBe(422);
      expect(rules.json().errors).toEqual({
        birthday: ['This date does not exist'],
        instagram_id: ['The name cannot contain two dots in a row'],
        phone: [
          'Invalid phone number format. Enter the number in international format, e.g. +14155550123',
        ],
        email: ['The e-mail address must contain the @ symbol'],
      });
      const spanish = await call('POST', '/user?lang=es', auth, { birthday: '1990-01-01' });
      expect(spanish.json().errors.birthday).toHaveLength(1);
      expect(spanish.json().errors.birthday[0]).toMatch(/formato/i);
    });

    it('refuses unknown fields and the password (422)', async () => {
      const { auth } = await buildUser(t.ctx);
      const response = await call(
        'POST',
        '/user?lang=en',
        auth,
        multipartForm({ name: 'Ann', password: 'new-password-1', avatar_file_id: '1' }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        password: ['Unknown field'],
        avatar_file_id: ['Unknown field'],
      });
    });

    it('changes the e-mail when it is free, refuses one taken by a live account', async () => {
      const { auth } = await buildUser(t.ctx);
      const other = await buildUser(t.ctx);
      const taken = await call('POST', '/user?lang=en', auth, {
        email: other.user.email?.toUpperCase(),
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ email: ['This e-mail is already registered'] });
      const email = `new.${Date.now()}@example.com`;
      const changed = await call('POST', '/user', auth, { email: ` ${email.toUpperCase()} ` });
      expect(changed.json().data.user.email).toBe(email);
    });

    it('moves onboarding forward only: status, and birthday after the password step', async () => {
      const { auth } = await buildUser(t.ctx, { status: 20 });
      const birthday = await call('POST', '/user', auth, { birthday: '01.02.2000' });
      expect(birthday.json().data.user.status).toBe(30);
      const back = await call('POST', '/user', auth, { status: '20' });
      expect(back.json().data.user.status).toBe(30);
      const invalid = await call('POST', '/user?lang=en', auth, { status: 10 });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors).toEqual({ status: ['Invalid status'] });
      const fresh = await buildUser(t.ctx, { status: 10 });
      const early = await call('POST', '/user', fresh.auth, { birthday: '01.02.2000' });
      expect(early.json().data.user.status).toBe(10);
    });

    it('clears requiredUpdateProfile once the profile has a name and an e-mail', async () => {
      const { auth } = await buildUser(t.ctx, { firstName: null, requiredUpdateProfile: true });
      const city = await call('POST', '/user', auth, { city: 'Lima' });
      expect(city.json().data.user.requiredUpdateProfile).toBe(true);
      const named = await call('POST', '/user', auth, { name: 'Rosa' });
      expect(named.json().data.user.requiredUpdateProfile).toBe(false);
    });

    it('clears requiredUpdateProfile of a complete profile on any update, even an empty one', async () => {
      const { auth } = await buildUser(t.ctx, { requiredUpdateProfile: true });
      const status = await call('POST', '/user/update-user', auth, { status: 40 });
      expect(status.json().data.user.requiredUpdateProfile).toBe(false);
      const again = await buildUser(t.ctx, { requiredUpdateProfile: true });
      const empty = await call('POST', '/user', again.auth, {});
      expect(empty.json().data.user.requiredUpdateProfile).toBe(false);
    });
  });

  it('POST /user/notification switches notifications (1/0)', async () => {
    const { auth } = await buildUser(t.ctx);
    const off = await call(
      'POST',
      '/user/notification',
      auth,
      multipartForm({ disable_notification: '1' }),
    );
    expect(off.json()).toMatchObject({
      success: true,
      data: { user: { disable_notification: 1 } },
    });
    const on = await call('POST', '/user/notification', auth, { disable_notification: 0 });
    expect(on.json().data.user.disable_notification).toBe(0);
    const missing = await call('POST', '/user/notification?lang=en', auth, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['disable_notification']);
  });

  describe('POST /user/avatar', () => {
    it('sets an uploaded image and completes onboarding from status 30', async () => {
      const { user, auth } = await buildUser(t.ctx, { status: 30 });
      const file = await buildFile(t.ctx, user.id, 'jpeg');
      const response = await call(
        'POST',
        '/user/avatar',
        auth,
        multipartForm({ avatar_file_id: String(file.id) }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({
        avatar: signedFileUrl(file.storageKey),
        avatar_file_id: file.id,
        status: 40,
      });
    });

    it("answers 404 for someone else's or a missing file, 422 for a non-image", async () => {
      const { user, auth } = await buildUser(t.ctx);
      const other = await buildUser(t.ctx);
      const theirs = await buildFile(t.ctx, other.user.id);
      expect(
        (await call('POST', '/user/avatar', auth, { avatar_file_id: theirs.id })).statusCode,
      ).toBe(404);
      expect(
        (await call('POST', '/user/avatar', auth, { avatar_file_id: 2147483647 })).statusCode,
      ).toBe(404);
      const pdf = await buildFile(t.ctx, user.id, 'pdf');
      const notImage = await call('POST', '/user/avatar?lang=es', auth, { avatar_file_id: pdf.id });
      expect(notImage.statusCode).toBe(422);
      expect(notImage.json().errors).toEqual({
        avatar_file_id: ['El avatar debe ser una imagen'],
      });
      const garbage = await call('POST', '/user/avatar', auth, { avatar_file_id: 'abc' });
      expect(garbage.statusCode).toBe(422);
    });
  });

  describe('POST /user/update-user', () => {
    it('changes the e-mail, or the status', async () => {
      const { auth } = await buildUser(t.ctx, { status: 20 });
      const email = `changed.${Date.now()}@example.com`;
      const changed = await call('POST', '/user/update-user', auth, multipartForm({ email }));
      expect(changed.json()).toMatchObject({ success: true, data: { user: { email } } });
      const status = await call('POST', '/user/update-user', auth, { status: 40 });
      expect(status.json().data.user).toMatchObject({ email, status: 40 });
    });

    it('does not let an account without a password report its way past that step', async () => {
      const { auth } = await buildUser(t.ctx, { status: 10 });
      const reported = await call('POST', '/user/update-user', auth, { status: 40 });
      expect(reported.statusCode).toBe(200);
      expect(reported.json().data.user.status).toBe(10);
      const profile = await call('POST', '/user', auth, { status: 20 });
      expect(profile.json().data.user.status).toBe(10);
    });

    it('answers errors.email as an array on failure', async () => {
      const { auth } = await buildUser(t.ctx);
      const other = await buildUser(t.ctx);
      const taken = await call('POST', '/user/update-user?lang=en', auth, {
        email: other.user.email,
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ email: ['This e-mail is already registered'] });
      const bad = await call('POST', '/user/update-user?lang=en', auth, { email: 'a@b@c.com' });
      expect(bad.json().errors).toEqual({
        email: ['The e-mail address can contain only one @ symbol'],
      });
      const none = await call('POST', '/user/update-user?lang=en', auth, {});
      expect(none.statusCode).toBe(422);
      expect(none.json().errors).toEqual({ email: ['Enter your e-mail'] });
    });
  });
});
