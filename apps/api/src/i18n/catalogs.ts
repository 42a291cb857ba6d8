import { en as domainEn } from '@platform/domain/i18n/en';
import { es as domainEs } from '@platform/domain/i18n/es';
import { ru as domainRu } from '@platform/domain/i18n/ru';
import { auth } from './auth';
import { catalog } from './catalog';
import { common } from './common';
import { cookies } from './cookies';
import { discounts } from './discounts';
import { externalAuth } from './external-auth';
import { mailbox } from './mailbox';
import { onlineConsultations } from './online-consultations';
import { payments } from './payments';
import { points } from './points';
import { streams } from './streams';
import { support } from './support';
import { users } from './users';

/** The shared rules' messages (e-mail check, instagram, birthday…), as the web app shows them. */
const domain = { ru: domainRu, en: domainEn, es: domainEs };

/** Every area's server messages; each is { ru, en, es } with the same keys in each language. */
export const catalogs = [
  domain,
  common,
  auth,
  users,
  support,
  cookies,
  mailbox,
  externalAuth,
  onlineConsultations,
  payments,
  catalog,
  points,
  discounts,
  streams,
];
