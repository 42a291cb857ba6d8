import type { Translations } from '../ru';

export const emailVerification: Translations['emailVerification'] = {
  errors: {
    empty: 'Enter your e-mail address',
    notString: 'The e-mail address must be text',
    tooLong: 'The e-mail address cannot be longer than {{max}} characters',
    noAt: 'The e-mail address must contain the @ symbol',
    multipleAt: 'The e-mail address can contain only one @ symbol',
    atEdge: 'The @ symbol cannot be at the start or end of the address',
    emptyLocal: 'Enter the part of the address before the @ symbol',
    localTooLong: 'The part before the @ symbol cannot be longer than {{max}} characters',
    emptyDomain: 'Enter the domain after the @ symbol',
    domainTooLong: 'The domain cannot be longer than {{max}} characters',
    format: 'Invalid e-mail address format',
    dotEdge: 'Neither the address nor the domain can start or end with a dot',
    doubleDot: 'The address cannot contain two dots in a row',
    emptyLabel: 'The domain cannot have empty parts between dots',
    labelTooLong: 'Each part of the domain between dots must be at most {{max}} characters long',
    labelDashEdge: 'Parts of the domain cannot start or end with a hyphen',
    labelChars: 'The domain can contain only Latin letters, digits and hyphens',
    tldInvalid:
      'The top-level domain (after the last dot) must contain only letters and be at least {{min}} characters long',
    blockedDomain: 'Addresses on this domain are not accepted, please use another address',
    notAllowedDomain: 'Use an address on one of the allowed domains',
    tooManyLevels: 'The domain has too many levels, at most {{max}} are allowed',
  },
  warnings: {
    localLong: 'The part before the @ symbol is unusually long — please check for typos',
    manyLevels: 'The domain has unusually many levels — please check for typos',
  },
};
