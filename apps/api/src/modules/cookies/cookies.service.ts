import type { CookiePolicy } from '@platform/contracts/cookies';
import {
  CONSENT_DISABLED_COOKIE_POLICY,
  DEFAULT_COOKIE_POLICY,
} from '@platform/domain/constants/cookies';
import type { AppContext } from '../../context';
import type { UserRow } from '../auth/sessions.repository';
import { servedDomain } from '../brands/brands.service';
import { cookiesRepository } from './cookies.repository';

export function cookiesService(ctx: AppContext) {
  const policies = cookiesRepository(ctx.db);

  /** Consent is asked unless the host's domain switches the banner off (on when none is
   * configured). */
  async function consentEnabled(host: string): Promise<boolean> {
    const served = await servedDomain(ctx.db, host);
    return served ? served.domain.cookieConsentEnabled === 1 : true;
  }

  return {
    consentEnabled,

    /** A signed-in user's stored choice, else the defaults; everything is allowed when the
     * domain asks for no consent (spec 000 section 4). */
    async policyOf(host: string, user: UserRow | undefined): Promise<CookiePolicy> {
      if (!(await consentEnabled(host))) return { ...CONSENT_DISABLED_COOKIE_POLICY };
      const stored = user ? await policies.findByUser(user.id) : undefined;
      return { ...(stored ?? DEFAULT_COOKIE_POLICY) };
    },

    /** Essential cookies are always on. A signed-in user's choice is stored; an anonymous
     * visitor's lives in the consent cookie, so it is only normalised and echoed. */
    async update(
      host: string,
      user: UserRow | undefined,
      choice: { analytics: boolean; marketing: boolean },
    ): Promise<CookiePolicy> {
      const policy = { essential: true, analytics: choice.analytics, marketing: choice.marketing };
      if (user) await policies.save(user.id, policy);
      return (await consentEnabled(host)) ? policy : { ...CONSENT_DISABLED_COOKIE_POLICY };
    },
  };
}
