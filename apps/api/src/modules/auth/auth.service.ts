import { appIdErrorMessage, checkAppId } from '@platform/domain/app-id';
import { ONBOARDING_STATUS } from '@platform/domain/constants/users';
import { emailErrorMessage, emailRfcError } from '@platform/domain/email';
import {
  checkPassword,
  checkPasswordConfirmation,
  passwordErrorMessage,
} from '@platform/domain/password';
import { languageCodeOf } from '@platform/domain/user';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import {
  type AppError,
  type FieldErrors,
  fieldError,
  forbidden,
  invalid,
  type Message,
} from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { type Budget, networkOf } from '../../lib/rate-limits';
import { type BrandRow, brandsRepository } from '../brands/brands.repository';
import { type BrandSource, brandFlags, resolveBrand } from '../brands/brands.service';
import { type NewUser, usersRepository } from '../users/users.repository';
import { accountsRepository } from './accounts.repository';
import { sessionsRepository, type UserRow } from './sessions.repository';
import { openSession } from './sessions.service';

/** Who is asking: the client address (rate limits) and the language of the answer. */
export interface Caller {
  ip: string;
  lang: Lang;
}

/** The first failure of the detailed e-mail check (the emailRfc rule), or null. */
export function emailProblem(email: string): Message | null {
  const code = emailRfcError(email);
  return code ? emailErrorMessage(code) : null;
}

function appIdProblem(appId: string): Message | null {
  const code = checkAppId(appId);
  return code ? appIdErrorMessage(code) : null;
}

/** A new password: 8..128 characters, and the repeat must be identical. */
export function newPasswordErrors(password: string, repeat: string): FieldErrors {
  const fields: FieldErrors = {};
  const length = checkPassword(password);
  if (length) fields.password = [passwordErrorMessage(length)];
  const confirmation = checkPasswordConfirmation(password, repeat);
  if (confirmation) fields.password_repeat = [passwordErrorMessage(confirmation)];
  return fields;
}

