/** Signing in: passwords and one-time codes (the codes' rules run on the server). */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const OTP_LENGTH = 6;
export const OTP_TTL_S = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_S = 60;
