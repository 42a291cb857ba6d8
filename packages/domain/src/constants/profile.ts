/** Profile field limits. */

export const INSTAGRAM_MAX = 30;
export const BIRTHDAY_MIN_YEAR = 1900;

/** E.164 allows up to 15 digits; 10 is our floor for a full international number. */
export const PHONE_DIGITS_MIN = 10;

export const PHONE_DIGITS_MAX = 15;