/** Throws one 422 with every field's messages, if there are any. */
export function assertValid(fields: FieldErrors): void {
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

const registrationDisabled = () => forbidden('registration_disabled', 'auth.registrationDisabled');
const anonAuthDisabled = () => forbidden('anon_auth_disabled', 'auth.anonAuthDisabled');

/** The brand of an e-mail sign-up: the form's app_id when given, else the call's brand. */
export async function signupBrand(
  db: Executor,
  source: BrandSource,
  appId: string | undefined,
): Promise<BrandRow> {
  if (!appId) return resolveBrand(db, source);
  const brand = await brandsRepository(db).findByAppId(appId);
  if (!brand) throw fieldError('app_id', 'auth.unknownApp');
  return brand;
}

const pairKey = (accountKey: string, ip: string) => `${accountKey}|${networkOf(ip)}`;

/** The budgets a sign-in failure spends, the longest windows first, so that a refusal names
 * the wait that matters. */
function signInBudgets(accountKey: string, ip: string): [Budget, string][] {
  return [
    ['loginPerAccount', accountKey],
    ['loginPerAccountAndIp', pairKey(accountKey, ip)],
    ['loginPerIp', networkOf(ip)],
  ];
}

/** Forgets an account's sign-in failures from `ip` and from everywhere, once its owner proved
 * the mailbox (a completed password reset). */
export async function forgetSignInFailures(ctx: AppContext, accountKey: string, ip: string) {
  await ctx.limits.reset('loginPerAccount', accountKey);
  await ctx.limits.reset('loginPerAccountAndIp', pairKey(accountKey, ip));
}

export function authService(ctx: AppContext) {
  const users = usersRepository(ctx.db);

  /** Failures are counted per account and address pair, per address (an IPv6 address counts
   * as its /64), and per account from every address (a higher ceiling against guessing spread
   * over many addresses), so that an attacker hammering from one address locks out that
   * address, not the owner signing in from another. The budgets are checked before the password
   * is, so a locked-out attacker learns nothing more; success forgets the pair's failures. */
  async function signIn(
    accountKey: string,
    ip: string,
    findUser: () => Promise<UserRow | undefined>,
    password: string,
    wrongKey: string,
  ) {
    const budgets = signInBudgets(accountKey, ip);
    for (const [budget, key] of budgets) await ctx.limits.check(budget, key);
    const user = await findUser();
    const ok = await ctx.hasher.verify(user?.passwordHash, password);
    if (!user || !ok) {
      for (const [budget, key] of budgets) await ctx.limits.spend(budget, key);
      // The client shows the restore-password button when errors include `password`.
      throw fieldError('password', wrongKey);
    }
    await ctx.limits.reset('loginPerAccountAndIp', pairKey(accountKey, ip));
    return { token: await openSession(ctx.db, ctx.clock, user.id), user };
  }

  /** Creates the account and its first session together; `taken` when the key is held. */
  async function createAccount(values: NewUser, taken: AppError, caller: Caller) {
    await ctx.limits.spend('signupPerIp', caller.ip);
    return ctx.db.transaction(async (tx) => {
      const user = await accountsRepository(tx).createUnlessTaken(values);
      if (!user) throw taken;
      return { token: await openSession(tx, ctx.clock, user.id), user };
    });
  }

  return {
    /** E-mail and password sign-in. */
    login(email: string, password: string, ip: string) {
      return signIn(email, ip, () => users.findByEmail(email), password, 'auth.wrongPassword');
    },

    /** Anonymous (device) sign-in; only where the brand enables anonymous accounts. */
    loginByAppId(brand: BrandRow, appId: string, password: string, ip: string) {
      if (!brandFlags(brand).anonymousAuth) throw anonAuthDisabled();
      return signIn(
        `app:${brand.id}:${appId}`,
        ip,
        () => users.findByAppId(brand.id, appId),
        password,
        'auth.wrongAppIdPassword',
      );
    },

    /** Registration with e-mail and password. The password is set, so onboarding continues at
     * status 20 (birthday 30, avatar 40). */
    async signupByEmail(
      brand: BrandRow,
      input: {
        email: string;
        password: string;
        password_repeat: string;
        username?: string;
        timezone?: string;
      },
      caller: Caller,
    ) {
      if (!brandFlags(brand).registration) throw registrationDisabled();
      await ctx.limits.check('signupPerIp', caller.ip);
      const email = emailProblem(input.email);
      assertValid({
        ...(email && { email: [email] }),
        ...newPasswordErrors(input.password, input.password_repeat),
      });
      const passwordHash = await ctx.hasher.hash(input.password);
      return createAccount(
        {
          brandId: brand.id,
          email: input.email,
          username: input.username || null,
          timezone: input.timezone || null,
          passwordHash,
          languageCode: languageCodeOf(caller.lang),
          status: ONBOARDING_STATUS.passwordSet,
        },
        fieldError('email', 'auth.emailTaken'),
        caller,
      );
    },

    /** Anonymous registration with a device identifier, unique within the brand. */
    async signupByAppId(
      brand: BrandRow,
      input: { app_id: string; password: string; password_repeat: string },
      caller: Caller,
    ) {
      if (!brandFlags(brand).anonymousAuth) throw anonAuthDisabled();
      await ctx.limits.check('signupPerIp', caller.ip);
      const appId = appIdProblem(input.app_id);
      assertValid({
        ...(appId && { app_id: [appId] }),
        ...newPasswordErrors(input.password, input.password_repeat),
      });
      const passwordHash = await ctx.hasher.hash(input.password);
      return createAccount(
        {
          brandId: brand.id,
          appId: input.app_id,
          passwordHash,
          languageCode: languageCodeOf(caller.lang),
          status: ONBOARDING_STATUS.passwordSet,
        },
        fieldError('app_id', 'auth.appIdTaken'),
        caller,
      );
    },

    /** The onboarding chat's checks of an e-mail or an app id before sign-up. Each answer that
     * reveals a registered account spends the IP's sign-up budget, exactly as a sign-up that
     * hits a taken e-mail does, so neither call is the cheaper way to enumerate accounts. */
    async validateSignupForm(
      brand: BrandRow,
      input: { email?: string; app_id?: string },
      ip: string,
    ) {
      await ctx.limits.check('signupPerIp', ip);
      const flags = brandFlags(brand);
      const fields: FieldErrors = {};
      let revealsAccount = false;
      if (input.email !== undefined) {
        if (!flags.registration) throw registrationDisabled();
        const problem = emailProblem(input.email);
        if (problem) fields['signupform-email'] = [problem];
        else if (await users.findByEmail(input.email)) {
          fields['signupform-email'] = [{ key: 'auth.emailTaken' }];
          revealsAccount = true;
        }
      }
      if (input.app_id !== undefined) {
        if (!flags.anonymousAuth) throw anonAuthDisabled();
        const problem = appIdProblem(input.app_id);
        if (problem) fields['signupform-app_id'] = [problem];
        else if (await users.findByAppId(brand.id, input.app_id)) {
          fields['signupform-app_id'] = [{ key: 'auth.appIdTaken' }];
          revealsAccount = true;
        }
      }
      if (revealsAccount) await ctx.limits.spend('signupPerIp', ip);
      assertValid(fields);
    },

    /** Signs out the session the request came with; its token answers 401 from now on. */
    async logout(userId: number, sessionId: number) {
      await sessionsRepository(ctx.db).revoke(userId, sessionId, ctx.clock.now());
    },
  };
}
