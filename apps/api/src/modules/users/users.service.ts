import { FILE_TYPE } from '@platform/contracts/files';
import type { UpdateProfileBody } from '@platform/contracts/user';
import { birthdayErrorMessage, birthdayToIso, checkBirthday } from '@platform/domain/birthday';
import { USER_STATUS_DELETED } from '@platform/domain/constants/users';
import { checkEmail, emailErrorMessage, normalizeEmail } from '@platform/domain/email';
import {
  checkInstagram,
  instagramErrorMessage,
  normalizeInstagram,
} from '@platform/domain/instagram';
import { nextOnboardingStatus, reportedOnboardingStatus } from '@platform/domain/onboarding';
import { checkPhone, normalizePhone, phoneErrorMessage } from '@platform/domain/phone';
import type { AppContext } from '../../context';
import {
  type FieldErrors,
  fieldError,
  invalid,
  type Message,
  notFound,
  unauthorized,
} from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { newPasswordErrors } from '../auth/auth.service';
import { type SignedInUser, sessionsRepository } from '../auth/sessions.repository';
import { replacePassword } from '../auth/sessions.service';
import { filesRepository } from '../files/files.repository';
import { externalAuthsRepository } from './external-auths.repository';
import { type LearningFigure, learningStatsRepository } from './learning-stats.repository';
import { isUniqueViolation, type UserPatch, usersRepository } from './users.repository';

/** A field value after its domain rule: the value to store, or the messages of the rule. */
type Checked<T> = { value: T; errors: Message[] };
const ok = <T>(value: T): Checked<T> => ({ value, errors: [] });
const failed = (...errors: Message[]): Checked<undefined> => ({ value: undefined, errors });

/** Optional ruled fields are cleared by '' or null. */
function checkedPhone(raw: string | null): Checked<string | null | undefined> {
  if (!raw) return ok(null);
  const code = checkPhone(raw);
  return code ? failed(phoneErrorMessage(code)) : ok(normalizePhone(raw));
}

function checkedBirthday(raw: string | null, now: Date): Checked<string | null | undefined> {
  if (!raw) return ok(null);
  const code = checkBirthday(raw, now);
  return code ? failed(birthdayErrorMessage(code)) : ok(birthdayToIso(raw));
}

function checkedInstagram(raw: string | null): Checked<string | null | undefined> {
  const name = normalizeInstagram(raw ?? '');
  if (!name) return ok(null);
  const code = checkInstagram(name);
  return code ? failed(instagramErrorMessage(code)) : ok(name);
}

/** Collects the failures of every field, so one answer lists them all. */
function formErrors() {
  const errors: FieldErrors = {};
  return {
    add(field: string, messages: Message[]) {
      if (messages.length > 0) errors[field] = [...(errors[field] ?? []), ...messages];
    },
    throwIfAny() {
      if (Object.keys(errors).length > 0) throw invalid(errors);
    },
  };
}

/** Failed current-password checks count against the same budget as sign-in failures. */
const passwordBudget = (userId: number) => `update-password:${userId}`;

