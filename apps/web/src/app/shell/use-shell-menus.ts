import { useCommunities } from '../../features/club/api/get-communities';
import { tokenStorage } from '../../shared/api/token-storage';
import { useBrandConfig } from '../../shared/config/brand-config';
import { useDomainConfiguration } from '../../shared/config/domain-configuration';
import type { User } from '../../shared/session/current-user';
import { useActiveLanguage } from '../../shared/ui/language-switch';
import {
  adminDashboardHref,
  generalMenu,
  type MenuContext,
  profileMenu,
  settingsMenu,
} from './menu-items';
import { hasMessengers, supportMessengers } from './messengers';

/** The shell's menus and frame URLs for this site, brand, language and user. */
export function useShellMenus(user: Pick<User, 'isAdmin' | 'isExpert'>) {
  const brand = useBrandConfig();
  const domain = useDomainConfiguration();
  const language = useActiveLanguage();
  const messengers = supportMessengers(brand, domain);
  const communityUrl = brand.communityUrlFrontend ?? brand.communityUrl;
  const communities = useCommunities(communityUrl !== null).data ?? [];
  const context: MenuContext = {
    communityUrl,
    // The clubs the user is in.
    communities: communities.filter((club) => club.userCommunity !== null),
    isChatSupport: brand.isChatSupport,
    isVideoConsultationSupport: brand.isVideoConsultationSupport,
    userManualUrl: brand.instructionUrl[language] ?? null,
    guidelineUrl: brand.guidelineUrl,
    externalAuthProviders: domain.externalAuthProviders,
    hasMessengers: hasMessengers(messengers),
    isExpert: user.isExpert,
    isSupportStaff: user.isAdmin,
  };
  return {
    general: generalMenu(context),
    settings: settingsMenu(context),
    profile: profileMenu(context),
    adminDashboard: adminDashboardHref(domain.adminDashboardUrl, tokenStorage.read(), user.isAdmin),
    messengers,
    club: { communities, site: communityUrl, communityUrlApi: brand.communityUrlApi },
    userManualUrl: context.userManualUrl,
    guidelineUrl: context.guidelineUrl,
  };
}

export type ShellMenus = ReturnType<typeof useShellMenus>;
