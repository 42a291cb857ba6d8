export const common = {
  actions: {
    ok: 'OK',
    cancel: 'Cancel',
    close: 'Close',
    yes: 'Yes',
    no: 'No',
    retry: 'Try again',
    toHome: 'Go to the home page',
  },
  loading: 'Loading…',
  errors: {
    unknown: 'An unknown error occurred. Try again later',
    noInternet: 'No internet',
  },
  field: {
    charactersLeft_one: '{{count}} character left',
    charactersLeft_other: '{{count}} characters left',
    showPassword: 'Show password',
  },
  language: {
    label: 'Language',
    reloadTitle: 'Reload the page?',
    reloadText: 'The language has been changed. Reload the page to apply it everywhere.',
  },
};
