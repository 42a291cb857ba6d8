import { en as domain } from '@platform/domain/i18n/en';
import { app } from './en/app';
import { auth } from './en/auth';
import { common } from './en/common';

/** Everything the app says in this language: the domain rules' messages and one section per
 * area of the app. Loaded on its own (one chunk per language). */
export const resources = { ...domain, common, app, auth };
