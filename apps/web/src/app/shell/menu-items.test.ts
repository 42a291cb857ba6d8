import { describe, expect, it } from 'vitest';
import {
  adminDashboardHref,
  generalMenu,
  type MenuContext,
  type MenuItem,
  profileMenu,
  settingsMenu,
  showsCommunity,
} from './menu-items';

function context(overrides: Partial<MenuContext> = {}): MenuContext {
  return {
    communityUrl: null,
    communities: [],
    isChatSupport: true,
    isVideoConsultationSupport: true,
    userManualUrl: null,
    guidelineUrl: null,
    externalAuthProviders: [],
    hasMessengers: false,
    isExpert: false,
    isSupportStaff: false,
    ...overrides,
  };
}

const ids = (items: MenuItem[]) => items.map((item) => item.id);

describe('general menu (spec 000 section 2)', () => {
  it('lists home, my courses, the catalogue, homework, chat, video consultations, support and subscriptions', () => {
    expect(ids(generalMenu(context()))).toEqual([
      'home',
      'courses',
      'catalog',
      'homework',
      'chat',
      'videoconsultations',
      'support',
      'subscriptions',
    ]);
    expect(generalMenu(context())[0]).toMatchObject({ kind: 'link', to: '/home' });
    expect(generalMenu(context())[1]).toMatchObject({ kind: 'link', to: '/courses' });
    expect(generalMenu(context())[2]).toMatchObject({ kind: 'link', to: '/catalog' });
  });

  it('ends with the expert desk for experts only', () => {
    expect(ids(generalMenu(context()))).not.toContain('expert');
    expect(generalMenu(context({ isExpert: true })).at(-1)).toMatchObject({
      id: 'expert',
      kind: 'link',
      to: '/expert',
    });
  });

  it('leads support staff to the support requests', () => {
    expect(ids(generalMenu(context()))).not.toContain('staffSupport');
    expect(generalMenu(context({ isSupportStaff: true })).at(-1)).toMatchObject({
      id: 'staffSupport',
      kind: 'link',
      to: '/staff/support',
    });
  });

  it('shows community only with a club and a membership that is not chat-only', () => {
    const club = 'https://club.school.example/';
    expect(showsCommunity({ communityUrl: club, communities: [] })).toBe(false);
    expect(showsCommunity({ communityUrl: club, communities: [{ chatOnly: true }] })).toBe(false);
    expect(showsCommunity({ communityUrl: null, communities: [{ chatOnly: false }] })).toBe(false);
    const menu = generalMenu(
      context({ communityUrl: club, communities: [{ chatOnly: true }, { chatOnly: false }] }),
    );
    expect(ids(menu)[3]).toBe('community');
    // The clubs and their tagged links are chosen in the choose-club modal.
    expect(menu[3]).toMatchObject({ kind: 'modal', modal: 'chooseClub' });
  });

  it('leaves out chat and video consultations when the brand switches them off', () => {
    const menu = generalMenu(context({ isChatSupport: false, isVideoConsultationSupport: false }));
    expect(ids(menu)).not.toContain('chat');
    expect(ids(menu)).not.toContain('videoconsultations');
  });
});

describe('settings menu', () => {
  it('has support, edit profile, settings, points and exit at the least', () => {
    expect(ids(settingsMenu(context()))).toEqual([
      'contactSupport',
      'editProfile',
      'settings',
      'points',
      'exit',
    ]);
    expect(settingsMenu(context()).at(-1)).toMatchObject({ kind: 'link', to: '/logout' });
  });

  it('adds the user manual and instruction modals when the brand has those pages', () => {
    const menu = settingsMenu(
      context({ userManualUrl: 'https://x.example/manual', guidelineUrl: 'https://x.example/g' }),
    );
    expect(menu.filter((item) => item.kind === 'modal').map((item) => item.id)).toEqual([
      'contactSupport',
      'userManual',
      'instruction',
    ]);
  });

  it('shows social networks only when external auth providers exist', () => {
    expect(ids(settingsMenu(context()))).not.toContain('socialNetworks');
    expect(ids(settingsMenu(context({ externalAuthProviders: ['google'] })))).toContain(
      'socialNetworks',
    );
  });

  it('opens the messenger choice for support when a messenger exists, else the form', () => {
    expect(settingsMenu(context())[0]).toMatchObject({ kind: 'modal', modal: 'supportForm' });
    expect(settingsMenu(context({ hasMessengers: true }))[0]).toMatchObject({
      kind: 'modal',
      modal: 'messengers',
    });
  });
});

describe('mobile profile menu', () => {
  it('lists my information, settings, video consultations, support, catalog and delete', () => {
    expect(ids(profileMenu(context()))).toEqual([
      'myInformation',
      'settings',
      'videoconsultations',
      'contactSupport',
      'catalog',
      'delete',
    ]);
  });

  it('hides video consultations when the configuration switch disables them', () => {
    expect(ids(profileMenu(context({ isVideoConsultationSupport: false })))).not.toContain(
      'videoconsultations',
    );
  });

  it('shows social networks with providers, and confirms before deleting', () => {
    const menu = profileMenu(context({ externalAuthProviders: ['vkontakte'] }));
    expect(ids(menu)[1]).toBe('socialNetworks');
    expect(menu.at(-1)).toMatchObject({ kind: 'modal', modal: 'confirmDelete' });
  });
});

describe('admin dashboard link', () => {
  const url = 'https://admin.school.example/login?from=lk';

  it('leads admins to the dashboard with their current token', () => {
    expect(adminDashboardHref(url, 'tok en', true)).toBe(
      'https://admin.school.example/login?from=lk&token=tok+en',
    );
  });

  it('is there for nobody else, and not without a configured dashboard', () => {
    expect(adminDashboardHref(url, 'token', false)).toBeNull();
    expect(adminDashboardHref(null, 'token', true)).toBeNull();
    expect(adminDashboardHref(undefined, 'token', true)).toBeNull();
    expect(adminDashboardHref('not a url', 'token', true)).toBeNull();
    expect(adminDashboardHref(url, null, true)).toBeNull();
  });
});
