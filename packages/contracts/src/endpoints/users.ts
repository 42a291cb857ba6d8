import type { AuthAnswer } from '../auth';
import { endpoint } from '../endpoint';
import type { IdParams, NoContent } from '../envelope';
import type {
  AvatarBody,
  DeleteUserBody,
  ExpandQuery,
  ExternalAuthList,
  NotificationBody,
  UpdatePasswordBody,
  UpdateProfileBody,
  UpdateUserBody,
  User,
  UserAnswer,
} from '../user';

/** The signed-in account. GET /user answers the bare user; the POST calls the v1 envelope. */
export const userEndpoints = {
  user: endpoint<{ query: typeof ExpandQuery; answer: typeof User }>()({
    method: 'GET',
    path: '/user',
  }),
  updateProfile: endpoint<{ body: typeof UpdateProfileBody; answer: typeof UserAnswer }>()({
    method: 'POST',
    path: '/user',
    encoding: 'form',
  }),
  deleteAccount: endpoint<{ body: typeof DeleteUserBody; answer: typeof NoContent }>()({
    method: 'DELETE',
    path: '/user',
    status: 204,
    encoding: 'form',
  }),
  notification: endpoint<{ body: typeof NotificationBody; answer: typeof UserAnswer }>()({
    method: 'POST',
    path: '/user/notification',
    encoding: 'form',
  }),
  avatar: endpoint<{ body: typeof AvatarBody; answer: typeof UserAnswer }>()({
    method: 'POST',
    path: '/user/avatar',
    encoding: 'form',
  }),
  /** Revokes every session and answers a new token; wrong current passwords spend a budget. */
  updatePassword: endpoint<{ body: typeof UpdatePasswordBody; answer: typeof AuthAnswer }>()({
    method: 'POST',
    path: '/user/update-password',
    rules: [429],
  }),
  updateUser: endpoint<{ body: typeof UpdateUserBody; answer: typeof UserAnswer }>()({
    method: 'POST',
    path: '/user/update-user',
  }),
  externalAuths: endpoint<{ answer: typeof ExternalAuthList }>()({
    method: 'GET',
    path: '/user-external-auth',
  }),
  unlinkExternalAuth: endpoint<{ params: typeof IdParams; answer: typeof NoContent }>()({
    method: 'DELETE',
    path: '/user-external-auths/:id',
    status: 204,
  }),
};