export function usersService(ctx: AppContext) {
  const users = usersRepository(ctx.db);
  const externalAuths = externalAuthsRepository(ctx.db);
  const learningStats = learningStatsRepository(ctx.db);

  /** The e-mail rule of the spec plus uniqueness among live accounts; undefined when unchanged. */
  async function checkedEmail(
    user: SignedInUser,
    raw: string | null | undefined,
  ): Promise<Checked<string | undefined>> {
    const email = normalizeEmail(raw ?? '');
    const { errors } = checkEmail(email);
    if (errors.length > 0) return failed(...errors.map((code) => emailErrorMessage(code)));
    if (email === user.email?.toLowerCase()) return ok(undefined);
    const holder = await users.findByEmail(email);
    if (holder && holder.id !== user.id) return failed({ key: 'auth.emailTaken' });
    return ok(email);
  }

  /** Writes a patch and answers the user as the auth plugin reads it; a concurrent sign-up that
   * took the e-mail in between is reported like the uniqueness check does. */
  async function save(
    user: SignedInUser,
    patch: UserPatch,
    avatarKey = user.avatarKey,
  ): Promise<SignedInUser> {
    // The forced profile step is done once the profile has what onboarding asks first, also
    // when the answers were already there before the server asked for them.
    const firstName = patch.firstName !== undefined ? patch.firstName : user.firstName;
    const email = patch.email !== undefined ? patch.email : user.email;
    if (user.requiredUpdateProfile && firstName && email) patch.requiredUpdateProfile = false;
    // Fields left undefined are not written; with none left there is nothing to do.
    if (Object.values(patch).every((value) => value === undefined)) return user;
    const row = await users.update(user.id, patch).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw fieldError('email', 'auth.emailTaken');
      throw error;
    });
    if (!row) throw unauthorized();
    return { ...row, avatarKey };
  }

  return {
    externalAuthsOf: (userId: number) => externalAuths.listAllOf(userId),

    /** The figures of the learning stats asked of GET /user, read from the learner's lesson
     * statistics, homework and streams in one statement. */
    learningFiguresOf: (userId: number, figures: readonly LearningFigure[]) =>
      learningStats.figuresOf(userId, figures),

    /** POST /user: the profile fields, each by its domain rule; all failures in one answer. */
    async updateProfile(user: SignedInUser, body: UpdateProfileBody): Promise<SignedInUser> {
      const form = formErrors();
      const patch: UserPatch = {
        firstName: body.name,
        lastName: body.last_name,
        username: body.username,
        city: body.city,
        gender: body.gender,
        disableNotification: body.disable_notification,
        timezone: body.timezone,
        languageCode: body.language_code,
      };
      if (body.phone !== undefined) {
        const phone = checkedPhone(body.phone);
        form.add('phone', phone.errors);
        patch.phone = phone.value;
        // A new number has to be confirmed again.
        if (phone.value !== user.phone) patch.phoneValidated = false;
      }
      if (body.birthday !== undefined) {
        const birthday = checkedBirthday(body.birthday, ctx.clock.now());
        form.add('birthday', birthday.errors);
        patch.birthday = birthday.value;
      }
      if (body.instagram_id !== undefined) {
        const instagram = checkedInstagram(body.instagram_id);
        form.add('instagram_id', instagram.errors);
        patch.instagramId = instagram.value;
      }
      if (body.email !== undefined) {
        const email = await checkedEmail(user, body.email);
        form.add('email', email.errors);
        patch.email = email.value;
      }
      form.throwIfAny();

      let status = reportedOnboardingStatus(user.status, body.status);
      if (patch.birthday) status = nextOnboardingStatus(status, 'birthday');
      if (status !== user.status) patch.status = status;
      return save(user, patch);
    },

    setNotifications: (user: SignedInUser, disabled: boolean) =>
      save(user, { disableNotification: disabled }),

    /** The avatar must be an image the user uploaded; someone else's file is not found. */
    async setAvatar(user: SignedInUser, fileId: number): Promise<SignedInUser> {
      const file = await filesRepository(ctx.db).findOwned(user.id, fileId);
      if (!file) throw notFound();
      if (file.type !== FILE_TYPE.image) throw fieldError('avatar_file_id', 'user.avatarNotImage');
      const status = nextOnboardingStatus(user.status, 'avatar');
      return save(user, { avatarFileId: file.id, status }, file.storageKey);
    },

    /** POST /user/update-password. The current password is asked for unless the account has none
     * yet (signed up by one-time code) or must change it (forced change after an auto-login or
     * a reset). Every session is revoked; the caller gets a new token to stay signed in. */
    async updatePassword(
      user: SignedInUser,
      body: { current_password?: string; password: string; password_repeat: string },
    ): Promise<{ token: string; user: SignedInUser }> {
      const form = formErrors();
      const budget = passwordBudget(user.id);
      await ctx.limits.check('passwordCheckPerAccount', budget);
      if (user.passwordHash && !user.requiredUpdatePassword) {
        if (!body.current_password) {
          form.add('current_password', [{ key: 'request.required' }]);
        } else if (!(await ctx.hasher.verify(user.passwordHash, body.current_password))) {
          await ctx.limits.spend('passwordCheckPerAccount', budget);
          form.add('current_password', [{ key: 'auth.currentPasswordWrong' }]);
        }
      }
      const passwordErrors = newPasswordErrors(body.password, body.password_repeat);
      for (const [field, messages] of Object.entries(passwordErrors)) form.add(field, messages);
      form.throwIfAny();
      await ctx.limits.reset('passwordCheckPerAccount', budget);

      const { token, user: row } = await replacePassword(ctx, user, body.password, {
        gone: unauthorized(),
      });
      return { token, user: { ...row, avatarKey: user.avatarKey } };
    },

    /** POST /user/update-user: a new e-mail (errors under `email`) and/or onboarding status. */
    async updateUser(
      user: SignedInUser,
      body: { email?: string | null; status?: number },
    ): Promise<SignedInUser> {
      const patch: UserPatch = {};
      if (body.email != null) {
        const email = await checkedEmail(user, body.email);
        if (email.errors.length > 0) throw invalid({ email: email.errors });
        if (email.value) patch.email = email.value;
      }
      const status = reportedOnboardingStatus(user.status, body.status);
      if (status !== user.status) patch.status = status;
      return save(user, patch);
    },

    /** DELETE /user: the account is kept as a deleted row (status 0), which frees its e-mail and
     * application id for a new sign-up; its sessions, social links and uploaded files go with it
     * (the files' bytes once the rows are gone, so no URL can reach them meanwhile). */
    async deleteAccount(user: SignedInUser): Promise<void> {
      const now = ctx.clock.now();
      const erased = await ctx.db.transaction(async (tx) => {
        await usersRepository(tx).update(user.id, { status: USER_STATUS_DELETED, deletedAt: now });
        await sessionsRepository(tx).revokeAllOf(user.id, now);
        await externalAuthsRepository(tx).deleteAllOf(user.id);
        return filesRepository(tx).deleteAllOf(user.id);
      });
      // The account is gone once the transaction commits: a store that fails to erase some bytes
      // leaves them unreachable (no row, so no grant) rather than failing the deletion.
      await Promise.allSettled(erased.map((key) => ctx.storage.remove(key)));
    },

    async listExternalAuths(userId: number, page: Page) {
      const [items, total] = await Promise.all([
        externalAuths.listPageOf(userId, { limit: page.perPage, offset: page.offset }),
        externalAuths.countOf(userId),
      ]);
      return { items, total };
    },

    async unlinkExternalAuth(userId: number, id: number): Promise<void> {
      if (!(await externalAuths.deleteOwned(userId, id))) throw notFound();
    },
  };
}
