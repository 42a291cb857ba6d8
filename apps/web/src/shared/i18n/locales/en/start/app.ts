export const app = {
  startup: {
    configErrorTitle: 'Error',
    configErrorText: 'Failed to load the app configuration',
  },
  comingSoon: {
    title: 'Coming soon',
    text: 'This section will be available very soon.',
  },
  notFound: {
    title: 'Page not found',
    text: 'This page does not exist. Check the address or go to the home page.',
  },
  routeError: {
    title: 'Something went wrong',
    text: 'The page could not be opened. Reload it and try again.',
    reload: 'Reload',
  },
  session: {
    loggedOut:
      'Your session has ended, perhaps because you signed in on another device. Please sign in again.',
    signingOut: 'Signing out…',
    deleting: 'Deleting the account…',
  },
  shell: {
    home: 'Home page',
    skipToContent: 'Skip to content',
  },
};
