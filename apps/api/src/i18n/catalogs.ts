import { auth } from './auth';
import { common } from './common';
import { support } from './support';
import { users } from './users';

/** Every area's server messages; each is { ru, en, es } with the same keys in each language. */
export const catalogs = [common, auth, users, support];
