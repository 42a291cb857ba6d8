import { describe, expect, it } from 'vitest';
import {
  birthdayErrorMessage,
  birthdayToIso,
  checkBirthday,
  daysInMonth,
  isLeapYear,
  isoToBirthday,
} from './birthday';

// Local time, as the rule reads it.
const now = new Date(2025, 5, 15, 12, 0);

describe('checkBirthday', () => {
  it('accepts a real past date and an empty value', () => {
    expect(checkBirthday('31.12.1990', now)).toBeNull();
    expect(checkBirthday('', now)).toBeNull();
  });

  it.each([
    '1.1.1990',
    '01.01.90',
    '01-01-1990',
    '1990-01-01',
    ' 01.01.1990',
    '01.01.1990 ',
    'ab.cd.efgh',
  ])('rejects %j with wrongFormat', (value) => {
    expect(checkBirthday(value, now)).toBe('wrongFormat');
  });

  it.each(['00.01.1990', '32.01.1990', '31.04.1990', '15.13.1990', '15.00.1990'])(
    'rejects %s with notExist',
    (value) => {
      expect(checkBirthday(value, now)).toBe('notExist');
    },
  );

  it('knows leap years', () => {
    expect(checkBirthday('29.02.2023', now)).toBe('notExist');
    expect(checkBirthday('29.02.2024', now)).toBeNull();
    expect(checkBirthday('29.02.2000', now)).toBeNull();
    expect(checkBirthday('29.02.1900', now)).toBe('notExist');
  });

  it('rejects dates before 1900 with tooOld', () => {
    expect(checkBirthday('31.12.1899', now)).toBe('tooOld');
    expect(checkBirthday('01.01.1900', now)).toBeNull();
  });

  it('rejects dates after today with inFuture', () => {
    expect(checkBirthday('15.06.2025', now)).toBeNull();
    expect(checkBirthday('16.06.2025', now)).toBe('inFuture');
  });
});

describe('birthday conversions', () => {
  it('converts to ISO and back', () => {
    expect(birthdayToIso('31.12.1990')).toBe('1990-12-31');
    expect(isoToBirthday('1990-12-31')).toBe('31.12.1990');
    expect(isoToBirthday('2024-02-29')).toBe('29.02.2024');
  });

  it('returns null for values that are not existing dates', () => {
    expect(birthdayToIso('29.02.2023')).toBeNull();
    expect(birthdayToIso('1990-12-31')).toBeNull();
    expect(isoToBirthday('2023-02-29')).toBeNull();
    expect(isoToBirthday('31.12.1990')).toBeNull();
  });
});

describe('calendar helpers', () => {
  it('applies the Gregorian leap-year rule', () => {
    expect([2023, 2024, 1900, 2000].map(isLeapYear)).toEqual([false, true, false, true]);
  });

  it('knows month lengths', () => {
    expect([1, 2, 4, 12].map((month) => daysInMonth(2024, month))).toEqual([31, 29, 30, 31]);
  });
});

describe('birthdayErrorMessage', () => {
  it('gives the key and the earliest year', () => {
    expect(birthdayErrorMessage('tooOld')).toEqual({
      key: 'validation.birthday.tooOld',
      params: { minYear: 1900 },
    });
    expect(birthdayErrorMessage('notExist')).toEqual({ key: 'validation.birthday.notExist' });
  });
});
