/** The phone number check (phone.ts). en/ and es/ have a file of this name with exactly these keys
 * (typed, and checked by i18n.test.ts). */
export const phone = {
  invalidFormat:
    'Неверный формат номера телефона. Введите номер в международном формате, например +79001234567',
} as const;
