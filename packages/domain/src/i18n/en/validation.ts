import type { Translations } from '../ru';

export const validation: Translations['validation'] = {
  required: 'This field is required',
  email: 'Enter a valid e-mail address',
  confirmed: 'The values do not match',
  maxLength: 'No more than {{max}} characters',
  instagram: {
    dotEdge: 'The name cannot start or end with a dot',
    doubleDot: 'The name cannot contain two dots in a row',
    onlyEnglish: 'Only English letters, digits, underscores and single dots are allowed',
    tooLong: 'The name cannot be longer than {{max}} characters',
    sample: 'This is an example, please enter your own Instagram name',
  },
  birthday: {
    wrongFormat: 'Wrong date format, enter DD.MM.YYYY',
    notExist: 'This date does not exist',
    tooOld: 'The date cannot be earlier than {{minYear}}',
    inFuture: 'The date cannot be in the future',
  },
  appId: {
    format:
      'The application id may contain only Latin letters, digits and . _ : - (at most {{max}} characters)',
  },
  password: {
    tooShort: 'The password must be at least {{min}} characters long',
    tooLong: 'The password must be at most {{max}} characters long',
    notIdentical: 'Passwords must be identical.',
  },
};
