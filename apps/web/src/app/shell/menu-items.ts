import type { ExternalAuthSource } from '@platform/domain/constants/external-auth';
import { paths } from '../../shared/routing/paths';

/** The modals the shell's menus open (spec 000 section 2, shell widgets). */
export type ShellModal =
  | 'messengers'
  | 'supportForm'
  | 'userManual'
  | 'instruction'
  | 'confirmDelete'
  | 'chooseClub';

/** A menu entry: a route of the app, a modal, or a page of another site (new tab). */
export type MenuItem = { id: string; label: string } & (
  | { kind: 'link'; to: string }
  | { kind: 'modal'; modal: ShellModal }
  | { kind: 'external'; href: string }
);

/** A club the user belongs to; chat-only clubs have no pages of their own. */
export type CommunityMembership = { chatOnly: boolean };

/** What the visibility rules depend on, gathered from configuration and the user. */
export type MenuContext = {
  /** The club area's address (brand communityUrlFrontend, else communityUrl); null: no club. */
  communityUrl: string | null;
  communities: readonly CommunityMembership[];
  isChatSupport: boolean;
  isVideoConsultationSupport: boolean;
  /** The brand's user manual in the active language. */
  userManualUrl: string | null;
  /** The brand's instruction page (guidelineUrl). */
  guidelineUrl: string | null;
  externalAuthProviders: readonly ExternalAuthSource[];
  /** Support messengers configured for the site. */
  hasMessengers: boolean;
  /** Experts get their desk in the general menu. */
  isExpert: boolean;
  /** Support staff (the brand's admins) get the support requests. */
  isSupportStaff: boolean;
};

const label = (name: string) => `shell.menu.${name}`;

function link(id: string, to: string): MenuItem {
  return { id, label: label(id), kind: 'link', to };
}

function modal(id: string, name: ShellModal): MenuItem {
  return { id, label: label(id), kind: 'modal', modal: name };
}

/** Community shows only when the brand has a club and the user is in one that is more than a
 * chat (spec 000 section 2, general menu). */
export function showsCommunity(
  context: Pick<MenuContext, 'communityUrl' | 'communities'>,
): boolean {
  return (
    context.communityUrl !== null && context.communities.some((community) => !community.chatOnly)
  );
}

/** Social networks are worth a screen only when the site offers social sign-in. */
export function showsSocialNetworks(context: Pick<MenuContext, 'externalAuthProviders'>): boolean {
  return context.externalAuthProviders.length > 0;
}

/** Support in the settings and profile menus is a way to write to it (the general menu's is
 * the support area): the messenger choice when the site has a messenger, else straight to the
 * support form. */
function supportItem(context: Pick<MenuContext, 'hasMessengers'>): MenuItem {
  return modal('contactSupport', context.hasMessengers ? 'messengers' : 'supportForm');
}

/** General menu: home, community, homework, chat, video consultations, support, subscriptions
 * (spec), with the learner's courses and the catalogue after home, where people look for them
 * (our choice, issue 14); for experts their desk and for support staff the support requests
 * last. Chat and video consultations follow the brand's switches for those areas. */
export function generalMenu(context: MenuContext): MenuItem[] {
  return [
    link('home', paths.home.href()),
    link('courses', paths.courses.href()),
    link('catalog', paths.catalog.href()),
    // The clubs, each with its tagged links, are chosen in the choose-club modal.
    ...(showsCommunity(context) ? [modal('community', 'chooseClub')] : []),
    link('homework', paths.homeworks.href()),
    ...(context.isChatSupport ? [link('chat', paths.chats.href())] : []),
    ...(context.isVideoConsultationSupport
      ? [link('videoconsultations', paths.videoconsultations.href())]
      : []),
    link('support', paths.support.href()),
    link('subscriptions', paths.subscriptions.href()),
    ...(context.isExpert ? [link('expert', paths.expert.href())] : []),
    ...(context.isSupportStaff ? [link('staffSupport', paths.staffSupport.href())] : []),
  ];
}

/** Settings menu: support, edit profile, settings, points, the optional user manual and
 * instruction, social networks (only with social sign-in), exit. */
export function settingsMenu(context: MenuContext): MenuItem[] {
  return [
    supportItem(context),
    link('editProfile', paths.userEdit.href()),
    link('settings', paths.userSettings.href()),
    link('points', paths.points.href()),
    ...(context.userManualUrl ? [modal('userManual', 'userManual')] : []),
    ...(context.guidelineUrl ? [modal('instruction', 'instruction')] : []),
    ...(showsSocialNetworks(context) ? [link('socialNetworks', paths.socialNetworks.href())] : []),
    link('exit', paths.logout.href()),
  ];
}

/** Mobile profile menu: my information, social networks, settings, video consultations
 * (hidden when the brand switches them off), support, catalog, delete (confirmed first). */
export function profileMenu(context: MenuContext): MenuItem[] {
  return [
    link('myInformation', paths.userEdit.href()),
    ...(showsSocialNetworks(context) ? [link('socialNetworks', paths.socialNetworks.href())] : []),
    link('settings', paths.userSettings.href()),
    ...(context.isVideoConsultationSupport
      ? [link('videoconsultations', paths.videoconsultations.href())]
      : []),
    supportItem(context),
    link('catalog', paths.catalog.href()),
    modal('delete', 'confirmDelete'),
  ];
}

/** Admins get the dashboard, signed in with their current token; nobody else, and nobody when
 * the site has no dashboard configured. */
export function adminDashboardHref(
  url: string | null | undefined,
  token: string | null,
  isAdmin: boolean,
): string | null {
  if (!isAdmin || !url || !token) return null;
  try {
    const target = new URL(url);
    target.searchParams.set('token', token);
    return target.toString();
  } catch {
    return null;
  }
}
