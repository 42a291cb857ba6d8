import type { Translations } from '../ru';

export const phone: Translations['phone'] = {
  invalidFormat:
    'Invalid phone number format. Enter the number in international format, e.g. +14155550123',
};
