import { describe, expect, it } from 'vitest';
import { dateEntry } from '../i18n/date-entry';
import { birthdayEntryOf, birthdayProblem, birthdayWireOf } from './birthday-entry';

const t = (key: string) => key;
const ru = dateEntry('ru', t);
const en = dateEntry('en', t);

describe('the birthday as typed', () => {
  it("shows the wire's DD.MM.YYYY in the interface language's format", () => {
    expect(birthdayEntryOf('17.05.1990', ru)).toBe('17.05.1990');
    expect(birthdayEntryOf('17.05.1990', en)).toBe('05/17/1990');
    expect(birthdayEntryOf('garbage', en)).toBe('garbage');
  });

  it('sends a typed date as DD.MM.YYYY, anything else as typed', () => {
    expect(birthdayWireOf('05/17/1990', en)).toBe('17.05.1990');
    expect(birthdayWireOf(' 17.05.1990 ', ru)).toBe('17.05.1990');
    expect(birthdayWireOf(' 1990 ', en)).toBe('1990');
  });

  it('refuses first by the format, then by the domain rule', () => {
    expect(birthdayProblem('17.05.1990', en, t)).toBe('dateField.wrongFormat');
    expect(birthdayProblem('02/31/1990', en, t)).toBe('dateField.notExist');
    expect(birthdayProblem('05/17/2990', en, t)).toBe('validation.birthday.inFuture');
    expect(birthdayProblem('05/17/1990', en, t)).toBeNull();
  });
});
