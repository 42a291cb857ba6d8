import { describe, expect, it } from 'vitest';
import { buildExternalAuth } from '../../../test/factories/external-auths';
import { buildUser } from '../../../test/factories/users';
import { multipartForm } from '../../../test/helpers/multipart';
import { suiteApp } from '../../../test/helpers/suite-app';
import { openSession } from '../auth/sessions.service';
import { externalAuthsRepository } from './external-auths.repository';

describe('password change, account deletion and linked social accounts', () => {
  const t = suiteApp();
  const { call } = t;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const login = (email: string | null, password: string) =>
    t.app.inject({ method: 'POST', url: '/spa/api/v1/auth/login', payload: { email, password } });

  describe('POST /user/update-password', () => {
    it('changes the password, revokes every session and answers a new token', async () => {
      const { user, auth, password } = await buildUser(t.ctx, { requiredUpdatePassword: false });
      const otherDevice = await openSession(t.ctx.db, t.clock, user.id);
      const response = await call('POST', '/user/update-password', auth, {
        current_password: password,
        password: 'a-brand-new-secret',
        password_repeat: 'a-brand-new-secret',
      });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.user).toMatchObject({ id: user.id, requiredUpdatePassword: false });
      expect((await call('GET', '/user', auth)).statusCode).toBe(401);
      expect((await call('GET', '/user', bearer(otherDevice))).statusCode).toBe(401);
      expect((await call('GET', '/user', bearer(data.token))).statusCode).toBe(200);
      expect((await login(user.email, password)).statusCode).toBe(422);
      expect((await login(user.email, 'a-brand-new-secret')).statusCode).toBe(200);
    });

    it('reports a wrong current password, a short password and a mismatch together', async () => {
      const { auth } = await buildUser(t.ctx);
      const response = await call(
        'POST',
        '/user/update-password?lang=en',
        auth,
        multipartForm({
          current_password: 'wrong-password',
          password: 'short',
          password_repeat: 'shorts',
        }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        current_password: ['The current password is wrong'],
        password: ['The password must be at least 8 characters long'],
        password_repeat: ['Passwords must be identical.'],
      });
      const spanish = await call('POST', '/user/update-password?lang=es', auth, {
        password: 'long-enough-password',
        password_repeat: 'long-enough-password',
      });
      expect(spanish.json().errors).toEqual({ current_password: ['Campo obligatorio'] });
      const tooLong = 'x'.repeat(129);
      const long = await call('POST', '/user/update-password?lang=en', auth, {
        current_password: 'whatever',
        password: tooLong,
        password_repeat: tooLong,
      });
      expect(long.json().errors.password).toEqual([
        'The password must be at most 128 characters long',
      ]);
    });

    it('needs no current password on a forced change or without a password', async () => {
      const forced = await buildUser(t.ctx, { requiredUpdatePassword: true });
      const body = { password: 'chosen-password', password_repeat: 'chosen-password' };
      const response = await call('POST', '/user/update-password', forced.auth, body);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user.requiredUpdatePassword).toBe(false);
      // Signed up by one-time code: no password yet, onboarding not past its first step.
      const codeOnly = await buildUser(t.ctx, { status: 10, passwordHash: null });
      const first = await call('POST', '/user/update-password', codeOnly.auth, body);
      expect(first.statusCode).toBe(200);
      expect(first.json().data.user.status).toBe(20);
    });

    it('locks after 10 wrong current passwords with 429 and Retry-After', async () => {
      const { auth, password } = await buildUser(t.ctx);
      const attempt = (current: string) =>
        call('POST', '/user/update-password', auth, {
          current_password: current,
          password: 'another-password',
          password_repeat: 'another-password',
        });
      for (let i = 0; i < 10; i += 1)
        expect((await attempt('wrong-password')).statusCode).toBe(422);
      const locked = await attempt(password);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('DELETE /user', () => {
    it('soft-deletes: sessions and links gone, sign-in fails, the e-mail is free again', async () => {
      const { user, auth, password } = await buildUser(t.ctx);
      const otherDevice = await openSession(t.ctx.db, t.clock, user.id);
      await buildExternalAuth(t.ctx, user.id, 'apple');
      const response = await call(
        'DELETE',
        '/user',
        auth,
        multipartForm({ status: '0', reason: 'Too many e-mails' }),
      );
      expect(response.statusCode).toBe(204);
      expect((await call('GET', '/user', auth)).statusCode).toBe(401);
      expect((await call('GET', '/user', bearer(otherDevice))).statusCode).toBe(401);
      expect(await externalAuthsRepository(t.ctx.db).listAllOf(user.id)).toEqual([]);
      const signIn = await login(user.email, password);
      expect(signIn.statusCode).toBe(422);
      expect(Object.keys(signIn.json().errors)).toEqual(['password']);
      const again = await buildUser(t.ctx, { email: user.email });
      expect(again.user.id).not.toBe(user.id);
    });

    it('works without a body; refuses unknown fields; 401 without a token', async () => {
      const { auth } = await buildUser(t.ctx);
      const unknown = await call('DELETE', '/user?lang=en', auth, { confirm: 'yes' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ confirm: ['Unknown field'] });
      expect((await call('DELETE', '/user', auth)).statusCode).toBe(204);
      expect((await call('DELETE', '/user', {})).statusCode).toBe(401);
    });
  });

  describe('GET /user-external-auth and DELETE /user-external-auths/{id}', () => {
    it('lists the caller’s links with x-pagination headers, page by page', async () => {
      const { user, auth } = await buildUser(t.ctx);
      const google = await buildExternalAuth(t.ctx, user.id, 'google');
      const facebook = await buildExternalAuth(t.ctx, user.id, 'facebook');
      const other = await buildUser(t.ctx);
      await buildExternalAuth(t.ctx, other.user.id, 'apple');

      const all = await call('GET', '/user-external-auth', auth);
      expect(all.statusCode).toBe(200);
      expect(all.json()).toEqual([
        { id: google.id, source: 'google' },
        { id: facebook.id, source: 'facebook' },
      ]);
      expect(all.headers).toMatchObject({
        'x-pagination-current-page': '1',
        'x-pagination-page-count': '1',
        'x-pagination-per-page': '20',
        'x-pagination-total-count': '2',
      });
      const second = await call('GET', '/user-external-auth?page=2&per-page=1', auth);
      expect(second.json()).toEqual([{ id: facebook.id, source: 'facebook' }]);
      expect(second.headers).toMatchObject({
        'x-pagination-current-page': '2',
        'x-pagination-page-count': '2',
        'x-pagination-per-page': '1',
        'x-pagination-total-count': '2',
      });
      const bad = await call('GET', '/user-external-auth?per-page=1000', auth);
      expect(bad.statusCode).toBe(422);
      expect((await call('GET', '/user-external-auth', {})).statusCode).toBe(401);
    });

    it("unlinks the caller's link (204); someone else's or a missing one is 404", async () => {
      const { user, auth } = await buildUser(t.ctx);
      const mine = await buildExternalAuth(t.ctx, user.id, 'google');
      const other = await buildUser(t.ctx);
      const theirs = await buildExternalAuth(t.ctx, other.user.id, 'google');
      expect((await call('DELETE', `/user-external-auths/${theirs.id}`, auth)).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', '/user-external-auths/999999', auth)).statusCode).toBe(404);
      expect((await call('DELETE', `/user-external-auths/${mine.id}`, auth)).statusCode).toBe(204);
      expect((await call('GET', '/user-external-auth', auth)).json()).toEqual([]);
      expect((await call('GET', '/user-external-auth', other.auth)).json()).toHaveLength(1);
    });
  });
});
