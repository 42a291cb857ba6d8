import { es as domain } from '@platform/domain/i18n/es';
import { app } from './es/app';
import { auth } from './es/auth';
import { common } from './es/common';

/** Everything the app says in this language: the domain rules' messages and one section per
 * area of the app. Loaded on its own (one chunk per language). */
export const resources = { ...domain, common, app, auth };
