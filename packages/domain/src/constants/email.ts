/** E-mail address limits. */

export const EMAIL_MAX_LENGTH = 320;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_MAX_LENGTH = 253;
export const EMAIL_LABEL_MAX_LENGTH = 63;

/** Above these the address is accepted with a warning. */
export const EMAIL_LOCAL_WARN_LENGTH = 30;

export const EMAIL_DOMAIN_LEVELS_WARN = 5;
export const EMAIL_MIN_TLD_LENGTH_DEFAULT = 2;

/**
 * Our choice (the spec gives no number): twice the warning threshold. Real mail domains rarely
 * exceed 4 levels, so 10 only rejects input that cannot be a mailbox domain.
 */
export const EMAIL_MAX_DOMAIN_LEVELS_DEFAULT = 10;
