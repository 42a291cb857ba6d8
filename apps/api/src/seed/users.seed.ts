import { LANGUAGE_CODES } from '@platform/domain/constants/languages';
import { ONBOARDING_STATUS } from '@platform/domain/constants/users';
import { accountsRepository } from '../modules/auth/accounts.repository';
import { type NewUser, usersRepository } from '../modules/users/users.repository';
import { demoBrand } from './brands.seed';
import type { SeedStep } from './seed-step';

/** Printed by the server on start; the README lists the same accounts. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@example.com', password: 'demo-password', role: 'learner, profile complete' },
  { email: 'demo2@example.com', password: 'demo-password', role: 'second learner' },
  { email: 'admin@example.com', password: 'admin-password', role: 'admin' },
  { email: 'expert@example.com', password: 'expert-password', role: 'expert' },
] as const;

type DemoEmail = (typeof DEMO_ACCOUNTS)[number]['email'];

const PROFILES: Record<DemoEmail, Partial<NewUser>> = {
  'demo@example.com': {
    firstName: 'Anna',
    lastName: 'Demo',
    birthday: '1990-05-17',
    city: 'Moscow',
    gender: 'F',
  },
  'demo2@example.com': { firstName: 'Boris', lastName: 'Second', birthday: '1987-11-02' },
  'admin@example.com': { firstName: 'Admin', lastName: 'Demo', isAdmin: true },
  'expert@example.com': { firstName: 'Elena', lastName: 'Expert', isExpert: true },
};

const LEARNER = {
  languageCode: LANGUAGE_CODES.ru,
  status: ONBOARDING_STATUS.avatarSet,
  timezone: 'Europe/Moscow',
};

/** The demo accounts that have no live account with their e-mail, on brand web. */
export const seedUsers: SeedStep = async ({ db, hasher }) => {
  const web = await demoBrand(db);
  const users = usersRepository(db);
  const missing = [];
  for (const account of DEMO_ACCOUNTS) {
    if (!(await users.findByEmail(account.email))) missing.push(account);
  }
  // Hashed side by side: argon2 runs on the thread pool.
  const hashes = await Promise.all(missing.map((account) => hasher.hash(account.password)));
  for (const [index, account] of missing.entries()) {
    await accountsRepository(db).createUnlessTaken({
      ...LEARNER,
      brandId: web.id,
      email: account.email,
      passwordHash: hashes[index],
      ...PROFILES[account.email],
    });
  }
};
