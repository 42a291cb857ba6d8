export const cookies = {
  banner: {
    label: 'Cookie consent',
    text: 'We use cookies: essential ones to make the site work, analytics and marketing ones only with your consent.',
    dismiss: 'Essential only',
    settings: 'Settings',
    acceptAll: 'Accept all',
  },
  dialog: {
    title: 'Cookie settings',
    description: 'Choose which cookies may be used. Essential cookies are always on.',
    save: 'Save my choice',
  },
  page: {
    title: 'Cookie settings',
    intro: 'Choose which cookies may be used in this browser. Essential cookies are always on.',
    notAsked: 'This site does not ask for cookie consent: all categories are used.',
    save: 'Save',
    saved: 'Cookie settings saved',
    serverFailed: 'Your choice is saved in this browser but not in your account: {{reason}}',
  },
  policyLink: 'Cookie policy',
};
