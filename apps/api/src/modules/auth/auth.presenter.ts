import type { User } from '@platform/contracts/user';
import type { FileUrl } from '../files/file-links';
import { presentUserWithAvatar } from '../users/users.presenter';
import type { UserRow } from './sessions.repository';

/** The user in the answers of this module; a row read through the users repository carries its
 * avatar key, a freshly created account has none yet. */
export function presentAccount(
  user: UserRow & { avatarKey?: string | null },
  fileUrl: FileUrl,
): User {
  return presentUserWithAvatar({ ...user, avatarKey: user.avatarKey ?? null }, fileUrl);
}

/** data of every sign-in and sign-up answer: the bearer token and the user. */
export function presentSession(
  token: string,
  user: UserRow & { avatarKey?: string | null },
  fileUrl: FileUrl,
) {
  return { token, user: presentAccount(user, fileUrl) };
}
