import { authEndpoints } from '@platform/contracts/endpoints/auth';
import { userEndpoints } from '@platform/contracts/endpoints/users';
import { USER_STATUS_DELETED } from '@platform/domain/constants/users';
import { call } from '../api/http-client';

/** POST /auth/logout revokes the token on the server. */
export function logoutRequest(): Promise<unknown> {
  return call(authEndpoints.logout);
}

/** DELETE /user with its multipart fields (the deleted status). */
export function deleteAccountRequest(): Promise<unknown> {
  return call(userEndpoints.deleteAccount, { body: { status: USER_STATUS_DELETED } });
}
