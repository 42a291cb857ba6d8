import type { DomainConfigurationAnswer, ExternalApplicationConfigAnswer } from '../brand';
import { endpoint } from '../endpoint';

/** The configuration the shell reads before anyone signs in. */
export const brandEndpoints = {
  externalApplicationConfig: endpoint<{ answer: typeof ExternalApplicationConfigAnswer }>()({
    method: 'GET',
    path: '/external-application-config',
  }),
  domainConfiguration: endpoint<{ answer: typeof DomainConfigurationAnswer }>()({
    method: 'GET',
    path: '/domain-configuration',
  }),
};
