import type { User } from '@platform/contracts/user';
import { paths, type RouteName } from '../shared/routing/paths';

type GuardedUser = Pick<
  User,
  | 'requireEmailValidate'
  | 'requirePhoneValidate'
  | 'requiredUpdatePassword'
  | 'requiredUpdateProfile'
>;

/** The forced steps, in the order of spec section 4; the first that applies wins. */
const FORCED_STEPS: ReadonlyArray<readonly [keyof GuardedUser, RouteName]> = [
  ['requireEmailValidate', 'emailVerification'],
  ['requirePhoneValidate', 'phoneVerification'],
  ['requiredUpdatePassword', 'resetPassword'],
  ['requiredUpdateProfile', 'updateProfile'],
];

/** Where expired platform access must not send the user (settings, and the forced steps that
 * would otherwise be unreachable). */
function keepsExpiredAccess(route: RouteName): boolean {
  return paths[route].settings || route === 'updateProfile' || route === 'resetPassword';
}

/**
 * The navigation guard for signed-in users (spec section 4), in order: logout passes; e-mail
 * validation; phone validation; forced password update; required profile update; then expired
 * platform access → subscriptions with warning. Answers the path to go to, or null to stay.
 */
export function signedInRedirect(
  route: RouteName,
  user: GuardedUser,
  hasExpiredAccess: boolean,
): string | null {
  if (route === 'logout') return null;
  const step = FORCED_STEPS.find(([flag]) => user[flag]);
  if (step) return step[1] === route ? null : paths[step[1]].href();
  if (hasExpiredAccess && !keepsExpiredAccess(route)) {
    return paths.subscriptions.href({ warning: 'true' });
  }
  return null;
}
