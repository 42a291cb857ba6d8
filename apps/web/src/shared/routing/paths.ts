/**
 * Every route of spec 000 section 2, by name: its URL pattern, who may open it and whether it is
 * a settings route (exempt from the expired-access redirect). The one place that knows URL
 * shapes: everything else links with `paths.<name>.href(...)`. It lives in shared/ so that
 * features may link to any screen; it is data and imports nothing.
 */

/** guest: only signed out (signed-in users go home); auth: needs sign-in; none: anyone. */
export type Access = 'guest' | 'auth' | 'none';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type QueryValue = string | number | boolean | null | undefined;
export type HrefQuery<Q extends string = string> = Readonly<Partial<Record<Q, QueryValue>>>;

type HrefArgs<P extends string, Q extends string> = [ParamNames<P>] extends [never]
  ? [query?: HrefQuery<Q>]
  : [params: Readonly<Record<ParamNames<P>, string | number>>, query?: HrefQuery<Q>];

export type RouteDefinition<P extends string = string, Q extends string = string> = {
  pattern: P;
  access: Access;
  /** Settings routes stay reachable when platform access has expired (spec section 4). */
  settings: boolean;
  href(...args: HrefArgs<P, Q>): string;
};

function withQuery(path: string, query: HrefQuery | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

function route<const P extends string, const Q extends string = string>(
  pattern: P,
  access: Access,
  /** `query` names the parameters the screen reads; href then takes only those. */
  options: { settings?: boolean; query?: readonly Q[] } = {},
): RouteDefinition<P, Q> {
  const hasParams = pattern.includes(':');
  return {
    pattern,
    access,
    settings: options.settings ?? false,
    href(...args) {
      const [params, query] = (hasParams ? args : [{}, args[0]]) as [
        Record<string, string | number>,
        HrefQuery | undefined,
      ];
      const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
        encodeURIComponent(String(params[name])),
      );
      return withQuery(path, query);
    },
  };
}

const settings = { settings: true };

export const paths = {
  // Sign-in, registration and the forced steps of spec section 4.
  login: route('/', 'guest'),
  signup: route('/signup', 'guest'),
  autoLogin: route('/auto-login', 'none'),
  /** Request a reset, and complete it from the mailed link (/reset-password?token=…). */
  accessRecovery: route('/reset-password', 'guest'),
  /** The forced password change of a signed-in user. */
  resetPassword: route('/update-password', 'auth'),
  emailVerification: route('/email-verification', 'auth'),
  phoneVerification: route('/phone-verification', 'auth'),
  updateProfile: route('/update-profile', 'auth'),
  linkSocialNetworks: route('/link-social-networks', 'auth'),

  // Account.
  user: route('/user', 'auth', settings),
  userEdit: route('/user/edit', 'auth', settings),
  socialNetworks: route('/user/social-networks', 'auth', settings),
  userSettings: route('/user/settings', 'auth', settings),
  userPassword: route('/user/settings/password', 'auth', settings),
  notifications: route('/user/settings/notifications', 'auth', settings),
  reminders: route('/user/settings/reminders', 'auth', settings),
  reminderNew: route('/user/settings/reminders/new', 'auth', settings),
  reminder: route('/user/settings/reminders/:reminderId', 'auth', settings),
  cookieSettings: route('/user/settings/cookie', 'auth', settings),
  /** Lessons downloaded for offline viewing (the spec's downloads screen; its route is ours). */
  downloads: route('/user/downloads', 'auth', settings),
  paymentMethods: route('/user/settings/user-payment-methods', 'auth', settings),
  subscriptions: route('/user/subscriptions', 'auth', settings),
  installments: route('/user/installments', 'auth', settings),
  subscription: route('/user/subscription/:subscriptionId', 'auth', settings),
  points: route('/user/points', 'auth', settings),
  pointsHistory: route('/user/points/history', 'auth', settings),
  /** Redirects to subscriptions with warning=true. */
  subscriptionsWarning: route('/subscriptions', 'auth'),
  delete: route('/delete', 'auth'),
  logout: route('/logout', 'auth'),
  /** 'This version of the site is not available': for users with a mobile-only tariff. */
  mobileSubscription: route('/mobile-subscription', 'auth'),

  // Main areas.
  home: route('/home', 'auth'),
  courses: route('/courses', 'auth'),
  events: route('/events', 'auth'),
  catalog: route('/catalog', 'auth'),
  /** Redirects to home. */
  course: route('/course', 'auth'),
  calendar: route('/course/:streamId/calendar', 'auth'),
  calendarDay: route('/course/:streamId/calendar/:dayNumber', 'auth'),
  materials: route('/course/:streamId/materials', 'auth'),
  stages: route('/course/:streamId/stages', 'auth'),
  freeze: route('/course/:streamId/freeze', 'auth'),
  /** Extending a stream's access (or expert questions): options, a discount code, points. */
  extend: route('/course/:streamId/extend', 'auth'),
  /** Buying a stopped course, the provider's return, and the sandbox provider's payment page. */
  checkoutStream: route('/checkout/stream/:streamId', 'auth'),
  checkoutReturn: route('/checkout/return/:orderId', 'auth'),
  sandboxCheckout: route('/checkout/sandbox/:paymentId', 'auth'),
  day: route('/course/:streamId/stages/:stageId/days/:dayId', 'auth'),
  /** ?stream= one stream's homework only (the links from a course), ?status= one status. */
  homeworks: route('/homework', 'auth', { query: ['stream', 'status'] }),
  homework: route('/homework/:streamId/:homeworkId', 'auth'),
  chats: route('/chat', 'auth'),
  chat: route('/chat/:chatId', 'auth'),
  videoconsultations: route('/videoconsultations', 'auth'),
  videoconsultation: route('/videoconsultations/:consultationId', 'auth'),
  support: route('/support', 'auth'),
  supportCategory: route('/support/:categoryId', 'auth'),
  supportStream: route('/support/:categoryId/:streamId', 'auth'),
  banners: route('/banners', 'auth'),
  /** The expert desk: the chats waiting for an answer and the homework to review (experts). */
  expert: route('/expert', 'auth'),
  /** Support staff (the brand's admins): the brand's support questions and one conversation. */
  staffSupport: route('/staff/support', 'auth'),
  staffSupportQuestion: route('/staff/support/:questionId', 'auth'),
  newCourse: route('/new-course/:courseId', 'auth'),
  /** The default links /chats and /tasks of spec section 2 lead to the chat and homework lists. */
  chatsLink: route('/chats', 'auth'),
  tasksLink: route('/tasks', 'auth'),
  /** The reminder paths the spec names (section 2), leading to the settings' reminder screens
   * with the id kept. */
  remindersNewLink: route('/reminders/new', 'auth', settings),
  reminderLink: route('/reminders/:reminderId', 'auth', settings),

  /** An external document given by the `url` query parameter. */
  document: route('/document', 'none'),
  notFound: route('*', 'none'),
} as const;

export type RouteName = keyof typeof paths;

/** Where signed-in users land: the configured homepage. */
export const HOME = paths.home;

/** The route a URL opens, by name, with the values of its pattern's parameters. */
export type ScreenMatch = {
  name: RouteName;
  params: Readonly<Record<string, string | undefined>>;
};
