import { ru as domain } from '@platform/domain/i18n/ru';
import { app } from './ru/app';
import { auth } from './ru/auth';
import { common } from './ru/common';

/** Everything the app says in this language: the domain rules' messages and one section per
 * area of the app. Loaded on its own (one chunk per language). */
export const resources = { ...domain, common, app, auth };
