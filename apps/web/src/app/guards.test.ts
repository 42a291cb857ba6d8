import { describe, expect, it } from 'vitest';
import { paths, type RouteName } from '../shared/routing/paths';
import { buildUser } from '../test/factories';
import { signedInRedirect } from './guards';

const everything = buildUser({
  requireEmailValidate: true,
  requirePhoneValidate: true,
  requiredUpdatePassword: true,
  requiredUpdateProfile: true,
});
const subscriptionsWithWarning = '/user/subscriptions?warning=true';

describe('navigation guard for signed-in users (spec section 4, in order)', () => {
  it('lets logout pass whatever is required', () => {
    expect(signedInRedirect('logout', everything, true)).toBeNull();
  });

  it('checks e-mail, then phone, then password, then profile, then expired access', () => {
    const steps: Array<[Partial<typeof everything>, string]> = [
      [{}, paths.emailVerification.href()],
      [{ requireEmailValidate: false }, paths.phoneVerification.href()],
      [{ requireEmailValidate: false, requirePhoneValidate: false }, paths.resetPassword.href()],
      [
        { requireEmailValidate: false, requirePhoneValidate: false, requiredUpdatePassword: false },
        paths.updateProfile.href(),
      ],
      [
        {
          requireEmailValidate: false,
          requirePhoneValidate: false,
          requiredUpdatePassword: false,
          requiredUpdateProfile: false,
        },
        subscriptionsWithWarning,
      ],
    ];
    for (const [flags, expected] of steps) {
      expect(signedInRedirect('home', { ...everything, ...flags }, true)).toBe(expected);
    }
  });

  it('stays on the step that is due, but not on a later one', () => {
    expect(signedInRedirect('emailVerification', everything, true)).toBeNull();
    expect(signedInRedirect('phoneVerification', everything, true)).toBe(
      paths.emailVerification.href(),
    );
    const phoneDue = { ...everything, requireEmailValidate: false };
    expect(signedInRedirect('phoneVerification', phoneDue, false)).toBeNull();
    expect(signedInRedirect('resetPassword', phoneDue, false)).toBe(paths.phoneVerification.href());
  });

  it('sends expired access to subscriptions except from settings, updateProfile and resetPassword', () => {
    const user = buildUser();
    const exempt: RouteName[] = [
      'userSettings',
      'userEdit',
      'subscriptions',
      'cookieSettings',
      'updateProfile',
      'resetPassword',
    ];
    for (const route of exempt) expect(signedInRedirect(route, user, true)).toBeNull();
    for (const route of ['home', 'courses', 'chat', 'day'] as const) {
      expect(signedInRedirect(route, user, true)).toBe(subscriptionsWithWarning);
    }
  });

  it('lets a user with nothing due go anywhere', () => {
    expect(signedInRedirect('home', buildUser(), false)).toBeNull();
    expect(signedInRedirect('emailVerification', buildUser(), false)).toBeNull();
  });
});
