import { USER_STATUS_DELETED } from '@platform/domain/constants';
import { api, toFormData } from '../api/http-client';

/** POST /auth/logout revokes the token on the server. */
export function logoutRequest(): Promise<unknown> {
  return api.post('/auth/logout');
}

/** DELETE /user with its multipart fields (the deleted status). */
export function deleteAccountRequest(): Promise<unknown> {
  return api.delete('/user', toFormData({ status: USER_STATUS_DELETED }));
}
