import type { Translations } from '../ru';

export const supportForm: Translations['supportForm'] = {
  errors: {
    emailRequired: 'Enter your e-mail address so that we can reply',
    emailInvalid: 'Enter a valid e-mail address',
    nameRequired: 'Enter your name',
    messageRequired: 'Enter a message',
    messageTooLong: 'The message cannot be longer than {{max}} characters',
  },
  successTitle: 'Success',
  messageSent: 'Your message has been sent',
};
